// A multipart post over a real socket, sent as a client chooses: all at once, paced to a rate,
// or stalled part-way with the connection held open. For the upload tests and benches that
// need what supertest cannot do (a slow or stalled sender, a dozen large posts at once).
import http from 'node:http';
import { SUBMIT_PATH } from '../../common/api/submission';

const BOUNDARY = 'raw-multipart-boundary';
const SLICE = 1024 * 1024;

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** The body's pieces in order (file contents are not copied). */
export function multipartBody(parts: MultipartPart[]): Buffer[] {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : `form-data; name="${part.name}"`;
    pieces.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    pieces.push('filename' in part ? part.content : Buffer.from(part.value));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return pieces;
}

export type PostOutcome = { status: number | 'cut'; body: string; ms: number };

/**
 * Posts the pieces to the intake. `address`: sent as X-Forwarded-For (the server must trust one
 * hop). `bytesPerSecond`: paced, a slice every 100 ms. `stallAfter`: stop sending after that many
 * bytes and keep the connection open until the server acts. `declareLength`: a Content-Length
 * header (the default), else chunked. Settles with the server's answer, or 'cut' if it closed
 * the connection without one.
 */
export function multipartPost(
  baseUrl: string,
  pieces: Buffer[],
  options: {
    address?: string;
    bytesPerSecond?: number;
    stallAfter?: number;
    declareLength?: boolean;
    headers?: Record<string, string>;
    /** Where to post: the intake's address unless given (a request page's documents). */
    path?: string;
  } = {},
): Promise<PostOutcome> {
  const started = Date.now();
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number | 'cut', body = '') => {
      if (!settled) resolve({ status, body, ms: Date.now() - started });
      settled = true;
    };
    const request = http.request(`${baseUrl}${options.path ?? SUBMIT_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.declareLength !== false && { 'Content-Length': String(length) }),
        ...(options.address && { 'X-Forwarded-For': options.address }),
        ...options.headers,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        settle(response.statusCode!, Buffer.concat(chunks).toString('utf8'));
        request.destroy();
      });
      response.on('error', () => settle(response.statusCode!));
    });
    // A write refused by a server that already answered arrives before or after the answer.
    request.on('error', () => setTimeout(() => settle('cut'), 300));
    request.on('close', () => setTimeout(() => settle('cut'), 300));
    void (async () => {
      let sent = 0;
      const step = options.bytesPerSecond ? Math.max(1, Math.round(options.bytesPerSecond / 10)) : SLICE;
      for (const piece of pieces) {
        for (let offset = 0; offset < piece.length; offset += step) {
          if (request.destroyed || settled) return;
          if (options.stallAfter !== undefined && sent >= options.stallAfter) return;
          const slice = piece.subarray(offset, offset + step);
          sent += slice.length;
          if (!request.write(slice)) await drained(request);
          if (options.bytesPerSecond) await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      if (!request.destroyed) request.end();
    })();
  });
}

/** Until the request may be written again, or is gone. */
function drained(request: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off('drain', done).off('close', done);
      resolve();
    };
    request.on('drain', done).on('close', done);
  });
}

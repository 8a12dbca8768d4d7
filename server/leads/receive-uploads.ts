// Multipart bodies are streamed to a temporary folder of the request, never held in memory
// while they arrive: each file passes through a counter that stops the request as soon as
// all files together exceed the limit, whatever the request declared. The files stay there:
// the checks read one at a time (check-uploads.ts) and the lead's transaction copies them
// into the database in chunks (create-lead.ts), so no request holds its documents in memory.
// The folder goes when the response is done or the connection drops, whatever happened.
// A full disk is answered 503 in the visitor's language and reported; files received whole
// are reported too, which ends the incident (docs/decisions/0047-failure-alerts.md).
// See docs/decisions/0014-document-checks.md and 0041-uploads-slow-clients-and-memory.md.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { MAX_FILE_BYTES, MAX_FILES_BYTES_PER_REQUEST } from '../../common/forms/uploads';
import { AppError } from '../errors';
import { requestLanguage } from '../http/request-language';
import { formUploadRules, oversizedFile } from './check-uploads';
import { droppedAsTooSlow } from './upload-slots';

// Six files covers the largest form (five invoices); more is refused with 413. formData of
// the longest form is a few KB.
const LIMITS = { fileSize: MAX_FILE_BYTES, files: 6, fields: 20, fieldSize: 100 * 1024, parts: 30 };

/** The largest multipart body that can be valid: all files, all fields, and room for the part headers. */
export const MAX_MULTIPART_BYTES = MAX_FILES_BYTES_PER_REQUEST + LIMITS.fields * LIMITS.fieldSize + LIMITS.parts * 1024;

const DIR_PREFIX = 'intake-upload-';

type UploadState = { dir: string; total: number };
const states = new WeakMap<Request, UploadState>();

const storage: multer.StorageEngine = {
  _handleFile(req, file, callback) {
    const state = states.get(req)!;
    const target = path.join(state.dir, randomUUID());
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        state.total += chunk.length;
        if (state.total > MAX_FILES_BYTES_PER_REQUEST) done(new AppError('tooLarge', 'form.tooLarge'));
        else done(null, chunk);
      },
    });
    pipeline(file.stream, counter, createWriteStream(target)).then(
      () => callback(null, { path: target, size }),
      (error: unknown) => callback(error as Error),
    );
  },
  _removeFile(_req, file, callback) {
    rm(file.path, { force: true }).then(() => callback(null), callback);
  },
};

const upload = multer({ storage, limits: LIMITS, defParamCharset: 'utf8' }).any();

/** How the temporary folder's disk is doing: full when a file found no room left, stored when
 * a request's files were all written. */
export type UploadDiskReport = { full: (error: unknown) => void; stored: () => void };

/** Receives a multipart body (other bodies pass untouched); req.files then name their files on disk. */
export function receiveUploads(disk: UploadDiskReport): RequestHandler {
  return async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const dir = await mkdtemp(path.join(tmpdir(), DIR_PREFIX)).catch((error: unknown) => {
      throw diskFull(error, disk) ?? error;
    });
    states.set(req, { dir, total: 0 });
    // Removed when the answer is done, and again once multer has stopped writing, in case the
    // connection dropped while a file was still arriving.
    let closed = false;
    const removeDir = () => void rm(dir, { recursive: true, force: true });
    res.once('close', () => {
      closed = true;
      removeDir();
    });
    upload(req, res, (error?: unknown) => {
      if (closed) removeDir();
      // Already answered, or being answered: the sender was too slow (upload-slots.ts).
      if (res.headersSent || droppedAsTooSlow(res)) return;
      if (error) return next(diskFull(error, disk) ?? namedRefusal(req, error) ?? error);
      if (Array.isArray(req.files) && req.files.length > 0) disk.stored();
      next();
    });
  };
}

/** No room for the temporary file (ENOSPC, or EDQUOT past a quota): the visitor can do nothing
 * about it but wait or send without documents, so it is a 503 with a message saying so. */
function diskFull(error: unknown, disk: UploadDiskReport): AppError | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code !== 'ENOSPC' && code !== 'EDQUOT') return undefined;
  disk.full(error);
  return new AppError('unavailable', 'form.uploadsFull', undefined, { cause: error });
}

/** multer stops a file at the per-file limit as it arrives (the rest of the body is read and
 * discarded, never kept) and names it: refused by name under its field, like any refused document. */
function namedRefusal(req: Request, error: unknown): AppError | undefined {
  const file = stoppedFile(error);
  if (!file) return undefined;
  // The fields sent before the file (the browser sends them first).
  const body = req.body as { formType?: unknown; language?: unknown };
  return oversizedFile(formUploadRules(body.formType), file, requestLanguage(req, body.language));
}

/** The file multer stopped at the per-file limit, by its field and name; undefined for any other error. */
export function stoppedFile(error: unknown): { field?: string; name?: string } | undefined {
  if (!(error instanceof multer.MulterError) || error.code !== 'LIMIT_FILE_SIZE') return undefined;
  // multer 2.5 names the file on the error; its published types do not say so yet.
  const { field, filename } = error as multer.MulterError & { filename?: string };
  return { field, name: filename };
}

/**
 * Removes upload folders older than `maxAgeMs`: left only by a process that crashed while
 * receiving (a live request's folder goes at its time limit at the latest). Documents hold
 * personal data, so none may linger on disk. Other processes' live folders are younger.
 */
export async function removeStaleUploads(maxAgeMs: number): Promise<number> {
  const root = tmpdir();
  const stale = [];
  for (const name of await readdir(root)) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(root, name);
    const info = await stat(dir).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > maxAgeMs) stale.push(rm(dir, { recursive: true, force: true }));
  }
  await Promise.all(stale);
  return stale.length;
}

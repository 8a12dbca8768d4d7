// One file of the site held in memory in every encoding it was stored in, and how to answer
// with it: the encoding the client accepts (br > gzip > identity), a strong ETag per
// encoding (the bytes differ, so must the tag), Vary, Content-Length, 304 when fresh, HEAD
// without a body (docs/decisions/0006-precompressed-site-from-memory.md).
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Encoding } from './compress';

type Representation = { body: Buffer; etag: string };

export type StoredFile = {
  type: string;
  cacheControl: string;
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
};

const representation = (body: Buffer): Representation => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

export function storedFile(options: {
  type: string;
  cacheControl: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}): StoredFile {
  const encoded: StoredFile['encoded'] = {};
  for (const [encoding, body] of Object.entries(options.encoded) as [Encoding, Buffer][]) {
    // A compressed copy that is not smaller is never worth sending.
    if (body.length < options.body.length) encoded[encoding] = representation(body);
  }
  return { type: options.type, cacheControl: options.cacheControl, identity: representation(options.body), encoded };
}

/** q-values of an Accept-Encoding header; `*` stands for any coding not named. */
function acceptedCodings(header: string | undefined): (coding: string) => number {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (coding) => q.get(coding) ?? q.get('*') ?? 0;
}

/** Our order, not the client's: brotli is smallest, then gzip (RFC 9110 lets the server pick among accepted codings). */
export function chooseEncoding(file: StoredFile, header: string | undefined): Encoding | undefined {
  const accepts = acceptedCodings(header);
  return (['br', 'gzip'] as const).find((encoding) => file.encoded[encoding] && accepts(encoding) > 0);
}

export function sendStoredFile(req: Request, res: Response, file: StoredFile, status = 200): void {
  const encoding = chooseEncoding(file, req.headers['accept-encoding']);
  const chosen = (encoding && file.encoded[encoding]) || file.identity;
  res.status(status);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', chosen.etag);
  if (Object.keys(file.encoded).length > 0) res.setHeader('Vary', 'Accept-Encoding');
  // req.fresh compares If-None-Match with the ETag above, only for GET/HEAD and 2xx (a 404 page is never "not modified").
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Length', chosen.body.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}

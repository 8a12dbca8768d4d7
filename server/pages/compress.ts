// Brotli and gzip for the site's files. `best` runs at build time (build/precompress.ts),
// where seconds do not matter; `fast` at server start, for pages whose bytes only exist
// then (built without PUBLIC_BASE_URL, see load-site.ts): brotli 5 costs a tenth of the time
// of 11 for about 12% more bytes on our pages (measured 2026-11-23: 29 ms vs 2.7 s for 57 pages).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export const FILE_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Already-compressed formats gain nothing from a second pass. */
const INCOMPRESSIBLE = /\.(png|jpe?g|webp|avif|gif|woff2?|br|gz|zip)$/i;

export function isCompressible(file: string): boolean {
  return !INCOMPRESSIBLE.test(file);
}

export function compress(body: Buffer, encoding: Encoding, effort: 'best' | 'fast'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Writes file.br and file.gz beside every compressible file under `dir` that they make smaller. */
export async function precompressTree(
  dir: string,
  skip: (file: string) => boolean = () => false,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !isCompressible(file) || skip(file)) continue;
    const body = await readFile(file);
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = compress(body, encoding, 'best');
      if (packed.length < body.length) await writeFile(file + FILE_SUFFIX[encoding], packed);
      if (encoding === 'br') totals.brotliBytes += Math.min(packed.length, body.length);
    }
    totals.files += 1;
    totals.bytes += body.length;
  }
  return totals;
}

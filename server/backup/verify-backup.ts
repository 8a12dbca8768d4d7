// A backup is read whole before a restore touches the database: decrypted (age authenticates
// every chunk, so a changed or cut file fails), decompressed, and its frames checked, each
// table's rows counted in its COPY text (one line per row) against the count written after it.
// Only then is the database emptied, so a damaged file never costs the data a forced restore
// would replace.
import type { Readable } from 'node:stream';
import { createZstdDecompress } from 'node:zlib';
import { FRAME, readFrames } from './archive-frames';
import { decryptStream } from './backup-encryption';
import { ManifestSchema, TableBeginSchema, TableEndSchema, type Manifest } from './backup-manifest';

/** The archive's plain bytes; a failure to decrypt fails the stream, not just ends it. */
export async function openArchive(sealed: Readable, identity: string): Promise<Readable> {
  const decrypted = await decryptStream(sealed, identity);
  const plain = decrypted.pipe(createZstdDecompress());
  decrypted.once('error', (error) => plain.destroy(error));
  return plain;
}

const NEWLINE = 0x0a;
const lines = (bytes: Buffer) => {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
};

/** The manifest of a whole, undamaged backup; throws on anything else. */
export async function verifyBackup(sealed: Readable, identity: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let table: { name: string; rows: number } | undefined;
  let ended = false;
  for await (const frame of readFrames(await openArchive(sealed, identity))) {
    const json = () => JSON.parse(frame.payload.toString()) as unknown;
    if (ended) throw new Error('The backup file goes on after its end.');
    if (frame.kind === FRAME.manifest && !manifest) manifest = ManifestSchema.parse(json());
    else if (frame.kind === FRAME.tableBegin && manifest && !table)
      table = { name: TableBeginSchema.parse(json()).table, rows: 0 };
    else if (frame.kind === FRAME.data && table) table.rows += lines(frame.payload);
    else if (frame.kind === FRAME.tableEnd && table) {
      const announced = TableEndSchema.parse(json()).rows;
      if (announced !== table.rows) {
        throw new Error(`The backup is damaged: table ${table.name} holds ${table.rows} rows of ${announced}.`);
      }
      table = undefined;
    } else if (frame.kind === FRAME.end && manifest && !table) ended = true;
    else throw new Error(`The backup is damaged: frame ${frame.kind} out of place.`);
  }
  if (!manifest || !ended) throw new Error('The backup file is incomplete: it has no end.');
  return manifest;
}

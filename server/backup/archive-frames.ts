// The plain content of a backup file, before compression and encryption: a header line, then
// frames of [kind: 1 byte][length: 4 bytes, big-endian][payload]. A table's COPY text streams
// through as data frames between its begin and end frames, so neither side ever holds a table
// in memory (docs/decisions/0045-backup-format.md).
import type { Readable } from 'node:stream';

export const ARCHIVE_HEADER = 'apb-backup 1\n';

export const FRAME = {
  /** The manifest (JSON), first. */
  manifest: 0x4d,
  /** A table begins (JSON: schema, table, columns). */
  tableBegin: 0x54,
  /** A piece of the table's COPY text. */
  data: 0x44,
  /** The table ends (JSON: rows). */
  tableEnd: 0x45,
  /** The whole archive ends (JSON: tables); a file without it is incomplete. */
  end: 0x5a,
} as const;
export type FrameKind = (typeof FRAME)[keyof typeof FRAME];
export type Frame = { kind: FrameKind; payload: Buffer };

// Larger COPY chunks are cut, so a frame's length always fits its 4 bytes with room to spare.
const MAX_PAYLOAD = 1 << 24;

export function* encodeFrames(kind: FrameKind, payload: Buffer): Generator<Buffer> {
  for (let start = 0; start === 0 || start < payload.length; start += MAX_PAYLOAD) {
    const part = payload.subarray(start, start + MAX_PAYLOAD);
    const head = Buffer.alloc(5);
    head.writeUInt8(kind, 0);
    head.writeUInt32BE(part.length, 1);
    yield head;
    yield part;
  }
}

export const jsonFrame = (kind: FrameKind, value: unknown) => encodeFrames(kind, Buffer.from(JSON.stringify(value)));

/** The frames of an archive read from `input`; throws on a wrong header or a cut-off frame. */
export async function* readFrames(input: Readable): AsyncGenerator<Frame> {
  const reader = new ByteReader(input);
  const header = await reader.read(ARCHIVE_HEADER.length);
  if (header?.toString() !== ARCHIVE_HEADER) throw new Error('Not a backup of this application (wrong header).');
  for (;;) {
    const head = await reader.read(5);
    if (!head) return;
    const payload = await reader.read(head.readUInt32BE(1));
    if (!payload) throw new Error('The backup file is cut off.');
    yield { kind: head.readUInt8(0) as FrameKind, payload };
  }
}

/** Exact-length reads from a stream: null at a clean end, an error in the middle of a read. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private iterator: AsyncIterator<Buffer>;
  constructor(input: Readable) {
    this.iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }
  async read(length: number): Promise<Buffer | null> {
    while (this.buffered < length) {
      const next = await this.iterator.next();
      if (next.done) {
        if (this.buffered === 0) return null;
        throw new Error('The backup file is cut off.');
      }
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = all.length > length ? [all.subarray(length)] : [];
    this.buffered = all.length - length;
    return all.subarray(0, length);
  }
}

// Reads a ZIP archive (an .xlsx is one) without trusting what it declares: every entry is
// really inflated, with a cap on the total output, so a zip bomb (a few KB that unpack to
// gigabytes) is recognised after at most `maxUnpackedBytes` of work (issue 8, point 2).
import { inflateRawSync } from 'node:zlib';

export type ZipLimits = { maxEntries: number; maxUnpackedBytes: number };
export type ZipEntry = { name: string; unpackedBytes: number };
export type ZipInspection = { ok: true; entries: ZipEntry[] } | { ok: false; reason: string };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

export function inspectZip(zip: Buffer, limits: ZipLimits): ZipInspection {
  // The end record is in the last 22 bytes plus an optional comment of up to 64 KB.
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY)
    return refuse('no end record');
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    return refuse('zip64 archives are not expected in a spreadsheet');
  if (count > limits.maxEntries) return refuse(`${count} entries`);

  const entries: ZipEntry[] = [];
  let unpackedTotal = 0;
  let cursor = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (cursor + 46 > zip.length || zip.readUInt32LE(cursor) !== CENTRAL_ENTRY)
      return refuse('broken central directory');
    const flags = zip.readUInt16LE(cursor + 8);
    const method = zip.readUInt16LE(cursor + 10);
    const packedBytes = zip.readUInt32LE(cursor + 20);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const skip = nameLength + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
    const localOffset = zip.readUInt32LE(cursor + 42);
    const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    cursor += 46 + skip;

    if (flags & 0x1) return refuse('encrypted entry');
    if (name.startsWith('/') || name.split(/[\\/]/).includes('..')) return refuse('entry path leaves the archive');
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_ENTRY)
      return refuse('broken local header');
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const packed = zip.subarray(dataStart, dataStart + packedBytes);
    if (packed.length !== packedBytes) return refuse('entry runs past the end');

    const budget = limits.maxUnpackedBytes - unpackedTotal;
    let unpackedBytes: number;
    if (method === 0) unpackedBytes = packed.length;
    else if (method === 8) {
      try {
        // maxOutputLength makes zlib stop (and throw) instead of filling memory.
        unpackedBytes = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget + 1) }).length;
      } catch {
        return refuse('entry does not inflate within the limit');
      }
    } else return refuse(`compression method ${method}`);
    unpackedTotal += unpackedBytes;
    if (unpackedTotal > limits.maxUnpackedBytes) return refuse('unpacks beyond the limit');
    entries.push({ name, unpackedBytes });
  }
  return { ok: true, entries };
}

function refuse(reason: string): ZipInspection {
  return { ok: false, reason };
}

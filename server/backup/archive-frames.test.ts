import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { ARCHIVE_HEADER, encodeFrames, FRAME, jsonFrame, readFrames } from './archive-frames';

const archive = (...parts: Iterable<Buffer>[]) =>
  Buffer.concat([Buffer.from(ARCHIVE_HEADER), ...parts.flatMap((part) => [...part])]);
/** The bytes as a stream of small, uneven chunks, as a decompressor hands them over. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7) % 65_521 || 1)
        yield bytes.subarray(at, at + size);
    })(),
  );
const readAll = async (bytes: Buffer) => {
  const frames = [];
  for await (const frame of readFrames(chunked(bytes))) frames.push(frame);
  return frames;
};

test('frames come back as written, a payload past 16 MB split into several', async () => {
  const large = Buffer.alloc((1 << 24) + 10, 7);
  const frames = await readAll(
    archive(jsonFrame(FRAME.manifest, { a: 1 }), encodeFrames(FRAME.data, large), jsonFrame(FRAME.end, {})),
  );
  expect(frames.map((frame) => [frame.kind, frame.payload.length])).toEqual([
    [FRAME.manifest, 7],
    [FRAME.data, 1 << 24],
    [FRAME.data, 10],
    [FRAME.end, 2],
  ]);
  expect(Buffer.concat([frames[1]!.payload, frames[2]!.payload]).equals(large)).toBe(true);
});

test('a file cut off inside a frame, or of another kind, is refused', async () => {
  const whole = archive(jsonFrame(FRAME.manifest, { a: 1 }), encodeFrames(FRAME.data, Buffer.alloc(1000, 1)));
  await expect(readAll(whole.subarray(0, whole.length - 10))).rejects.toThrow('cut off');
  await expect(readAll(Buffer.from('PGDMP custom dump'))).rejects.toThrow('wrong header');
});

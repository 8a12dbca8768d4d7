// A photo re-encoded from its pixels by sharp (libvips): whatever followed the image data, hid in
// its metadata or was crafted for a decoder is left behind (docs/decisions/0039-hostile-pdfs.md).
// The camera's orientation is applied first, since the metadata that held it is not kept.
import sharp from 'sharp';
import type { Rebuilt } from './rebuild-pdf';

/** A phone photo is 12-50 million pixels; beyond that the image is refused before decoding. */
const MAX_PIXELS = 100_000_000;

export async function reencodeImage(image: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Rebuilt> {
  try {
    const pixels = sharp(image, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const content = await (type === 'image/png' ? pixels.png() : pixels.jpeg({ quality: 85 })).toBuffer();
    return { ok: true, content };
  } catch {
    return { ok: false, failure: 'unreadable' };
  }
}

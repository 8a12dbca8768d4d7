// The rebuild itself, in a worker thread of its own (rebuild-pdf.ts starts one per document):
// PDFium (Chromium's PDF engine, as WebAssembly: no scripts, no network, no files) renders each
// page to pixels, sharp encodes each picture as a JPEG, pdf-lib writes the pictures into a new
// PDF. The original's objects never reach the new file. This file imports packages only, so that
// Node runs it as it is in a worker, under tsx, vitest or compiled alike.
import { PDFiumLibrary } from '@hyzyla/pdfium';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { parentPort, workerData } from 'node:worker_threads';

type Limits = { maxPages: number; dotsPerInch: number; maxPagePixels: number; jpegQuality: number };
type Job = { pdf: Uint8Array; limits: Limits };

async function rebuild({ pdf, limits }: Job) {
  const library = await PDFiumLibrary.init();
  let document;
  try {
    document = await library.loadDocument(pdf);
  } catch {
    return { ok: false, failure: 'unreadable' };
  }
  const count = document.getPageCount();
  if (count === 0) return { ok: false, failure: 'unreadable' };
  if (count > limits.maxPages) return { ok: false, failure: 'tooManyPages' };
  const rebuilt = await PDFDocument.create();
  for (const page of document.pages()) {
    const { originalWidth: width, originalHeight: height } = page.getOriginalSize();
    // Points are 1/72 inch; a page larger than A4 is drawn smaller rather than with more pixels.
    const scale = Math.min(limits.dotsPerInch / 72, Math.sqrt(limits.maxPagePixels / Math.max(1, width * height)));
    const bitmap = await page.render({ scale, render: 'bitmap', colorSpace: 'BGRA' });
    // The wrapper hands PDFium's BGRA bitmap over as RGBA (measured: a blue link stays blue).
    const jpeg = await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
      .removeAlpha()
      .jpeg({ quality: limits.jpegQuality })
      .toBuffer();
    rebuilt.addPage([width, height]).drawImage(await rebuilt.embedJpg(jpeg), { x: 0, y: 0, width, height });
  }
  return { ok: true, pdf: await rebuilt.save() };
}

rebuild(workerData as Job).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ ok: false, failure: 'unreadable' }),
);

// `npm run bench -- documents`: what the document checks and the safe copy cost
// (docs/decisions/0039-hostile-pdfs.md): the upload's check of a PDF (both readings), and the
// rebuild of its pages as pictures in a worker thread, with the main thread's longest event-loop
// delay meanwhile (what a visitor's request would wait). PDFs of 1, 10 and 40 text pages.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { rebuildPdf } from '../../server/documents/rebuild-pdf';
import { contentProblem } from '../../server/leads/check-file-content';

async function textPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    const sheet = document.addPage([595, 842]);
    for (let line = 0; line < 60; line++)
      sheet.drawText(`Factura ${page}-${line} · concepto de prueba · 1.234,56 EUR`, {
        x: 40,
        y: 800 - line * 12,
        size: 9,
        font,
      });
  }
  return Buffer.from(await document.save());
}

export async function benchDocuments() {
  await rebuildPdf(await textPdf(1)); // the first worker loads the engine's code from disk
  // The same delay with nothing to do, for 4 s: what the machine's load alone causes.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  idle.disable();
  const rows: Record<string, Record<string, number | string>> = {
    'nothing (4 s)': { 'main thread max delay ms': Math.round(idle.max / 1e6) },
  };
  for (const pages of [1, 10, 40]) {
    const pdf = await textPdf(pages);
    let started = performance.now();
    const problem = await contentProblem('application/pdf', pdf);
    const checkMs = performance.now() - started;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    started = performance.now();
    const copy = await rebuildPdf(pdf);
    const rebuildMs = performance.now() - started;
    delay.disable();
    rows[`${pages} page${pages > 1 ? 's' : ''}`] = {
      KB: Math.round(pdf.length / 1024),
      'check ms': Math.round(checkMs),
      'check verdict': problem ?? 'accepted',
      'rebuild ms': Math.round(rebuildMs),
      'copy KB': copy.ok ? Math.round(copy.content.length / 1024) : copy.failure,
      'main thread max delay ms': Math.round(delay.max / 1e6),
    };
  }
  console.log('\nDocuments: upload check and safe copy (PDFium in a worker thread, 150 dpi JPEG pages)');
  console.table(rows);
}

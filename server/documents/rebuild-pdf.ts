// Disarms a PDF the way Dangerzone does (docs/decisions/0039-hostile-pdfs.md): its pages become
// pictures in a new PDF (rebuild-pdf-worker.ts). Each rebuild runs in a worker thread of its
// own, so rendering never holds up the requests of the main thread (a visitor's upload among
// them); one at a time per process, within a page count, a pixel count per page, a heap limit
// and a time limit. The worker ends with its rebuild and takes its memory with it.
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export const REBUILD_LIMITS = {
  /** A statement or a set of invoices; a longer document stays a download of the original. */
  maxPages: 40,
  /** 150 dots per inch: small print stays legible on a phone. */
  dotsPerInch: 150,
  /** Pixels of one page's picture (an A4 page at 150 dpi is 2.2 million); larger pages are drawn smaller. */
  maxPagePixels: 4_000_000,
  jpegQuality: 80,
};
/** Beyond this the worker is stopped: a page that takes longer is built to stall. */
const MAX_SECONDS = 90;
/** The worker's JavaScript heap; the engine's own memory is bounded by the pixel limit. */
const MAX_HEAP_MB = 256;

export type RebuildFailure = 'tooManyPages' | 'unreadable' | 'tooSlow';
export type Rebuilt = { ok: true; content: Buffer } | { ok: false; failure: RebuildFailure };
type WorkerAnswer = { ok: true; pdf: Uint8Array } | { ok: false; failure: RebuildFailure };

// The worker file beside this one, .ts when run from source and .js once compiled.
const WORKER = new URL(`./rebuild-pdf-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

let queue: Promise<unknown> = Promise.resolve();

export function rebuildPdf(original: Buffer): Promise<Rebuilt> {
  const turn = queue.then(() => inWorker(original));
  queue = turn.catch(() => undefined);
  return turn;
}

function inWorker(original: Buffer): Promise<Rebuilt> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      workerData: { pdf: new Uint8Array(original), limits: REBUILD_LIMITS },
      resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
    });
    const finish = (result: Rebuilt) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, failure: 'tooSlow' }), MAX_SECONDS * 1000);
    worker.on('message', (answer: WorkerAnswer) =>
      finish(answer.ok ? { ok: true, content: Buffer.from(answer.pdf) } : answer),
    );
    worker.on('error', () => finish({ ok: false, failure: 'unreadable' }));
    worker.on('exit', () => finish({ ok: false, failure: 'unreadable' }));
  });
}

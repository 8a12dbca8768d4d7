// The serving benchmark's reference (docs/BENCHMARKS.md): plain `express.static` on the same built files as the
// real server, nothing else (no helmet, no precompressed copies). Run as its own process by
// pages.ts: BASELINE_PORT.
import path from 'node:path';
import express from 'express';

const root = path.resolve(import.meta.dirname, '../..');
const app = express();
app.use(express.static(path.join(root, 'dist/pages')));
app.use(express.static(path.join(root, 'dist/web')));
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.listen(Number(process.env.BASELINE_PORT), '127.0.0.1');

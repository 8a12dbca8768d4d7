// The intake benchmark's reference point (docs/BENCHMARKS.md): the simplest Express + Prisma 7 endpoint that
// inserts one row, with nothing else (no validation, rate limit, queue or batching).
// Run as its own process by intake.ts: BASELINE_PORT and DATABASE_URL.
import { randomUUID } from 'node:crypto';
import express from 'express';
import pg from 'pg';
import { createPrisma } from '../../server/db/prisma';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const prisma = createPrisma(pool);
const app = express();
app.use(express.json());
app.post('/insert', async (req, res) => {
  const { formData } = req.body as { formData: Record<string, string> };
  const { id } = await prisma.lead.create({
    data: { id: randomUUID(), formType: 'contact', data: formData, language: 'es' },
    select: { id: true },
  });
  res.json({ success: true, id });
});
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.listen(Number(process.env.BASELINE_PORT), '127.0.0.1');

// A lead's document for a signed-in advisor: always as a download (attachment) with the
// type detected at upload, never rendered by the browser (nosniff, a sandboxing CSP). Sent a
// chunk at a time as the database gives it (server/leads/lead-file-content.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { fileContent } from '../leads/lead-file-content';
import { audit } from './audit';

export async function sendLeadFile(
  prisma: Database,
  advisor: SignedInAdvisor,
  leadId: string,
  fileId: string,
  res: Response,
) {
  const file = await prisma.leadFile.findFirst({
    where: { id: fileId, leadId },
    select: { originalName: true, mimeType: true, size: true },
  });
  if (!file) throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'EXPORT', [leadId]);
  res.attachment(file.originalName);
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  await pipeline(Readable.from(fileContent(prisma, fileId)), res);
}

// A lead's document for a signed-in advisor: always as a download (attachment) with the
// type detected at upload, never rendered by the browser (nosniff, a sandboxing CSP).
import type { Response } from 'express';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
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
    select: { originalName: true, mimeType: true, content: true },
  });
  if (!file) throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'EXPORT', [leadId]);
  res.attachment(file.originalName);
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.send(Buffer.from(file.content));
}

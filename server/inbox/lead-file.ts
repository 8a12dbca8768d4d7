// A lead's document for a signed-in advisor: always as a download (attachment), never rendered by
// the browser (nosniff, a sandboxing CSP). A PDF or photo comes as its disarmed copy by default
// (server/documents/safe-copy.ts); the original only when asked for as such, which the inbox does
// after a warning (docs/decisions/0039-hostile-pdfs.md). Spreadsheets have no copy: the original,
// sent a chunk at a time as the database gives it (server/leads/lead-file-content.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { isSafeCopyType, requireSafeCopy } from '../documents/safe-copy';
import { AppError } from '../errors';
import { fileContent } from '../leads/lead-file-content';
import { audit } from '../leads/audit';

export type FileVersion = 'default' | 'original';

export async function sendLeadFile(
  prisma: Database,
  advisor: SignedInAdvisor,
  { leadId, fileId, version }: { leadId: string; fileId: string; version: FileVersion },
  res: Response,
) {
  const file = await prisma.leadFile.findFirst({
    where: { id: fileId, leadId },
    select: { originalName: true, mimeType: true, size: true },
  });
  if (!file) throw new AppError('notFound', 'inbox.notFound');
  const copy = version === 'default' && isSafeCopyType(file.mimeType);
  const safe = copy ? await requireSafeCopy(prisma, leadId, fileId) : undefined;
  await audit(prisma, advisor, 'EXPORT', [leadId]);
  res.attachment(file.originalName);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (safe) {
    res.setHeader('Content-Type', safe.type);
    res.send(safe.content);
    return;
  }
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.size));
  await pipeline(Readable.from(fileContent(prisma, fileId)), res);
}

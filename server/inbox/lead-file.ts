// A lead's document for a signed-in advisor: always as a download (attachment), never rendered by
// the browser (nosniff, a sandboxing CSP). A PDF or photo comes as its disarmed copy by default
// (server/documents/safe-copy.ts); the original only when asked for as such, which the inbox does
// after a warning (docs/decisions/0039-hostile-pdfs.md). Spreadsheets have no copy: the original.
import type { Response } from 'express';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { isSafeCopyType, requireSafeCopy } from '../documents/safe-copy';
import { AppError } from '../errors';
import { audit } from './audit';

export type FileVersion = 'default' | 'original';

export async function sendLeadFile(
  prisma: Database,
  advisor: SignedInAdvisor,
  { leadId, fileId, version }: { leadId: string; fileId: string; version: FileVersion },
  res: Response,
) {
  const file = await prisma.leadFile.findFirst({
    where: { id: fileId, leadId },
    select: { originalName: true, mimeType: true },
  });
  if (!file) throw new AppError('notFound', 'inbox.notFound');
  const copy = version === 'default' && isSafeCopyType(file.mimeType);
  const { type, content } = copy ? await requireSafeCopy(prisma, leadId, fileId) : await original(prisma, fileId);
  await audit(prisma, advisor, 'EXPORT', [leadId]);
  res.attachment(file.originalName);
  res.setHeader('Content-Type', type ?? file.mimeType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.send(content);
}

async function original(prisma: Database, fileId: string) {
  const file = await prisma.leadFile.findUniqueOrThrow({ where: { id: fileId }, select: { content: true } });
  return { type: undefined, content: Buffer.from(file.content) };
}

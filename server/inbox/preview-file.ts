// A lead's PDF or photo shown inside the inbox (docs/decisions/0029-document-preview.md).
// The type comes from the stored bytes, detected again and checked again here, never from
// the name or the type the visitor's browser claimed; anything else (spreadsheets, a file
// that no longer passes the checks) has no preview and stays a download (lead-file.ts).
// The answer carries a sandboxing CSP without allow-scripts and nosniff, and may be framed
// by the inbox only: Chromium renders a PDF served with `CSP: sandbox` in its own viewer,
// while an <iframe sandbox> attribute stops the viewer altogether (measured, see the record).
import type { Request, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { contentProblem } from '../leads/check-file-content';
import { wholeFileContent } from '../leads/lead-file-content';
import { audit } from './audit';

/** The only types a preview is ever served as. */
export const PREVIEW_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export const PREVIEW_CSP = "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'self'";

export const isPreviewType = (mime: string | undefined): mime is PreviewType =>
  (PREVIEW_TYPES as readonly string[]).includes(mime ?? '');

/** The preview type of these bytes, or undefined when they get no preview. */
export async function previewType(content: Buffer): Promise<PreviewType | undefined> {
  const detected = (await fileTypeFromBuffer(content))?.mime;
  if (!isPreviewType(detected)) return undefined;
  return (await contentProblem(detected, content)) ? undefined : detected;
}

/**
 * Only the inbox's own pages show a preview: another site can neither frame it (frame-ancestors)
 * nor send the SameSite=Strict cookie, and a request the browser marks as coming from another
 * site is refused outright, as the API refuses cross-site changes (server/auth/same-origin.ts).
 */
function fromTheInbox(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

export async function sendPreview(
  prisma: Database,
  advisor: SignedInAdvisor,
  { leadId, fileId }: { leadId: string; fileId: string },
  req: Request,
  res: Response,
) {
  if (!fromTheInbox(req)) throw new AppError('forbidden', 'inbox.crossSite');
  const file = await prisma.leadFile.findFirst({ where: { id: fileId, leadId }, select: { id: true } });
  if (!file) throw new AppError('notFound', 'inbox.notFound');
  // The checks read the whole document (one, at most MAX_FILE_BYTES); downloads stream (lead-file.ts).
  const content = await wholeFileContent(prisma, file.id);
  const type = await previewType(content);
  if (!type) throw new AppError('unsupportedFile', 'inbox.noPreview');
  await audit(prisma, advisor, 'VIEW', [leadId]);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', 'inline');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', PREVIEW_CSP);
  // helmet's DENY would stop the inbox's own frame; the CSP's frame-ancestors says the same.
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.send(content);
}

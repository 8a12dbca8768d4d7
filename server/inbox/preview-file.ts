// A lead's PDF or photo shown inside the inbox (docs/decisions/0029-document-preview.md): never the
// file as the visitor sent it, but its disarmed copy (server/documents/safe-copy.ts, decision 0039):
// PDF pages rebuilt as pictures, photos re-encoded. The answer carries a sandboxing CSP without
// allow-scripts and nosniff, and may be framed by the inbox only: Chromium renders a PDF served
// with `CSP: sandbox` in its own viewer, while an <iframe sandbox> attribute stops the viewer
// altogether (measured, see 0029). Spreadsheets have no preview and stay a download.
import type { Request, Response } from 'express';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { requireSafeCopy } from '../documents/safe-copy';
import { AppError } from '../errors';
import { audit } from '../leads/audit';

export const PREVIEW_CSP = "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'self'";

type FileRef = { leadId: string; fileId: string };

/**
 * Only the inbox's own pages show a preview: another site can neither frame it (frame-ancestors)
 * nor send the SameSite=Strict cookie, and a request the browser marks as coming from another
 * site is refused outright, as the API refuses cross-site changes (server/auth/same-origin.ts).
 */
function fromTheInbox(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Makes the copy ahead of the preview or download, so that a failure is a message in the inbox. */
export async function prepareSafeCopy(prisma: Database, { leadId, fileId }: FileRef) {
  const { type } = await requireSafeCopy(prisma, leadId, fileId);
  return { type };
}

export async function sendPreview(
  prisma: Database,
  advisor: SignedInAdvisor,
  { leadId, fileId }: FileRef,
  req: Request,
  res: Response,
) {
  if (!fromTheInbox(req)) throw new AppError('forbidden', 'inbox.crossSite');
  const copy = await requireSafeCopy(prisma, leadId, fileId);
  await audit(prisma, advisor, 'VIEW', [leadId]);
  res.setHeader('Content-Type', copy.type);
  res.setHeader('Content-Disposition', 'inline');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', PREVIEW_CSP);
  // helmet's DENY would stop the inbox's own frame; the CSP's frame-ancestors says the same.
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.send(copy.content);
}

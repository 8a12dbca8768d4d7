// The copy of a lead's PDF or photo that the inbox shows and hands out by default
// (docs/decisions/0039-hostile-pdfs.md): PDF pages rebuilt as pictures, photos re-encoded. Made
// the first time it is asked for and kept beside the original; the original stays for an
// explicit, warned download. Spreadsheets have no copy: they are checked strictly at upload.
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { wholeFileContent } from '../leads/lead-file-content';
import { rebuildPdf, type RebuildFailure } from './rebuild-pdf';
import { reencodeImage } from './reencode-image';

/** The only types a copy is ever made of, and served as. */
export const SAFE_COPY_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type SafeCopyType = (typeof SAFE_COPY_TYPES)[number];
export const isSafeCopyType = (mime: string | undefined): mime is SafeCopyType =>
  (SAFE_COPY_TYPES as readonly string[]).includes(mime ?? '');

export type SafeCopy =
  { ok: true; type: SafeCopyType; content: Buffer } | { ok: false; failure: RebuildFailure | 'noCopy' } | undefined;

/** The file's disarmed copy, made now if it was not yet; undefined when the lead has no such file. */
export async function safeCopyOf(prisma: Database, leadId: string, fileId: string): Promise<SafeCopy> {
  const kept = await prisma.leadFile.findFirst({ where: { id: fileId, leadId }, select: { safeCopy: true } });
  if (!kept) return undefined;
  if (kept.safeCopy) {
    const content = Buffer.from(kept.safeCopy);
    const type = (await fileTypeFromBuffer(content))?.mime;
    if (isSafeCopyType(type)) return { ok: true, type, content };
  }
  // One document whole (at most MAX_FILE_BYTES): the engine needs it in one piece.
  const original = await wholeFileContent(prisma, fileId);
  // The type from the bytes, never from the name or what the visitor's browser claimed.
  const type = (await fileTypeFromBuffer(original))?.mime;
  if (!isSafeCopyType(type)) return { ok: false, failure: 'noCopy' };
  const made = type === 'application/pdf' ? await rebuildPdf(original) : await reencodeImage(original, type);
  if (!made.ok) return made;
  await prisma.leadFile.update({
    where: { id: fileId },
    data: { safeCopy: new Uint8Array(made.content) },
    select: { id: true },
  });
  return { ok: true, type, content: made.content };
}

/** The copy, or the refusal the inbox shows in the advisor's words: too long, or not to be made safe. */
export async function requireSafeCopy(prisma: Database, leadId: string, fileId: string) {
  const copy = await safeCopyOf(prisma, leadId, fileId);
  if (!copy) throw new AppError('notFound', 'inbox.notFound');
  if (copy.ok) return copy;
  if (copy.failure === 'noCopy') throw new AppError('unsupportedFile', 'inbox.noPreview');
  throw new AppError(
    'unsupportedFile',
    copy.failure === 'tooManyPages' ? 'inbox.previewTooLong' : 'inbox.previewFailed',
  );
}

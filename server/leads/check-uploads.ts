// Uploaded documents are accepted only when both the name's extension and the bytes
// themselves are of an allowed type (docs/decisions/0014-document-checks.md): a renamed executable or a
// polyglot with a fake extension is refused, whatever the browser claimed.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FormMessageKey } from '../../common/forms/issues';
import { MAX_FILES_BYTES_PER_REQUEST, type UploadRule } from '../../common/forms/uploads';
import { checkUploadBytes, fileExtension, type UploadProblem } from '../../common/forms/upload-checks';
import type { FieldError } from '../../common/inbox/errors';
import { AppError } from '../errors';
import { contentProblem } from './check-file-content';
import { sanitizeFileName } from './sanitize-file-name';

export type IncomingFile = { fieldname: string; originalname: string; buffer: Buffer };
export type AcceptedFile = {
  field: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  content: Buffer;
};

// What file-type reports for each allowed extension. Legacy .xls is an OLE compound file.
const DETECTED_MIME: Record<string, readonly string[]> = {
  pdf: ['application/pdf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  xls: ['application/x-cfb', 'application/vnd.ms-excel'],
};

/** The field's error for the answer: a message key, and the refused file with its rule so that the
 * message can name it (and the browser remove it from the list). */
export type FieldErrorFor = (
  field: string,
  key: FormMessageKey,
  /** `name` as shown (sanitized), `sentAs` as the browser sent it, to find it in its list. */
  file?: { name: string; sentAs: string; rule: UploadRule },
) => Record<string, FieldError & { file?: string }>;

/** A refused file's error names it; the problem becomes the message key. */
const fileProblem = (
  fieldError: FieldErrorFor,
  rule: UploadRule,
  file: IncomingFile,
  problem: UploadProblem | 'fileUnsafe',
) =>
  new AppError(
    problem === 'tooManyFiles' ? 'invalid' : 'unsupportedFile',
    `form.${problem === 'fileNotReal' || problem === 'fileUnsafe' ? 'fileType' : problem}`,
    fieldError(rule.field, `validation.${problem}`, {
      name: sanitizeFileName(file.originalname),
      sentAs: file.originalname,
      rule,
    }),
  );

export async function checkUploads(
  files: IncomingFile[],
  rules: readonly UploadRule[],
  formData: Record<string, unknown>,
  fieldError: FieldErrorFor,
): Promise<AcceptedFile[]> {
  const total = files.reduce((sum, file) => sum + file.buffer.length, 0);
  if (total > MAX_FILES_BYTES_PER_REQUEST) throw new AppError('tooLarge', 'form.tooLarge');

  const accepted: AcceptedFile[] = [];
  for (const rule of rules) {
    const mine = files.filter((file) => file.fieldname === rule.field);
    // A document for a question answered "no" does not belong to the request: dropped,
    // like the conditional fields the schema drops.
    if (mine.length === 0 || (rule.whenField && formData[rule.whenField] !== 'si')) continue;
    const extra = mine[rule.maxFiles];
    if (extra) throw fileProblem(fieldError, rule, extra, 'tooManyFiles');
    for (const file of mine) accepted.push(await checkOne(file, rule, fieldError));
  }
  const known = new Set(rules.map((rule) => rule.field));
  const stray = files.find((file) => !known.has(file.fieldname));
  if (stray) throw new AppError('invalid', 'form.unexpectedFile', fieldError(stray.fieldname, 'form.unexpectedFile'));
  return accepted;
}

async function checkOne(file: IncomingFile, rule: UploadRule, fieldError: FieldErrorFor): Promise<AcceptedFile> {
  const originalName = sanitizeFileName(file.originalname);
  const refuse = (problem: UploadProblem | 'fileUnsafe') => fileProblem(fieldError, rule, file, problem);
  const extension = fileExtension(originalName);
  if (!rule.extensions.includes(extension)) throw refuse('fileType');
  // The leading bytes the browser also checks (common/forms/file-signatures.ts), then file-type's
  // fuller detection: a file that is not what its name says is "not a real PDF".
  if (checkUploadBytes(originalName, file.buffer) !== 'ok') throw refuse('fileNotReal');
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !DETECTED_MIME[extension]?.includes(detected.mime)) throw refuse('fileNotReal');
  if (await contentProblem(detected.mime, file.buffer)) throw refuse('fileUnsafe');
  const mimeType = rule.mimeTypes.find((mime) => DETECTED_MIME[extension]?.includes(mime)) ?? detected.mime;
  return {
    field: rule.field,
    originalName,
    mimeType,
    size: file.buffer.length,
    sha256: createHash('sha256').update(file.buffer).digest('hex'),
    content: file.buffer,
  };
}

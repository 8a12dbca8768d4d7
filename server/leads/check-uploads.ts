// Uploaded documents are accepted only when both the name's extension and the bytes
// themselves are of an allowed type (docs/decisions/0014-document-checks.md): a renamed executable or a
// polyglot with a fake extension is refused, whatever the browser claimed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { FormMessageKey } from '../../common/forms/issues';
import { translate } from '../../common/forms/messages';
import { FORMS, findFormByLabel } from '../../common/forms/registry';
import { MAX_FILES_BYTES_PER_REQUEST, type UploadRule } from '../../common/forms/uploads';
import {
  checkUploadBytes,
  fileExtension,
  fileMessageParams,
  type UploadProblem,
} from '../../common/forms/upload-checks';
import type { FieldError } from '../../common/inbox/errors';
import type { Lang } from '../../common/lang';
import { AppError, type ErrorCode } from '../errors';
import { contentProblem } from './check-file-content';
import { oneAtATime } from './one-at-a-time';
import { sanitizeFileName } from './sanitize-file-name';

/** A file as receive-uploads.ts left it: on disk, in the request's temporary folder. */
export type IncomingFile = { fieldname: string; originalname: string; path: string; size: number };
/** `path`: the checked bytes, still on disk; the lead writer streams them into the database in chunks (lead-file-content.ts). */
export type AcceptedFile = {
  field: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  path: string;
};

/** One document is read into memory and inspected at a time in this process, whatever the number
 * of uploads: inspecting parses the whole file, and twelve at once would hold twelve copies
 * (docs/decisions/0041-uploads-slow-clients-and-memory.md). */
const inspecting = oneAtATime();

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

/** Field errors in the visitor's language; a refused document is named in the message and in
 * `file`, so the browser can remove it from its list. */
export const fieldErrorsIn =
  (language: Lang): FieldErrorFor =>
  (field, key, file) => {
    const params = file ? fileMessageParams(file.rule, file.name, language) : {};
    return { [field]: { code: key, message: translate(language, key, params), ...(file && { file: file.sentAs }) } };
  };

type FileProblem = UploadProblem | 'fileUnsafe';
const PROBLEM_CODE: Record<FileProblem, ErrorCode> = {
  fileType: 'unsupportedFile',
  fileNotReal: 'unsupportedFile',
  fileUnsafe: 'unsupportedFile',
  fileTooLarge: 'tooLarge',
  tooManyFiles: 'invalid',
};

/** A refused file's error names it; the problem becomes the message key. */
const fileProblem = (
  fieldError: FieldErrorFor,
  rule: UploadRule,
  file: Pick<IncomingFile, 'originalname'>,
  problem: FileProblem,
) =>
  new AppError(
    PROBLEM_CODE[problem],
    `form.${problem === 'fileNotReal' || problem === 'fileUnsafe' ? 'fileType' : problem}`,
    fieldError(rule.field, `validation.${problem}`, {
      name: sanitizeFileName(file.originalname),
      sentAs: file.originalname,
      rule,
    }),
  );

/** The documents a form takes, by the label its post states; none for an unknown one. */
export function formUploadRules(formType: unknown): readonly UploadRule[] {
  const formKey = typeof formType === 'string' ? findFormByLabel(formType) : undefined;
  return formKey ? FORMS[formKey].uploads : [];
}

/** A document the server stopped at the per-file limit while it arrived (receive-uploads.ts) is
 * refused like the others, named under its field, when that field is one of the `rules`' (the
 * form's documents, or those a request page takes). */
export function oversizedFile(
  rules: readonly UploadRule[],
  file: { field?: string; name?: string },
  language: Lang,
): AppError | undefined {
  const rule = rules.find((upload) => upload.field === file.field);
  if (!rule || !file.name) return undefined;
  return fileProblem(fieldErrorsIn(language), rule, { originalname: file.name }, 'fileTooLarge');
}

export async function checkUploads(
  files: IncomingFile[],
  rules: readonly UploadRule[],
  formData: Record<string, unknown>,
  fieldError: FieldErrorFor,
): Promise<AcceptedFile[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
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
  const refuse = (problem: FileProblem) => fileProblem(fieldError, rule, file, problem);
  const extension = fileExtension(originalName);
  if (!rule.extensions.includes(extension)) throw refuse('fileType');
  const checked = await inspecting(async () => {
    const content = await readFile(file.path);
    // The leading bytes the browser also checks (common/forms/file-signatures.ts), then file-type's
    // fuller detection: a file that is not what its name says is "not a real PDF".
    if (checkUploadBytes(originalName, content) !== 'ok') return 'fileNotReal';
    const detected = await fileTypeFromBuffer(content);
    if (!detected || !DETECTED_MIME[extension]?.includes(detected.mime)) return 'fileNotReal';
    if (await contentProblem(detected.mime, content)) return 'fileUnsafe';
    return { detected: detected.mime, sha256: createHash('sha256').update(content).digest('hex') };
  });
  if (typeof checked === 'string') throw refuse(checked);
  const mimeType = rule.mimeTypes.find((mime) => DETECTED_MIME[extension]?.includes(mime)) ?? checked.detected;
  return { field: rule.field, originalName, mimeType, size: file.size, sha256: checked.sha256, path: file.path };
}

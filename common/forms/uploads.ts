// Upload rules of the tax and ZZP forms: which documents, when they are asked for, how many a person
// may have and which types are accepted (docs/product.md#forms, docs/decisions/0024-forgiving-fields.md).
// The browser checks a chosen file with these rules at once; the server checks them again with the bytes.
import type { Lang } from '../lang';
import { hasSignature } from './file-signatures';
import { MAX_FILE_BYTES } from './upload-limits';

export type UploadRule = {
  field: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxFiles: number;
  /** Form field that must be 'si' for this upload to be accepted, e.g. ingresosHolanda. */
  whenField?: string;
};

export { MAX_FILE_BYTES, MAX_FILES_BYTES_PER_REQUEST } from './upload-limits';

const PDF_AND_IMAGES = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

// How many of each document a person may have (docs/decisions/0024-forgiving-fields.md): one annual
// income statement per employer or benefit agency (three covers a job change plus a benefit); a
// mortgage statement per lender (two covers a move or refinancing in the year); invoices as before.
export const TAX_RETURN_UPLOADS = [
  { field: 'incomeStatement', ...PDF_AND_IMAGES, maxFiles: 3, whenField: 'ingresosHolanda' },
  { field: 'mortgageStatement', ...PDF_AND_IMAGES, maxFiles: 2, whenField: 'hipoteca' },
] as const satisfies readonly UploadRule[];

export const ZZP_UPLOADS = [
  {
    field: 'invoices',
    extensions: [...PDF_AND_IMAGES.extensions, 'xlsx', 'xls'],
    mimeTypes: [
      ...PDF_AND_IMAGES.mimeTypes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-excel',
    ],
    maxFiles: 5,
  },
] as const satisfies readonly UploadRule[];

/** Why a file is refused; each is a message key `validation.<problem>` naming the file. */
export type UploadProblem = 'fileType' | 'fileTooLarge' | 'fileNotReal' | 'tooManyFiles';

/** The last extension, lowercased: only it counts ('factura.pdf.exe' is an .exe). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The browser's check before sending, by name and size. The reported MIME type is not trusted
 * (browsers disagree, e.g. for .xls); the leading bytes are checked by checkUploadBytes. */
export function checkUploadCandidate(
  rule: UploadRule,
  file: { name: string; size: number; type?: string },
): 'ok' | UploadProblem {
  if (!rule.extensions.includes(fileExtension(file.name))) return 'fileType';
  if (file.size > MAX_FILE_BYTES) return 'fileTooLarge';
  return 'ok';
}

/** The leading bytes must be those of the type the name claims (file-signatures.ts): a program
 * renamed 'factura.pdf' is refused when it is chosen, as the server would refuse it. */
export function checkUploadBytes(name: string, head: Uint8Array): 'ok' | 'fileNotReal' {
  return hasSignature(fileExtension(name), head) ? 'ok' : 'fileNotReal';
}

/** Value for `<input type="file" accept>`: the extensions, and the image types too, so that a
 * phone's picker offers the camera beside the files. */
export function acceptAttribute(rule: UploadRule): string {
  const images = rule.mimeTypes.filter((mime) => mime.startsWith('image/'));
  return [...rule.extensions.map((extension) => `.${extension}`), ...images].join(',');
}

const KIND_NAMES: Record<string, string> = { jpeg: 'JPG', xlsx: 'Excel', xls: 'Excel' };
const kindName = (extension: string) => KIND_NAMES[extension] ?? extension.toUpperCase();

/** The values a file message shows, the same in the browser and in the server's answer:
 * the file's name, what it claims to be ("PDF"), the accepted types ("PDF, JPG o PNG") and the
 * most files the field takes (`count`, for the plural forms). */
export function fileMessageParams(rule: UploadRule, name: string, lang: Lang) {
  const kinds = [...new Set(rule.extensions.map((extension) => extension.toUpperCase().replace('JPEG', 'JPG')))];
  return {
    name,
    kind: kindName(fileExtension(name)),
    types: new Intl.ListFormat(lang, { type: 'disjunction' }).format(kinds),
    count: rule.maxFiles,
  };
}

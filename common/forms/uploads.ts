// Upload rules of the tax and ZZP forms: which documents, when they are asked for and which types are accepted
// (docs/product.md#forms).
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

export const TAX_RETURN_UPLOADS = [
  { field: 'incomeStatement', ...PDF_AND_IMAGES, maxFiles: 1, whenField: 'ingresosHolanda' },
  { field: 'mortgageStatement', ...PDF_AND_IMAGES, maxFiles: 1, whenField: 'hipoteca' },
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

export type UploadProblem = 'fileType' | 'fileTooLarge';

/** The browser's check before sending. Only the last extension counts ('factura.pdf.exe' is refused).
 * The reported MIME type is not trusted (browsers disagree, e.g. for .xls); the server checks the bytes. */
export function checkUploadCandidate(
  rule: UploadRule,
  file: { name: string; size: number; type?: string },
): 'ok' | UploadProblem {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!rule.extensions.includes(extension)) return 'fileType';
  if (file.size > MAX_FILE_BYTES) return 'fileTooLarge';
  return 'ok';
}

/** Value for `<input type="file" accept>`: '.pdf,.jpg,…'. */
export function acceptAttribute(rule: UploadRule): string {
  return rule.extensions.map((extension) => `.${extension}`).join(',');
}

// Upload rules of the tax and ZZP forms: which documents, when they are asked for, how many a person
// may have and which types are accepted (docs/product.md#forms, docs/decisions/0024-forgiving-fields.md).
// The checks of a file against its rule are in upload-checks.ts, apart so the browser loads them only
// when a file is chosen.

import type { Lang } from '../lang';

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

/** Value for `<input type="file" accept>`: the extensions, and the image types too, so that a
 * phone's picker offers the camera beside the files. */
export function acceptAttribute(rule: UploadRule): string {
  const images = rule.mimeTypes.filter((mime) => mime.startsWith('image/'));
  return [...rule.extensions.map((extension) => `.${extension}`), ...images].join(',');
}

/** The accepted types as people read them: "PDF, JPG o PNG". */
export function acceptedTypes(rule: UploadRule, lang: Lang): string {
  const kinds = new Set(rule.extensions.map((extension) => extension.toUpperCase().replace('JPEG', 'JPG')));
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format([...kinds]);
}

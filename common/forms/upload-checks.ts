// A document checked against its upload rule (uploads.ts): by name and size, by its leading bytes,
// and the values its messages show. The browser runs them when a file is chosen (and loads this
// module only then); the server runs them again on what arrives (server/leads/check-uploads.ts).
import type { Lang } from '../lang';
import { hasSignature } from './file-signatures';
import { MAX_FILE_BYTES } from './upload-limits';
import { acceptedTypes, type UploadRule } from './uploads';

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

const KIND_NAMES: Record<string, string> = { jpeg: 'JPG', xlsx: 'Excel', xls: 'Excel' };
const kindName = (extension: string) => KIND_NAMES[extension] ?? extension.toUpperCase();

/** The values a file message shows, the same in the browser and in the server's answer:
 * the file's name, what it claims to be ("PDF"), the accepted types ("PDF, JPG o PNG") and the
 * most files the field takes (`count`, for the plural forms). */
export function fileMessageParams(rule: UploadRule, name: string, lang: Lang) {
  return {
    name,
    kind: kindName(fileExtension(name)),
    types: acceptedTypes(rule, lang),
    count: rule.maxFiles,
  };
}

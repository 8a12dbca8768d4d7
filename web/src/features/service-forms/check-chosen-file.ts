// A file the visitor chose or dropped, checked at once with the server's rules
// (common/forms/upload-checks.ts): name and size, then its leading bytes, then room in the field.
// Loaded only when a file is chosen (file-picker.tsx).
import type { Lang } from '../../../../common/lang';
import { SIGNATURE_LENGTH } from '../../../../common/forms/file-signatures';
import {
  checkUploadBytes,
  checkUploadCandidate,
  fileMessageParams,
  type UploadProblem,
} from '../../../../common/forms/upload-checks';
import type { UploadRule } from '../../../../common/forms/uploads';

/** The problem with adding `file` to a field already holding `held` files, or undefined when it may be added. */
export async function checkChosenFile(rule: UploadRule, file: File, held: number, lang: Lang) {
  let code: 'ok' | UploadProblem = checkUploadCandidate(rule, file);
  if (code === 'ok')
    code = checkUploadBytes(file.name, new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer()));
  if (code === 'ok' && held >= rule.maxFiles) code = 'tooManyFiles';
  return code === 'ok' ? undefined : { code, params: fileMessageParams(rule, file.name, lang) };
}

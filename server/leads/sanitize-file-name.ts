// A file name from the visitor is shown to the advisor and used as a download name:
// keep it readable, but strip any path, control or reserved character and cap its length.
// Bidirectional controls go too: U+202E turns "factura\u202Egnp.exe" into what reads as
// "facturaexe.png" in the inbox and the download dialog (Unicode TR #36, "Bidirectional Text Spoofing").
import { BIDI_CONTROLS } from '../../common/forms/checks';

const MAX_NAME_LENGTH = 150;
const UNSTORABLE = /[\p{Cs}\p{Noncharacter_Code_Point}]/gu;

export function sanitizeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(BIDI_CONTROLS, '')
    .replace(UNSTORABLE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned || 'document';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 8 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

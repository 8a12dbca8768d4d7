// What a document may contain beyond its magic bytes (issue 8, point 2). The advisor opens
// these files, so anything that can run is refused: script or markup hidden in an image or
// PDF (polyglots), PDF actions and attachments, spreadsheet macros, and archives that unpack
// to far more than a spreadsheet needs (zip bombs).
import { inspectZip } from './inspect-zip';

/** A real invoice spreadsheet is a few dozen entries and a few MB unpacked. */
export const XLSX_LIMITS = { maxEntries: 1000, maxUnpackedBytes: 50 * 1024 * 1024 };

// Markup a browser or interpreter would act on if the file were ever opened as text/HTML.
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)\b|<\?php|<!doctype\s+html|javascript:/i;
// PDF names that run code, launch programs or carry other files. Names may hide letters as
// #xx escapes (/J#61vaScript), so they are decoded first.
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA)\b/;
// An OLE stream name of Excel macros, stored as UTF-16LE.
const XLS_MACROS = Buffer.from('_VBA_PROJECT', 'utf16le');

/** The reason the content is refused, or undefined when it is acceptable. */
export function contentProblem(mime: string, content: Buffer): string | undefined {
  switch (mime) {
    case 'application/pdf':
      if (PDF_ACTIVE.test(decodePdfNames(content.toString('latin1')))) return 'active PDF content';
      return markupIn(content);
    case 'image/jpeg':
    case 'image/png':
      return markupIn(content);
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      const zip = inspectZip(content, XLSX_LIMITS);
      if (!zip.ok) return zip.reason;
      if (zip.entries.some((entry) => /vbaProject\.bin$|\.(exe|dll|js|vbs|bat|cmd|ps1)$/i.test(entry.name)))
        return 'macros or programs inside';
      return undefined;
    }
    default:
      return content.includes(XLS_MACROS) ? 'macros inside' : undefined;
  }
}

function markupIn(content: Buffer): string | undefined {
  return MARKUP.test(content.toString('latin1')) ? 'markup inside' : undefined;
}

function decodePdfNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]*#[0-9a-f]{2}[^\s/<>[\]()]*/gi, (name) =>
    name.replace(/#([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

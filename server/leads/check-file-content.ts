// What a document may contain beyond its magic bytes. The advisor opens these files, so
// anything that can act is refused: script or markup hidden in an image or PDF (polyglots),
// PDF actions, attachments and media (inspect-pdf.ts), spreadsheet macros and external links,
// and archives that unpack to far more than a spreadsheet needs (zip bombs). The documents
// are parsed with maintained libraries, not searched as bytes (docs/decisions/0014-document-checks.md).
import { inspectZip } from './inspect-zip';
import { pdfProblem } from './inspect-pdf';
import { xlsProblem } from './inspect-xls';

/** A real invoice spreadsheet is a few dozen entries and a few MB unpacked. */
export const XLSX_LIMITS = { maxEntries: 1000, maxUnpackedBytes: 50 * 1024 * 1024 };

// Markup a browser or interpreter would act on if the file were ever opened as text/HTML.
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)\b|<\?php|<!doctype\s+html|javascript:/i;
// PDF names that run code, launch programs or carry other files, as plain bytes: a second
// layer beside the parser, for objects a reader might find that the parser skipped. Names
// may hide letters as #xx escapes (/J#61vaScript), so they are decoded first.
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA)\b/;
// Parts of an .xlsx that run code or fetch data: VBA, Excel 4.0 macro and dialog sheets,
// links to other workbooks, programs. The parts list and the workbook's relationships are
// read too, because Excel finds a part by its declared type, not by its folder.
const XLSX_ACTIVE_PART =
  /(^|\/)(vbaProject\.bin|macrosheets\/|dialogsheets\/|externalLinks\/)|\.(exe|dll|js|vbs|bat|cmd|ps1)$/i;
const XLSX_INDEX_PARTS = new Set(['[Content_Types].xml', 'xl/_rels/workbook.xml.rels']);
const XLSX_ACTIVE_TYPE = /macrosheet|dialogsheet|vbaProject|externalLink|macroEnabled/i;

/** The reason the content is refused, or undefined when it is acceptable. */
export async function contentProblem(mime: string, content: Buffer): Promise<string | undefined> {
  switch (mime) {
    case 'application/pdf':
      if (PDF_ACTIVE.test(decodePdfNames(content.toString('latin1')))) return 'active PDF content';
      return markupIn(content) ?? (await pdfProblem(content));
    case 'image/jpeg':
    case 'image/png':
      return markupIn(content);
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return xlsxProblem(content);
    default:
      return xlsProblem(content);
  }
}

async function xlsxProblem(content: Buffer): Promise<string | undefined> {
  const zip = await inspectZip(content, XLSX_LIMITS, (name) => XLSX_INDEX_PARTS.has(name));
  if (!zip.ok) return zip.reason;
  const active = zip.entries.find(
    (entry) =>
      XLSX_ACTIVE_PART.test(entry.name) || (entry.content && XLSX_ACTIVE_TYPE.test(entry.content.toString('utf8'))),
  );
  return active ? `active part ${active.name}` : undefined;
}

function markupIn(content: Buffer): string | undefined {
  return MARKUP.test(content.toString('latin1')) ? 'markup inside' : undefined;
}

function decodePdfNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]*#[0-9a-f]{2}[^\s/<>[\]()]*/gi, (name) =>
    name.replace(/#([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

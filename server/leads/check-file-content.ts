// What a document may contain beyond its magic bytes: the one entry point of the document
// checks, for every way a document arrives. The advisor opens these files, so anything that can
// act is refused: script or markup hidden in an image or PDF (polyglots), PDF actions,
// attachments and media, or a PDF that readers and the parser would read differently
// (inspect-pdf.ts), spreadsheets with macros, embedded objects, connections, links or formulas
// that call out (inspect-xlsx.ts, inspect-xls.ts), and archives that unpack to far more than a
// spreadsheet needs (zip bombs). The documents are parsed with maintained libraries, not searched
// as bytes (docs/decisions/0014-document-checks.md, 0039-hostile-pdfs.md, 0040-hostile-spreadsheets.md).
import { pdfProblem } from './inspect-pdf';
import { xlsProblem } from './inspect-xls';
import { xlsxProblem } from './inspect-xlsx';

// Markup a browser or interpreter would act on if the file were ever opened as text/HTML.
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)\b|<\?php|<!doctype\s+html|javascript:/i;
// PDF names that run code, launch programs or carry other files, as plain bytes: a second
// layer beside the parser, for objects a reader might find that the parser skipped. Names
// may hide letters as #xx escapes (/J#61vaScript), so they are decoded first.
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA)\b/;

/** The reason the content is refused, or undefined when it is acceptable. */
export async function contentProblem(mime: string, content: Buffer): Promise<string | undefined> {
  switch (mime) {
    case 'application/pdf': {
      // Read as text once for every pass: an 8 MB document is an 8 MB string each time.
      const text = content.toString('latin1');
      if (PDF_ACTIVE.test(decodePdfNames(text))) return 'active PDF content';
      return markupIn(text) ?? (await pdfProblem(content, text));
    }
    case 'image/jpeg':
    case 'image/png':
      return markupIn(content.toString('latin1'));
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return xlsxProblem(content);
    default:
      return xlsProblem(content);
  }
}

function markupIn(text: string): string | undefined {
  return MARKUP.test(text) ? 'markup inside' : undefined;
}

function decodePdfNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]*#[0-9a-f]{2}[^\s/<>[\]()]*/gi, (name) =>
    name.replace(/#([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

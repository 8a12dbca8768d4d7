// A legacy .xls is an OLE compound file; the cfb package lists its storages and streams
// (docs/decisions/0040-hostile-spreadsheets.md). Accepted only when it is a workbook: a
// `Workbook` (BIFF8) or `Book` (BIFF5) stream at its root that starts with the workbook's BOF
// record. A Word document or an installer (also compound files) named .xls is not one.
// Refused when it carries anything that runs or reaches out: a VBA project, an Excel 4.0 macro
// sheet (a BoundSheet8 of type "macro" inside the Workbook stream, [MS-XLS] 2.4.28), embedded
// OLE objects or packages (their own storages), ActiveX controls, links to other workbooks or
// programs (SupBook records, [MS-XLS] 2.4.271), or encryption that hides the records.
import CFB from 'cfb';

const VBA_STORAGES = /(^|\/)(_VBA_PROJECT_CUR|_VBA_PROJECT|VBA|Macros)(\/|$)/i;
/** Embedded objects live in storages named MBD and 8 hex digits; their content in `\x01Ole10Native`
 * or `Package` streams; ActiveX controls' data in `Ctls`; a Word file's objects in `ObjectPool`. */
const EMBEDDED = new RegExp(String.raw`(^|/)(MBD[0-9A-F]{8}|\u0001Ole10Native|Package|Ctls|ObjectPool)(/|$)`, 'i');

const BOF = 0x0809;
/** BOF.dt of the workbook globals, the first substream of a Workbook stream. */
const WORKBOOK_GLOBALS = 0x0005;
const FILEPASS = 0x002f;
const BOUND_SHEET = 0x0085;
const SUPBOOK = 0x01ae;
/** BoundSheet8.dt: 0x01 an Excel 4.0 macro sheet, 0x06 a VBA module sheet. */
const MACRO_SHEET_TYPES = new Set([0x01, 0x06]);
/** SupBook.cch of the workbook's own sheets and of add-in functions; any other names a file or a program. */
const INTERNAL_SUPBOOKS = new Set([0x0401, 0x3a01]);

export function xlsProblem(content: Buffer): string | undefined {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(content, { type: 'buffer' });
  } catch {
    return 'unreadable compound file';
  }
  const paths = container.FullPaths.map((path) => path.replace(/^Root Entry\//, ''));
  const workbook = container.FileIndex[paths.findIndex((path) => path === 'Workbook' || path === 'Book')];
  if (!workbook?.content) return 'not a workbook';
  if (paths.some((path) => VBA_STORAGES.test(path))) return 'VBA macros inside';
  const embedded = paths.find((path) => EMBEDDED.test(path));
  if (embedded) return `embedded object ${embedded}`;
  return recordsProblem(Buffer.from(workbook.content as Uint8Array));
}

/** Walks the BIFF records (type and length, 2 bytes each, then the data). */
function recordsProblem(stream: Buffer): string | undefined {
  if (stream.length < 8 || stream.readUInt16LE(0) !== BOF || stream.readUInt16LE(6) !== WORKBOOK_GLOBALS)
    return 'not a workbook';
  for (let at = 0; at + 4 <= stream.length;) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    const data = stream.subarray(at + 4, at + 4 + length);
    if (type === FILEPASS) return 'encrypted workbook';
    if (type === BOUND_SHEET && data.length >= 6 && MACRO_SHEET_TYPES.has(data[5]!)) return 'macro sheet inside';
    if (type === SUPBOOK && (data.length < 4 || !INTERNAL_SUPBOOKS.has(data.readUInt16LE(2))))
      return 'link to another file or program';
    at += 4 + length;
  }
  return undefined;
}

// A legacy .xls is an OLE compound file; the cfb package lists its storages and streams.
// Refused when it carries macros: a VBA project (the _VBA_PROJECT_CUR storage) or an
// Excel 4.0 macro sheet, which lives inside the Workbook stream as a sheet of type
// "macro" (a BoundSheet8 record, [MS-XLS] 2.4.28) rather than as a stream of its own.
import CFB from 'cfb';

const VBA_STORAGES = /(^|\/)(_VBA_PROJECT_CUR|_VBA_PROJECT|VBA|Macros)(\/|$)/i;
const BOUND_SHEET = 0x0085;
/** BoundSheet8.dt: 0x01 an Excel 4.0 macro sheet, 0x06 a VBA module sheet. */
const MACRO_SHEET_TYPES = new Set([0x01, 0x06]);

export function xlsProblem(content: Buffer): string | undefined {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(content, { type: 'buffer' });
  } catch {
    return 'unreadable compound file';
  }
  if (container.FullPaths.some((path) => VBA_STORAGES.test(path))) return 'VBA macros inside';
  const workbook = CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book');
  if (workbook?.content && hasMacroSheet(Buffer.from(workbook.content as Uint8Array))) return 'macro sheet inside';
  return undefined;
}

/** Walks the BIFF records (type and length, 2 bytes each, then the data) looking for macro sheets. */
function hasMacroSheet(stream: Buffer): boolean {
  for (let at = 0; at + 4 <= stream.length;) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    if (type === BOUND_SHEET && length >= 6 && at + 10 <= stream.length && MACRO_SHEET_TYPES.has(stream[at + 9]!))
      return true;
    at += 4 + length;
  }
  return false;
}

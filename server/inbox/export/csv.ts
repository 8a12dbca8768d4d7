// CSV that Excel also opens as it is: UTF-8 with a byte-order mark (without it Excel reads
// Windows-1252 and breaks accents), CRLF line ends, and ";" between fields, the list
// separator of Spanish and Dutch Windows settings (with "," Excel there shows one column).
// Formula guard: a cell that starts with = + - @ (or a tab or return) is prefixed with ' so a
// visitor's text never runs as a formula when the file is opened in a spreadsheet. A value made
// only of digits, spaces and + - ( ) . / (a phone number, a negative number) cannot call
// anything, and is kept as typed for the tools that read the file
// (docs/decisions/0026-lead-read-model-and-exports.md).
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const ONLY_NUMBER_SIGNS = /^[+-][\d\s()./-]*$/;

export function formulaGuard(value: string): string {
  return FORMULA_START.test(value) && !ONLY_NUMBER_SIGNS.test(value) ? `'${value}` : value;
}

function cell(value: string): string {
  const safe = formulaGuard(value);
  return /[";\r\n,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

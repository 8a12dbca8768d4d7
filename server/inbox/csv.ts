// CSV that Excel opens as it is: UTF-8 with a byte-order mark (without it Excel reads
// Windows-1252 and breaks accents), CRLF line ends, and ";" between fields, the list
// separator of Spanish and Dutch Windows settings (with "," Excel there shows one column).
// A cell starting with = + - @ is prefixed with ' so a visitor's text never runs as a formula.
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

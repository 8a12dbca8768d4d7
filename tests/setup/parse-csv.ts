// A strict reader of RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) with a
// chosen separator, written apart from server/inbox/csv.ts so a test can read exports back.
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (char === '\n' || char === '\r') throw new Error(`bare line break at ${i}`);
    else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('the last record does not end with CRLF');
  return rows;
}

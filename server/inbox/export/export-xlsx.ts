// The spreadsheet export, for the advisor: headers, status and answers in words in her
// language, one column per question, typed cells (text stays text, a phone is never a
// formula or a number, dates are date cells in the firm's time), so it opens in Excel,
// LibreOffice or Numbers without surprises. exceljs is loaded on the first export only: it is
// large, and starting the server must not wait for it.
// See docs/decisions/0026-lead-read-model-and-exports.md.
import { PassThrough } from 'node:stream';
import type { LeadFilters } from '../../../common/inbox/lead-filters';
import { LANGS, type Lang } from '../../../common/lang';
import { FORM_KEYS } from '../../../common/forms/registry';
import { LEAD_STATUSES } from '../../../common/inbox/statuses';
import { fieldLabel } from '../../../common/forms/messages';
import type { SignedInAdvisor } from '../../auth/sessions';
import type { Database } from '../../db/prisma';
import { serverT } from '../../i18n';
import { answerText } from '../../leads/lead-read-model';
import { serviceName } from '../../leads/service-name';
import type { FieldCipher } from '../../security/field-cipher';
import { FIRM_TIME_ZONE } from '../../leads/lead-query';
import type { ExportColumn, ExportValue } from './export-columns';
import { leadsToExport } from './export-leads';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

export async function exportXlsx(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  filters: LeadFilters,
  lang: Lang,
): Promise<Buffer> {
  const [{ default: ExcelJS }, { columns, leads }] = await Promise.all([
    import('exceljs'),
    leadsToExport(prisma, cipher, advisor, filters),
  ]);
  const t = serverT(lang, 'export');
  const words = leadWords(lang);
  // The streaming writer with inline strings: several times faster than the in-memory workbook
  // for thousands of rows (docs/decisions/0026-lead-read-model-and-exports.md); the file is gathered in memory so a failure is
  // still a clean error answer, not a cut-off download.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.key === 'receivedAt' ? 17 : 22 }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.addRow(
    columns.map((column) =>
      'column' in column.label ? t(`columns.${column.label.column}`) : fieldLabel(lang, column.label.field),
    ),
  );
  header.font = { bold: true };
  header.commit();
  for (const lead of leads) {
    // Only the cells with a value: a lead answers one form's questions of the many columns.
    const cells: (string | number | Date)[] = [];
    const formats: [number, string][] = [];
    for (const [index, column] of columns.entries()) {
      const value = column.value(lead);
      const cell = cellValue(lang, words, column, value);
      if (cell === null) continue;
      cells[index] = cell;
      if (value instanceof Date) formats.push([index + 1, DATE_TIME_FORMAT]);
      else if (typeof value === 'object' && value !== null && 'day' in value) formats.push([index + 1, DATE_FORMAT]);
    }
    const row = sheet.addRow(cells);
    for (const [index, format] of formats) row.getCell(index).numFmt = format;
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

// One formatter for every row: building one per date is most of an export's time.
const FIRM_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The words of the lead columns in `lang`, looked up once per export. */
function leadWords(lang: Lang): Record<NonNullable<ExportColumn['words']>, Map<string, string>> {
  const t = serverT(lang, 'export');
  return {
    service: new Map(FORM_KEYS.map((key) => [key, serviceName(key, lang)])),
    language: new Map(LANGS.map((code) => [code, t(`languageNames.${code}`)])),
    status: new Map(LEAD_STATUSES.map((status) => [status, t(`status.${status}`)])),
  };
}

function cellValue(
  lang: Lang,
  words: ReturnType<typeof leadWords>,
  column: ExportColumn,
  value: ExportValue,
): string | number | Date | null {
  if (value === null || value === '') return null;
  // A spreadsheet date has no time zone: it holds the firm's wall-clock time.
  if (value instanceof Date) return new Date(`${FIRM_CLOCK.format(value).replace(' ', 'T')}Z`);
  if (typeof value === 'object' && 'day' in value) return new Date(`${value.day}T00:00:00Z`);
  if (typeof value === 'number') return value;
  if (column.words) return words[column.words].get(String(value)) ?? String(value);
  return column.field ? answerText(lang, column.field, value) : String(value);
}

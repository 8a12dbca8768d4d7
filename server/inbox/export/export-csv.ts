// The CSV export, for tools (a CRM import, a script): stable column keys as headers (the
// field names for the questions), values as stored (status codes, option keys, true/false,
// ISO dates), whatever the advisor's language. The advisor's own export is the spreadsheet
// (export-xlsx.ts). See docs/decisions/0026-lead-read-model-and-exports.md.
import type { LeadFilters } from '../../../common/inbox/lead-filters';
import type { SignedInAdvisor } from '../../auth/sessions';
import type { Database } from '../../db/prisma';
import type { FieldCipher } from '../../security/field-cipher';
import { toCsv } from './csv';
import type { ExportValue } from './export-columns';
import { leadsToExport } from './export-leads';

export async function exportCsv(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  filters: LeadFilters,
): Promise<string> {
  const { columns, leads } = await leadsToExport(prisma, cipher, advisor, filters);
  const header = columns.map((column) => column.key);
  const rows = leads.map((lead) => columns.map((column) => csvValue(column.value(lead))));
  return toCsv([header, ...rows]);
}

function csvValue(value: ExportValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object' && 'day' in value) return value.day;
  return String(value);
}

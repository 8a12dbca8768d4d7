// The leads of the current filter, in the list's order, read for an export through the lead
// read model (answers opened, the BSN masked: docs/SECURITY.md), and the export audited per lead.
import type { LeadFilters } from '../../../common/inbox/lead-filters';
import type { SignedInAdvisor } from '../../auth/sessions';
import type { Database } from '../../db/prisma';
import { openAnswers, selectLeadRecords } from '../../leads/lead-read-model';
import type { FieldCipher } from '../../security/field-cipher';
import { audit } from '../../leads/audit';
import { leadWhere, ROW_ORDER } from '../../leads/lead-query';
import { toLeadRow } from '../list-leads';
import { exportColumns, type ExportColumn, type ExportLead } from './export-columns';

export async function leadsToExport(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  filters: LeadFilters,
): Promise<{ columns: ExportColumn[]; leads: ExportLead[] }> {
  const records = await selectLeadRecords(prisma, leadWhere(filters), ROW_ORDER);
  await audit(
    prisma,
    advisor,
    'EXPORT',
    records.map((record) => record.id),
  );
  const leads = records.map((record) => ({
    row: toLeadRow(record),
    record,
    answers: openAnswers(cipher, record.form_type, record.data, 'inbox'),
  }));
  return { columns: exportColumns(new Set(records.map((record) => record.form_type))), leads };
}

// Exports (docs/product.md#inbox): the current filter as CSV, and one lead's complete data as
// JSON for a person's access request. The BSN is masked in both (docs/SECURITY.md); both
// are audited per lead.
import { fieldLabel, optionLabel, translate } from '../../common/forms/messages';
import { formFields, FORM_KEYS, type FormKey } from '../../common/forms/registry';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import type { Lang } from '../../common/lang';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { serverT } from '../i18n';
import { maskSensitive } from '../../common/forms/sensitive-fields';
import type { FieldCipher } from '../security/field-cipher';
import { audit } from './audit';
import { toCsv } from './csv';
import { FIRM_TIME_ZONE, leadWhere, ROW_COLUMNS, ROW_ORDER, type LeadRowRecord } from './lead-query';
import { toLeadRow } from './list-leads';

const COLUMN_KEYS = [
  'received',
  'form',
  'language',
  'status',
  'followUp',
  'assignee',
  'notification',
  'page',
  'utmSource',
  'utmCampaign',
] as const;
const COLUMN_LABELS: Record<Lang, Record<(typeof COLUMN_KEYS)[number], string>> = {
  es: {
    received: 'Recibida',
    form: 'Formulario',
    language: 'Idioma',
    status: 'Estado',
    followUp: 'Seguimiento',
    assignee: 'Asignada a',
    notification: 'Aviso',
    page: 'Página',
    utmSource: 'UTM source',
    utmCampaign: 'UTM campaign',
  },
  en: {
    received: 'Received',
    form: 'Form',
    language: 'Language',
    status: 'Status',
    followUp: 'Follow-up',
    assignee: 'Assigned to',
    notification: 'Notification',
    page: 'Page',
    utmSource: 'UTM source',
    utmCampaign: 'UTM campaign',
  },
};

type ExportRecord = LeadRowRecord & {
  data: Record<string, unknown>;
  page_path: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
};

export async function exportCsv(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  filters: LeadFilters,
  lang: Lang,
): Promise<string> {
  const records = await prisma.$queryRaw<
    ExportRecord[]
  >`SELECT ${ROW_COLUMNS}, l.data, l.page_path, l.utm_source, l.utm_campaign
    FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id WHERE ${leadWhere(filters)} ORDER BY ${ROW_ORDER}`;
  // Every field of the forms present, in the forms' order, each once.
  const types = new Set(records.map((record) => record.form_type));
  const fields = [...new Set(FORM_KEYS.filter((key) => types.has(key)).flatMap((key) => formFields(key)))];
  const header = [
    ...COLUMN_KEYS.map((key) => COLUMN_LABELS[lang][key]),
    ...fields.map((field) => fieldLabel(lang, field)),
  ];
  const rows = records.map((record) => {
    const row = toLeadRow(record);
    const data = masked(cipher, record.data);
    return [
      // "2026-11-23 14:05:09" in the firm's time: Excel reads it as a date and time.
      record.created_at.toLocaleString('sv-SE', { timeZone: FIRM_TIME_ZONE }),
      translate(lang, `forms.${row.formType}`),
      row.language,
      row.status,
      row.followUpOn ?? '',
      row.assignee ?? '',
      row.notificationState,
      record.page_path ?? '',
      record.utm_source ?? '',
      record.utm_campaign ?? '',
      ...fields.map((field) => formatValue(lang, field, data[field])),
    ];
  });
  await audit(
    prisma,
    advisor,
    'EXPORT',
    records.map((record) => record.id),
  );
  return toCsv([header, ...rows]);
}

/** Everything stored about one lead, documents included (base64), for an access request. */
export async function exportLeadJson(prisma: Database, cipher: FieldCipher, advisor: SignedInAdvisor, id: string) {
  const lead = await prisma.lead.findUnique({
    where: { id },
    select: {
      id: true,
      referenceNumber: true,
      formType: true,
      data: true,
      email: true,
      language: true,
      pagePath: true,
      utmSource: true,
      utmCampaign: true,
      status: true,
      notificationState: true,
      notifiedAt: true,
      confirmationState: true,
      followUpOn: true,
      createdAt: true,
      updatedAt: true,
      files: {
        select: {
          field: true,
          originalName: true,
          mimeType: true,
          size: true,
          sha256: true,
          createdAt: true,
          content: true,
        },
      },
      statusChanges: { select: { fromStatus: true, toStatus: true, changedAt: true }, orderBy: { changedAt: 'asc' } },
      notes: { select: { body: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'EXPORT', [id]);
  return {
    exportedAt: new Date().toISOString(),
    ...lead,
    formType: lead.formType as FormKey,
    data: masked(cipher, lead.data as Record<string, unknown>),
    files: lead.files.map(({ content, ...file }) => ({
      ...file,
      contentBase64: Buffer.from(content).toString('base64'),
    })),
  };
}

function masked(cipher: FieldCipher, data: Record<string, unknown>): Record<string, unknown> {
  return typeof data.bsn === 'string' ? { ...data, bsn: maskSensitive('bsn', cipher.decrypt(data.bsn)) } : data;
}

function formatValue(lang: Lang, field: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => optionLabel(lang, field, String(item))).join(', ');
  if (typeof value === 'boolean') return serverT(lang, 'mail')(value ? 'yes' : 'no');
  if (typeof value === 'string') return optionLabel(lang, field, value);
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

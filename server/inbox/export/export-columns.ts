// The columns of a list export, shared by the spreadsheet (for the advisor) and the CSV (for
// tools): who and what first, then one column per question. A question asked by several forms
// is one column: the name, email and phone are the lead's own columns (the housing form's
// WhatsApp number is its phone), the campaign is the lead's origin, and the forms' privacy
// boxes are one "accepts the privacy policy". See docs/decisions/0026-lead-read-model-and-exports.md.
import { CONTACT_FIELDS } from '../../../common/forms/contact-fields';
import { FORM_KEYS, FORMS, formFields, type FormDefinition, type FormKey } from '../../../common/forms/registry';
import type { LeadRow } from '../../../common/inbox/api';
import type { LeadRecord } from '../../leads/lead-read-model';

/** A lead as an export reads it: its row, its stored record and its answers opened (BSN masked). */
export type ExportLead = { row: LeadRow; record: LeadRecord; answers: Record<string, unknown> };

/** What a cell holds before it is written: a date is a Date, a day is a `day` (YYYY-MM-DD). */
export type ExportValue = string | number | boolean | Date | { day: string } | readonly unknown[] | null;

/** The lead columns labelled in server/locales/{es,en}/export.json (typed keys check them). */
type ExportColumnLabel =
  'reference' | 'receivedAt' | 'service' | 'language' | 'status' | 'followUpOn' | 'assignee' | 'pagePath';

export type ExportColumn = {
  /** Stable, language-independent: the CSV's header, and the field name of a question. */
  key: string;
  /** How the spreadsheet labels it: an export.json column, or a form field's label. */
  label: { column: ExportColumnLabel } | { field: string };
  /** How the spreadsheet words it beyond the answer's own words. */
  words?: 'service' | 'language' | 'status';
  /** For answer columns, the field whose options name its values. */
  field?: string;
  value: (lead: ExportLead) => ExportValue;
};

const PRIVACY_QUESTION = 'acceptPrivacyPolicy';
/** Fields the lead columns already show. */
const SHOWN_AS_LEAD = new Set<string>([
  CONTACT_FIELDS.name,
  CONTACT_FIELDS.email,
  ...CONTACT_FIELDS.phone,
  ...CONTACT_FIELDS.origin,
]);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

const LEAD_COLUMNS: ExportColumn[] = [
  { key: 'reference', label: { column: 'reference' }, value: ({ row }) => row.reference },
  { key: 'receivedAt', label: { column: 'receivedAt' }, value: ({ record }) => record.created_at },
  { key: 'formType', label: { column: 'service' }, words: 'service', value: ({ row }) => row.formType },
  { key: 'name', label: { field: CONTACT_FIELDS.name }, value: ({ row }) => row.name },
  { key: 'email', label: { field: CONTACT_FIELDS.email }, value: ({ row }) => row.email },
  { key: 'phone', label: { field: CONTACT_FIELDS.phone[0] }, value: ({ row }) => row.phone },
  { key: 'language', label: { column: 'language' }, words: 'language', value: ({ row }) => row.language },
  { key: 'status', label: { column: 'status' }, words: 'status', value: ({ row }) => row.status },
  {
    key: 'followUpOn',
    label: { column: 'followUpOn' },
    value: ({ row }) => (row.followUpOn ? { day: row.followUpOn } : null),
  },
  { key: 'assignee', label: { column: 'assignee' }, value: ({ row }) => row.assignee },
  { key: 'pagePath', label: { column: 'pagePath' }, value: ({ record }) => record.page_path },
  {
    key: 'utmSource',
    label: { field: 'utm_source' },
    value: ({ record, answers }) => record.utm_source ?? text(answers.utm_source),
  },
  {
    key: 'utmCampaign',
    label: { field: 'utm_campaign' },
    value: ({ record, answers }) => record.utm_campaign ?? text(answers.utm_campaign),
  },
];

/** The question a form's field asks: its own name, or the shared privacy question. */
function questionOf(formType: FormKey, field: string): string {
  return field === (FORMS[formType] as FormDefinition).privacyField ? PRIVACY_QUESTION : field;
}

/** Per form, the field that asks each question. */
const FIELD_OF_QUESTION = new Map(
  FORM_KEYS.map((key) => [key, new Map(formFields(key).map((field) => [questionOf(key, field), field]))]),
);

function answerOf(lead: ExportLead, question: string): ExportValue {
  const field = FIELD_OF_QUESTION.get(lead.row.formType)?.get(question);
  const value = field === undefined ? undefined : lead.answers[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { day: value };
  return value as ExportValue;
}

/** The lead columns, then every question of the forms among `formTypes`, in the forms' order, each once. */
export function exportColumns(formTypes: ReadonlySet<FormKey>): ExportColumn[] {
  const questions = new Set(
    FORM_KEYS.filter((key) => formTypes.has(key)).flatMap((key) =>
      formFields(key)
        .filter((field) => !SHOWN_AS_LEAD.has(field))
        .map((field) => questionOf(key, field)),
    ),
  );
  return [
    ...LEAD_COLUMNS,
    ...[...questions].map((question): ExportColumn => ({
      key: question,
      label: { field: question },
      field: question,
      value: (lead) => answerOf(lead, question),
    })),
  ];
}

// The lead read model: the one place where a stored lead becomes what a reader sees. Its row
// (reference, name, phone, due follow-up: derived once, in SQL, server/leads/lead-query.ts),
// its answers opened (the BSN decrypted here and nowhere else) and masked for the reader, and
// an answer in words. The inbox, the advisor's email, the exports and the privacy export all
// read leads through it (docs/decisions/0026-lead-read-model-and-exports.md).
import { optionLabel } from '../../common/forms/messages';
import { FORMS, formFields, type FormKey } from '../../common/forms/registry';
import { maskSensitive, SENSITIVE_FIELDS, type SensitiveField } from '../../common/forms/sensitive-fields';
import type { Lang } from '../../common/lang';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';
import { serverT } from '../i18n';
import { ROW_COLUMNS, type LeadRowRecord } from './lead-query';
import type { FieldCipher } from '../security/field-cipher';

/** A lead's row with its stored answers and where it came from. */
export type LeadRecord = LeadRowRecord & {
  assignee_id: string | null;
  data: Record<string, unknown>;
  page_path: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
};

/** The leads matching `where` (over `leads l`), in `order`. */
export function selectLeadRecords(
  prisma: Database | Prisma.TransactionClient,
  where: Prisma.Sql,
  order: Prisma.Sql = Prisma.sql`l.created_at DESC`,
): Promise<LeadRecord[]> {
  return prisma.$queryRaw<
    LeadRecord[]
  >`SELECT ${ROW_COLUMNS}, l.assignee_id, l.data, l.page_path, l.utm_source, l.utm_campaign
    FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id WHERE ${where} ORDER BY ${order}`;
}

/**
 * Who reads the answers decides what is masked (docs/SECURITY.md): the inbox and the exports
 * show the date of birth, the advisor works with it; an email carries neither it nor the BSN.
 * The full BSN is only ever `revealedBsn`, an audited action.
 */
export type Reader = 'inbox' | 'email';
const MASKED: Record<Reader, readonly SensitiveField[]> = { inbox: ['bsn'], email: SENSITIVE_FIELDS };

/** The answers in the order the form asks them (JSONB does not keep the order of keys), the BSN opened and masked. */
export function openAnswers(
  cipher: FieldCipher,
  formType: FormKey,
  stored: Record<string, unknown>,
  reader: Reader,
): Record<string, unknown> {
  const order = Object.hasOwn(FORMS, formType) ? formFields(formType) : [];
  const keys = [
    ...order.filter((field) => Object.hasOwn(stored, field)),
    ...Object.keys(stored).filter((field) => !order.includes(field)),
  ];
  const answers = Object.fromEntries(keys.map((field) => [field, stored[field]]));
  if (typeof answers.bsn === 'string') answers.bsn = cipher.decrypt(answers.bsn);
  for (const field of MASKED[reader]) {
    const value = answers[field];
    if (typeof value === 'string') answers[field] = maskSensitive(field, value);
  }
  return answers;
}

/** The full BSN, null when the lead has none. Callers audit the reveal. */
export function revealedBsn(cipher: FieldCipher, stored: Record<string, unknown>): string | null {
  return typeof stored.bsn === 'string' ? cipher.decrypt(stored.bsn) : null;
}

/** An answer in words in `lang`: an option by its label, yes/no and ticked boxes as Sí/No, lists joined. */
export function answerText(lang: Lang, field: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  const t = serverT(lang, 'export');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value)) return value.map((item) => answerText(lang, field, item)).join(', ');
  if (value === 'si') return t('yes');
  if (value === 'no') return t('no');
  if (typeof value === 'string') return optionLabel(lang, field, value);
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

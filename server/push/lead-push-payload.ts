// What a push notification about a new lead carries: the service (as the site names it),
// the visitor's first name and the reference, and where tapping it goes. Nothing else
// leaves the database for it: never the BSN, the date of birth, the email or the phone
// (a notification shows on a lock screen and passes through the browser maker's servers,
// encrypted but still).
import type { FormKey } from '../../common/forms/registry';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { Database } from '../db/prisma';
import { NAME_SQL } from '../inbox/lead-query';
import { ADVISOR_LANGUAGE } from '../mail/advisor-notification-content';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';

export type LeadPushPayload = {
  title: string;
  body: string;
  /** The lead's page in the inbox (a path on this site). */
  url: string;
  /** One notification per lead: a repeat replaces it. */
  tag: string;
  reference: string;
  service: string;
  firstName: string;
};

/** Null when the lead is gone (erased) or held (spam, to review): nobody is told about those one by one. */
export async function leadPushPayload(prisma: Database, leadId: string): Promise<LeadPushPayload | null> {
  const [lead] = await prisma.$queryRaw<
    { reference_number: number; form_type: FormKey; status: string; first_name: string | null }[]
  >`SELECT l.reference_number, l.form_type, l.status::text AS status, split_part(${NAME_SQL}, ' ', 1) AS first_name
    FROM leads l WHERE l.id = ${leadId}::uuid`;
  if (!lead || lead.status === 'SPAM' || lead.status === 'REVIEW') return null;
  const reference = formatLeadReference(lead.reference_number);
  const service = serviceName(lead.form_type, ADVISOR_LANGUAGE);
  const firstName = lead.first_name ?? '';
  return {
    title: `${serverT(ADVISOR_LANGUAGE, 'mail')('newRequest')} · ${reference}`,
    body: firstName ? `${service} · ${firstName}` : service,
    url: `/inbox/leads/${leadId}`,
    tag: reference,
    reference,
    service,
    firstName,
  };
}

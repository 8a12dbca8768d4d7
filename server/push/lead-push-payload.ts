// What a push notification about a lead carries: the service (as the site names it), the
// visitor's first name and the reference, where tapping it goes, and its reply buttons
// (WhatsApp, call, email: signed links through this server that record "reply started",
// server/replies/reply-links.ts). Nothing else leaves the database for it: never the BSN, the
// date of birth, the email or the phone (a notification shows on a lock screen and passes
// through the browser maker's servers, encrypted but still). Besides the new lead itself, the
// advisor's reminders: an hour before the reply promised to the visitor is due, and on the
// day of a follow-up (server/reminders/, docs/decisions/0037-today-reply-started-reminders.md).
import type { FormKey } from '../../common/forms/registry';
import type { ReplyChannel } from '../../common/inbox/api';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { replyDueAt } from '../../common/reply-promise';
import type { Database } from '../db/prisma';
import { FIRM_TIME_ZONE, NAME_SQL, PHONE_SQL } from '../leads/lead-query';
import type { PushReason } from '../jobs/push-queue';
import { ADVISOR_LANGUAGE } from '../mail/advisor-notification-content';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';
import type { ReplyLinks } from '../replies/reply-links';

export type PushAction = { action: ReplyChannel; title: string; url: string };

export type LeadPushPayload = {
  title: string;
  body: string;
  /** The lead's page in the inbox (a path on this site). */
  url: string;
  /** One notification per lead and reason: a repeat replaces it. */
  tag: string;
  reference: string;
  service: string;
  firstName: string;
  /** The reply buttons the lead has a way for, in the order the advisor's email shows them. */
  actions: PushAction[];
};

type PushLeadRecord = {
  reference_number: number;
  form_type: FormKey;
  status: string;
  first_name: string | null;
  created_at: Date;
  has_phone: boolean;
  has_email: boolean;
  booking_starts_at: Date | null;
};

/** Null when the lead is gone (erased) or held (spam, to review): nobody is told about those one by one. */
export async function leadPushPayload(
  prisma: Database,
  replyLinks: ReplyLinks,
  leadId: string,
  reason: PushReason = 'new',
): Promise<LeadPushPayload | null> {
  const [lead] = await prisma.$queryRaw<PushLeadRecord[]>`SELECT l.reference_number, l.form_type,
      l.status::text AS status, split_part(${NAME_SQL}, ' ', 1) AS first_name, l.created_at,
      ${PHONE_SQL} IS NOT NULL AS has_phone, l.email IS NOT NULL AS has_email,
      (SELECT b.starts_at FROM bookings b WHERE b.lead_id = l.id) AS booking_starts_at
    FROM leads l WHERE l.id = ${leadId}::uuid`;
  if (!lead || lead.status === 'SPAM' || lead.status === 'REVIEW') return null;
  const t = serverT(ADVISOR_LANGUAGE, 'mail');
  const reference = formatLeadReference(lead.reference_number);
  const service = serviceName(lead.form_type, ADVISOR_LANGUAGE);
  const firstName = lead.first_name ?? '';
  // As in the advisor's email: WhatsApp and a call need the number, the email the address.
  const channels: [ReplyChannel, boolean][] = [
    ['whatsapp', lead.has_phone],
    ['call', lead.has_phone],
    ['email', lead.has_email],
  ];
  const time = replyDueAt(lead.created_at).toLocaleTimeString('es-ES', {
    timeZone: FIRM_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
  // A booked call's news names its time on the firm's clock (docs/decisions/0055-booking-on-the-site.md).
  const call = lead.booking_starts_at?.toLocaleString('es-ES', {
    timeZone: FIRM_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const title = {
    new: t('newRequest'),
    replyBy: t('push.replyBy', { time }),
    followUp: t('push.followUp'),
    visitorReply: t('push.visitorReply'),
    erasureRequest: t('push.erasureRequest'),
    documentsReceived: t('push.documentsReceived'),
    documentsHeld: t('push.documentsHeld'),
    documentsComplete: t('push.documentsComplete'),
    bookingSoon: t('push.bookingSoon', { time: call }),
    bookingMoved: t('push.bookingMoved', { time: call }),
    bookingCancelled: t('push.bookingCancelled', { time: call }),
  }[reason];
  return {
    title: `${title} · ${reference}`,
    body: firstName ? `${service} · ${firstName}` : service,
    url: `/inbox/leads/${leadId}`,
    tag: reason === 'new' ? reference : `${reference}:${reason}`,
    reference,
    service,
    firstName,
    actions: channels
      .filter(([, has]) => has)
      .map(([via]) => ({
        action: via,
        title: t(via === 'email' ? 'writeEmail' : via),
        url: replyLinks.path(leadId, via),
      })),
  };
}

// Sends the visitor's emails about her call (booking-mail-queue.ts) with their calendar
// invitation, and makes the advisor's invitation for her new-lead email. An email about a time
// the call no longer has (moved again, or cancelled, meanwhile) is dropped: a later job tells
// her of the change. Each email carries a fresh private link to her request page, since a token
// is never kept to be shown again (docs/decisions/0050-visitor-links-and-bookings.md). A throw
// makes pg-boss retry with backoff, as for every email (server/jobs/queue.ts).
import type { Job, PgBoss } from 'pg-boss';
import { BUSINESS } from '../../common/business';
import { requestPagePath } from '../../common/visitor-links';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { ADVISOR_LANGUAGE } from '../mail/advisor-notification-content';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import type { ChannelWatch } from '../system/channel-watch';
import { issueVisitorLink } from '../visitor-links/visitor-links';
import { bookingInvite, type InviteMethod } from './booking-invite';
import { bookingMailContent } from './booking-mail-content';
import { BOOKING_MAIL_QUEUE, type BookingMail, type BookingMailJob } from './booking-mail-queue';
import { loadBookingMail, type BookingMailLead } from './load-booking-mail';
import { renderBookingMail } from './render-booking-mail';

type Deps = { prisma: Database; mailer: Mailer; env: Env; logger: Logger; channels: ChannelWatch };

const INVITE_METHOD: Partial<Record<BookingMail, InviteMethod>> = {
  booked: 'REQUEST',
  moved: 'REQUEST',
  cancelled: 'CANCEL',
};

export async function startBookingMailWorker(boss: PgBoss, deps: Deps): Promise<void> {
  const options = { pollingIntervalSeconds: deps.env.QUEUE_POLL_SECONDS, includeMetadata: true } as const;
  await boss.work<BookingMailJob>(BOOKING_MAIL_QUEUE, options, ([job]) => deliver(deps, job!));
}

/** Whether the email is about the call as it stands: its time, and cancelled or not. */
function stillTrue(lead: BookingMailLead, job: BookingMailJob): boolean {
  if (job.mail === 'cancelled') return lead.cancelled;
  return !lead.cancelled && lead.startsAt.toISOString() === new Date(job.startsAt).toISOString();
}

async function deliver(deps: Deps, job: Job<BookingMailJob> & { retryCount?: number; retryLimit?: number }) {
  const lead = await loadBookingMail(deps.prisma, job.data.leadId);
  if (!lead?.email || !stillTrue(lead, job.data)) return;
  const token = await issueVisitorLink(deps.prisma, lead.leadId);
  const base = deps.env.PUBLIC_BASE_URL;
  const content = bookingMailContent(lead, job.data.mail, {
    publicBaseUrl: base,
    requestPage: `${base}${requestPagePath(lead.language, token)}`,
    videoUrl: deps.env.BOOKING_VIDEO_URL,
  });
  const host = new URL(base).hostname;
  const method = INVITE_METHOD[job.data.mail];
  const mail: OutgoingMail = {
    to: lead.email,
    replyTo: deps.env.LEADS_NOTIFY_TO,
    messageId: `<booking-${lead.bookingId}.${job.data.mail}.${lead.sequence}.${job.id}@${host}>`,
    ...renderBookingMail(content),
    ...(method && {
      icalEvent: {
        method,
        filename: 'invite.ics',
        content: bookingInvite(
          { ...lead, id: lead.bookingId, visitor: { name: lead.fullName ?? lead.email, email: lead.email } },
          content.invite,
          { method, host, organizerEmail: BUSINESS.email },
        ),
      },
    }),
  };
  const confirmation = job.data.mail === 'booked';
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    const final = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
    if (confirmation) await recordConfirmation(deps.prisma, lead.leadId, final ? 'FAILED' : 'RETRYING');
    await deps.channels.failed('email', error, final);
    deps.logger.warn({ leadId: lead.leadId, mail: job.data.mail, final, err: error }, 'booking email not sent');
    throw error;
  }
  if (confirmation) await recordConfirmation(deps.prisma, lead.leadId, 'SENT');
  await deps.channels.delivered('email');
}

/** The booking's confirmation is the lead's confirmation: the inbox shows how it went. */
async function recordConfirmation(prisma: Database, leadId: string, state: 'SENT' | 'RETRYING' | 'FAILED') {
  await prisma.lead.updateMany({ where: { id: leadId }, data: { confirmationState: state } });
}

/** The advisor's copy of the invitation, for her new-lead email (server/jobs/mail-workers.ts). */
export async function advisorInvite(prisma: Database, leadId: string, env: Env): Promise<OutgoingMail['icalEvent']> {
  const lead = await loadBookingMail(prisma, leadId);
  if (!lead || lead.cancelled) return undefined;
  const publicBaseUrl = env.PUBLIC_BASE_URL;
  // Her calendar's event links to the lead in the inbox, in her language.
  const content = bookingMailContent({ ...lead, language: ADVISOR_LANGUAGE }, 'booked', {
    publicBaseUrl,
    requestPage: `${publicBaseUrl}/inbox/leads/${leadId}`,
    videoUrl: env.BOOKING_VIDEO_URL,
  });
  const host = new URL(publicBaseUrl).hostname;
  return {
    method: 'PUBLISH',
    filename: 'invite.ics',
    content: bookingInvite(
      { ...lead, id: lead.bookingId, visitor: { name: lead.fullName ?? '', email: lead.email ?? BUSINESS.email } },
      content.invite,
      { method: 'PUBLISH', host, organizerEmail: BUSINESS.email },
    ),
  };
}

// The queue workers that send the two emails of a lead and record how delivery went on
// the lead itself, so the inbox can show it. A batch's job tries each of its leads once
// (batch-mail.ts); a lead's own job is retried by pg-boss with backoff, and after the last
// retry it moves to the dead-letter queue and the state is FAILED.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { requestPagePath } from '../../common/visitor-links';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { takeConfirmationSlot } from './confirmation-quota';
import { loadMailLead, type MailLead } from '../leads/load-mail-lead';
import type { Mailer, OutgoingMail } from './mailer';
import { renderAdvisorNotification } from './render-advisor-notification';
import { renderVisitorConfirmation } from './render-visitor-confirmation';
import type { ReplyLinks } from '../replies/reply-links';
import type { FieldCipher } from '../security/field-cipher';
import type { ChannelWatch } from '../system/channel-watch';
import { dropVisitorLink, issueVisitorLink } from '../visitor-links/visitor-links';
import { MAIL_PRIORITY } from '../jobs/lead-notifications';
import { QUEUES, type MailJob, type MailKind } from '../jobs/queue';
import { leadsIn, STATE_FIELD, tryBatch, type SendLeadMail } from './batch-mail';

type Deps = {
  prisma: Database;
  cipher: FieldCipher;
  mailer: Mailer;
  env: Env;
  logger: Logger;
  replyLinks: ReplyLinks;
  channels: ChannelWatch;
  /** A booked call's calendar event for the advisor's email (server/booking/), when the lead has one. */
  advisorInvite: (leadId: string) => Promise<OutgoingMail['icalEvent']>;
};
type StateField = (typeof STATE_FIELD)[MailKind];
/** An email to send, and what to undo when it is not sent. */
type Composer = (lead: MailLead) => Promise<{ mail: OutgoingMail; unsent?: () => Promise<void> } | null>;

export async function startMailWorkers(boss: PgBoss, deps: Deps): Promise<void> {
  const host = new URL(deps.env.PUBLIC_BASE_URL).hostname;
  const options = { pollingIntervalSeconds: deps.env.QUEUE_POLL_SECONDS, includeMetadata: true } as const;

  const compose: Record<MailKind, Composer> = {
    advisor: async (lead) => {
      // A booked call's lead carries its calendar event (docs/decisions/0055-booking-on-the-site.md).
      const icalEvent = await deps.advisorInvite(lead.id);
      return {
        mail: {
          to: deps.env.LEADS_NOTIFY_TO,
          replyTo: lead.email ?? undefined,
          messageId: `<lead-${lead.id}.advisor@${host}>`,
          ...renderAdvisorNotification(lead, `${deps.env.PUBLIC_BASE_URL}/inbox`, deps.replyLinks),
          ...(icalEvent && { icalEvent }),
        },
      };
    },
    // A fresh link to her request page in each email: a token is stored hashed and cannot be
    // shown again (docs/decisions/0050-visitor-links-and-bookings.md). An attempt that sends
    // nothing drops its link, so retries leave no links that nobody holds.
    confirmation: async (lead) => {
      if (!lead.email) return null;
      const token = await issueVisitorLink(deps.prisma, lead.id);
      const page = `${deps.env.PUBLIC_BASE_URL.replace(/\/$/, '')}${requestPagePath(lead.language, token)}`;
      return {
        mail: {
          to: lead.email,
          replyTo: deps.env.LEADS_NOTIFY_TO,
          messageId: `<lead-${lead.id}.confirmation@${host}>`,
          ...renderVisitorConfirmation(lead, page),
        },
        unsent: () => dropVisitorLink(deps.prisma, token),
      };
    },
  };
  const send: SendLeadMail = (leadId, kind, lastTry) => deliver(deps, leadId, kind, compose[kind], lastTry);
  const handle = async ([job]: JobWithMetadata<MailJob>[]) => {
    const { data, retryCount, retryLimit } = job!;
    if (!('leadId' in data)) return tryBatch({ ...deps, boss }, data, send);
    // One lead's own job: a failure throws, and pg-boss tries it again.
    if ((await leadsIn(deps.prisma, [data.leadId], data.mail, 'SENT')).length > 0) return;
    await send(data.leadId, data.mail, retryCount >= retryLimit);
  };
  // Two workers take jobs in priority order (advisor notifications first), and one more takes
  // only advisor notifications: however many confirmations wait, or however slowly a
  // recipient's server answers, the advisor's email has a worker of its own.
  await boss.work(QUEUES.leadMail, { ...options, localConcurrency: 2 }, handle);
  await boss.work(QUEUES.leadMail, { ...options, minPriority: MAIL_PRIORITY.advisor }, handle);
}

async function deliver(deps: Deps, leadId: string, kind: MailKind, compose: Composer, lastTry: boolean): Promise<void> {
  const stateField = STATE_FIELD[kind];
  const lead = await loadMailLead(deps.prisma, deps.cipher, leadId);
  const composed = lead && (await compose(lead));
  if (!composed) return; // erased in the meantime, or nobody to write to
  const { mail, unsent } = composed;
  if (stateField === 'confirmationState' && !(await confirmationAllowed(deps, leadId, mail.to))) {
    await unsent?.();
    return;
  }
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    await unsent?.();
    await recordState(deps.prisma, leadId, stateField, lastTry ? 'FAILED' : 'RETRYING', error);
    await deps.channels.failed('email', error, lastTry);
    deps.logger.warn({ leadId, mail: kind, final: lastTry, err: error }, 'email not sent');
    throw error;
  }
  await recordState(deps.prisma, leadId, stateField, 'SENT');
  await deps.channels.delivered('email');
}

/** The recipient's daily cap (server/mail/confirmation-quota.ts); past it the lead is marked NOT_NEEDED. */
async function confirmationAllowed(deps: Deps, leadId: string, to: string): Promise<boolean> {
  const perDay = deps.env.CONFIRMATIONS_PER_ADDRESS_PER_DAY;
  if (await takeConfirmationSlot(deps.prisma, to, leadId, perDay)) return true;
  await deps.prisma.lead.updateMany({ where: { id: leadId }, data: { confirmationState: 'NOT_NEEDED' } });
  deps.logger.info({ leadId, perDay }, 'visitor confirmation skipped: the address had its confirmations for today');
  return false;
}

async function recordState(
  prisma: Database,
  leadId: string,
  field: StateField,
  state: 'SENT' | 'RETRYING' | 'FAILED',
  error?: unknown,
): Promise<void> {
  const advisor = field === 'notificationState';
  await prisma.lead.updateMany({
    where: { id: leadId },
    data: {
      [field]: state,
      ...(advisor && {
        notificationTries: { increment: 1 },
        notificationError: error
          ? (error instanceof Error ? error.message : JSON.stringify(error)).slice(0, 500)
          : null,
        notifiedAt: state === 'SENT' ? new Date() : undefined,
      }),
    },
  });
}

// Sends a claimed reminder (claim-visitor-reminders.ts) after reading the lead again: a reminder
// whose reason went meanwhile (the documents arrived, she answered, the request was closed,
// marked spam or held, erased, or the reminders stopped) is dropped, not sent. Like every email
// to her it carries a fresh private link (docs/decisions/0050-visitor-links-and-bookings.md),
// dropped again when nothing was sent, and the List-Unsubscribe headers of RFC 2369 and RFC 8058,
// whose one-click POST stops the reminders as her page's button does (stop-reminders.ts). A
// throw makes pg-boss retry with backoff, as for every email (server/jobs/queue.ts).
import type { Job, PgBoss } from 'pg-boss';
import { upperFirst } from '../../common/format';
import { CONTACT_FIELDS } from '../../common/forms/contact-fields';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { requestPagePath } from '../../common/visitor-links';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';
import type { Logger } from '../logger';
import { firstName } from '../mail/first-name';
import type { Mailer } from '../mail/mailer';
import type { ChannelWatch } from '../system/channel-watch';
import { dropVisitorLink, issueVisitorLink } from '../visitor-links/visitor-links';
import { REMINDER_MAIL_QUEUE, type ReminderMailJob } from './reminder-mail-queue';
import { renderReminderMail } from './render-reminder-mail';
import { STOP_REMINDERS_ACTION } from './stop-reminders';
import { REMINDED_STATUSES, STILL_ASKED_SELECT, stillAsked } from './still-asked';

type Deps = { prisma: Database; mailer: Mailer; env: Env; logger: Logger; channels: ChannelWatch };
type RetriedJob = Job<ReminderMailJob> & { retryCount?: number; retryLimit?: number };

export async function startReminderMailWorker(boss: PgBoss, deps: Deps): Promise<void> {
  const options = { pollingIntervalSeconds: deps.env.QUEUE_POLL_SECONDS, includeMetadata: true } as const;
  await boss.work<ReminderMailJob>(REMINDER_MAIL_QUEUE, options, ([job]) => sendReminder(deps, job!));
}

async function sendReminder(deps: Deps, job: RetriedJob): Promise<void> {
  const { leadId, anchoredAt, day } = job.data;
  const lead = await deps.prisma.lead.findUnique({
    where: { id: leadId },
    select: {
      referenceNumber: true,
      email: true,
      language: true,
      status: true,
      remindersStoppedAt: true,
      ...STILL_ASKED_SELECT,
    },
  });
  const open = lead && (REMINDED_STATUSES as readonly string[]).includes(lead.status) && !lead.remindersStoppedAt;
  const asked = open ? stillAsked(lead) : undefined;
  if (!lead?.email || !asked) return;
  const lang = lead.language;
  const token = await issueVisitorLink(deps.prisma, leadId);
  const page = `${deps.env.PUBLIC_BASE_URL.replace(/\/$/, '')}${requestPagePath(lang, token)}`;
  const stop = `${page}/${STOP_REMINDERS_ACTION}`;
  const host = new URL(deps.env.PUBLIC_BASE_URL).hostname;
  const documents = serverT(lang, 'documents');
  const mail = renderReminderMail({
    lang,
    reference: formatLeadReference(lead.referenceNumber),
    service: serviceName(lead.formType, lang),
    firstName: firstName((lead.data as Record<string, unknown>)[CONTACT_FIELDS.name]),
    documents: asked.documents.map((document) => upperFirst(documents(document.label), lang)),
    questionOpen: asked.questionAt !== undefined,
    links: { page, stop },
  });
  try {
    await deps.mailer.send({
      to: lead.email,
      replyTo: deps.env.LEADS_NOTIFY_TO,
      messageId: `<lead-${leadId}.reminder-${Date.parse(anchoredAt)}-${day}@${host}>`,
      headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...mail,
    });
  } catch (error) {
    await dropVisitorLink(deps.prisma, token);
    const final = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
    await deps.channels.failed('email', error, final);
    deps.logger.warn({ leadId, day, final, err: error }, 'reminder email not sent');
    throw error;
  }
  await deps.prisma.visitorReminder.updateMany({
    where: { leadId, anchoredAt: new Date(anchoredAt), day },
    data: { sentAt: new Date() },
  });
  await deps.channels.delivered('email');
}

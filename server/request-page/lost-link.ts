// "I lost my link" (docs/decisions/0058-request-page.md): she gives the address she wrote her
// requests with and gets, by email to that address only, a fresh link to each of them. The
// page's answer never depends on the address: the request only enqueues a job, and the job
// looks the address up, so the answer is the same, in content and in what it waits for,
// whether the address is known or not. Each address gets at most LINKS_PER_ADDRESS_PER_DAY
// such emails, so the form cannot be used to fill someone's mailbox.
import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { PgBoss } from 'pg-boss';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import { BUSINESS } from '../../common/business';
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { requestPagePath } from '../../common/visitor-links';
import type { Database } from '../db/prisma';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { createPostgresLimiter } from '../security/rate-limit';
import { issueVisitorLinks } from '../visitor-links/visitor-links';

export const LOST_LINK_QUEUE = 'request-page-lost-link';
export type LostLinkJob = { email: string; lang: Lang };
const LINKS_PER_ADDRESS_PER_DAY = 3;
/** The newest requests an email lists: enough for anyone, bounded for a shared address. */
const MOST_REQUESTS = 10;

export async function requestLostLinks(boss: PgBoss, job: LostLinkJob): Promise<void> {
  await boss.send(LOST_LINK_QUEUE, job);
}

type Deps = { prisma: Database; pool: pg.Pool; mailer: Mailer; logger: Logger; env: { PUBLIC_BASE_URL: string } };

export async function startLostLinkWorker(boss: PgBoss, deps: Deps): Promise<void> {
  // A job holds an email address: kept a day, long enough to retry an SMTP outage.
  await boss.createQueue(LOST_LINK_QUEUE, { retryLimit: 5, retryBackoff: true, deleteAfterSeconds: 24 * 3600 });
  const limiter = createPostgresLimiter(deps.pool, 'lost-link-address', LINKS_PER_ADDRESS_PER_DAY, 24 * 3600);
  await boss.work<LostLinkJob>(LOST_LINK_QUEUE, async ([job]) => sendLostLinks(deps, limiter, job!.data));
}

async function sendLostLinks(
  deps: Deps,
  limiter: ReturnType<typeof createPostgresLimiter>,
  { email, lang }: LostLinkJob,
): Promise<void> {
  const leads = await deps.prisma.lead.findMany({
    where: { email: { equals: email, mode: 'insensitive' }, status: { notIn: ['SPAM', 'REVIEW'] } },
    select: { id: true, referenceNumber: true, formType: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: MOST_REQUESTS,
  });
  if (leads.length === 0) return;
  const key = createHash('sha256').update(email.toLowerCase()).digest('hex');
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    deps.logger.info('lost-link email skipped: the address had its emails for today');
    return;
  }
  const tokens = await issueVisitorLinks(
    deps.prisma,
    leads.map((lead) => lead.id),
  );
  const base = deps.env.PUBLIC_BASE_URL.replace(/\/$/, '');
  const t = serverT(lang, 'request-page');
  const items = leads.map((lead, index) => ({
    label: `${formatLeadReference(lead.referenceNumber)} · ${serviceName(lead.formType, lang)}`,
    href: `${base}${requestPagePath(lang, tokens[index]!)}`,
  }));
  const subject = `${t('lostLink.mailSubject')} · ${BUSINESS.brand}`;
  await deps.mailer.send({
    to: email,
    subject,
    messageId: `<lost-link-${tokens[0]!.slice(0, 16)}@${new URL(base).hostname}>`,
    text: [
      t('lostLink.mailIntro'),
      '',
      ...items.map((item) => `${item.label}\n${item.href}\n`),
      t('lostLink.mailWhy'),
    ].join('\n'),
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t('lostLink.mailIntro'))}</p><ul>${items
      .map((item) => `<li><a href="${escapeHtml(item.href)}" style="color:#9a3412">${escapeHtml(item.label)}</a></li>`)
      .join('')}</ul><p style="color:#5c5c5c;font-size:13px">${escapeHtml(t('lostLink.mailWhy'))}</p></body></html>`,
  });
}

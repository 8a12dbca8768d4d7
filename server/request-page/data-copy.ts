// A copy of what the firm holds about a request, asked for on the request page and sent only to
// the address the request was written from (docs/decisions/0058-request-page.md): the page shows
// no such thing, since anyone holding the link sees it. The answers are read as every email reads
// them (server/leads/lead-read-model.ts): the BSN and the date of birth stay masked, as no email
// carries them. At most COPIES_PER_REQUEST_PER_DAY copies a day per request.
import escapeHtml from 'escape-html';
import type { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { BUSINESS } from '../../common/business';
import { fieldLabel } from '../../common/forms/messages';
import { fileLabel } from './page-documents';
import type { Database } from '../db/prisma';
import { serverT } from '../i18n';
import { answerText } from '../leads/lead-read-model';
import { serviceName } from '../leads/service-name';
import type { Logger } from '../logger';
import { loadMailLead } from '../leads/load-mail-lead';
import type { Mailer } from '../mail/mailer';
import type { FieldCipher } from '../security/field-cipher';
import { createPostgresLimiter } from '../security/rate-limit';
import { formatDay } from './request-view';

export const DATA_COPY_QUEUE = 'request-page-data-copy';
export type DataCopyJob = { leadId: string };
const COPIES_PER_REQUEST_PER_DAY = 2;

type Deps = {
  prisma: Database;
  cipher: FieldCipher;
  pool: pg.Pool;
  mailer: Mailer;
  logger: Logger;
  env: { PUBLIC_BASE_URL: string };
};

export async function requestDataCopy(boss: PgBoss, job: DataCopyJob): Promise<void> {
  await boss.send(DATA_COPY_QUEUE, job);
}

export async function startDataCopyWorker(boss: PgBoss, deps: Deps): Promise<void> {
  await boss.createQueue(DATA_COPY_QUEUE, { retryLimit: 5, retryBackoff: true, deleteAfterSeconds: 24 * 3600 });
  const limiter = createPostgresLimiter(deps.pool, 'data-copy', COPIES_PER_REQUEST_PER_DAY, 24 * 3600);
  await boss.work<DataCopyJob>(DATA_COPY_QUEUE, async ([job]) => {
    const { leadId } = job!.data;
    try {
      await limiter.consume(leadId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      deps.logger.info({ leadId }, 'data copy skipped: the request had its copies for today');
      return;
    }
    await sendDataCopy(deps, leadId);
  });
}

async function sendDataCopy(deps: Deps, leadId: string): Promise<void> {
  const lead = await loadMailLead(deps.prisma, deps.cipher, leadId);
  if (!lead?.email) return; // erased meanwhile, or nobody to write to
  const lang = lead.language;
  const t = serverT(lang, 'request-page');
  const rows: [string, string][] = [
    [t('reference'), lead.reference],
    [t('service'), serviceName(lead.formType, lang)],
    [t('copy.received'), formatDay(lead.createdAt, lang)],
    ...Object.entries(lead.data).map(([field, value]): [string, string] => [
      fieldLabel(lang, field),
      answerText(lang, field, value),
    ]),
    ...lead.files.map((file): [string, string] => [fileLabel(lang, lead.formType, file.field), file.originalName]),
  ];
  const subject = `${t('copy.subject')} · ${BUSINESS.brand} · Ref. ${lead.reference}`;
  const host = new URL(deps.env.PUBLIC_BASE_URL).hostname;
  await deps.mailer.send({
    to: lead.email,
    subject,
    messageId: `<lead-${lead.id}.copy-${Date.now()}@${host}>`,
    text: [t('copy.intro'), '', ...rows.map(([label, value]) => `${label}: ${value}`), '', t('copy.masked')].join('\n'),
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t('copy.intro'))}</p><table cellpadding="4">${rows
      .map(
        ([label, value]) => `<tr><td style="color:#5c5c5c">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table><p style="color:#5c5c5c;font-size:13px">${escapeHtml(t('copy.masked'))}</p></body></html>`,
  });
}

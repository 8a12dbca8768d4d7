// `npm run advisor -- digest`: the daily digest now, through the server's mailer (SMTP_URL, or
// .eml files under DATA_DIR/mail), with a line saying what happened.
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { sendDailyDigest } from '../inbox/daily-digest';

export async function sendDigestNow(env: Env, prisma: Database): Promise<string> {
  const mailer = createMailer(env, createLogger(env.LOG_LEVEL));
  try {
    const { leads, sentTo } = await sendDailyDigest({ prisma, mailer, env });
    if (leads === 0) return 'Nothing due today and no unanswered leads: no digest sent.';
    if (sentTo.length === 0) return `${leads} leads to list, but there is no advisor account to send them to.`;
    return `Digest of ${leads} leads sent to ${sentTo.join(', ')}.`;
  } finally {
    mailer.close();
  }
}

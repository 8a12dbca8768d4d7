// The alert that tells the advisor a channel to her has failed, as an email (text and HTML)
// and as a push, in her language like her other mail. The failure's own message is shown as
// it is (HTML-escaped): it is the server's, and helps whoever fixes it.
import escapeHtml from 'escape-html';
import { serverT } from '../i18n';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import { ADVISOR_LANGUAGE } from '../mail/advisor-notification-content';
import type { AlertJob } from '../system/alert-jobs';

/** The inbox's System view, where the alert points. */
export const SYSTEM_PATH = '/inbox/system';

export function renderAlert(job: AlertJob, publicBaseUrl: string) {
  const t = serverT(ADVISOR_LANGUAGE, 'mail');
  const since = new Date(job.since).toLocaleString(ADVISOR_LANGUAGE === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: FIRM_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const subject = t(`alert.subject.${job.about}`);
  const body = t(`alert.body.${job.about}`, { since });
  const reason = job.error ? t('alert.error', { error: job.error }) : '';
  const link = `${publicBaseUrl}${SYSTEM_PATH}`;
  const text = [body, ...(reason ? [reason] : []), '', `${t('alert.open')}: ${link}`].join('\n');
  const html = `<!doctype html><html lang="${ADVISOR_LANGUAGE}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:640px">
<p>${escapeHtml(body)}</p>${reason && `<p style="color:#555">${escapeHtml(reason)}</p>`}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('alert.open'))}</a></p>
</body></html>`;
  return {
    mail: { subject, text, html },
    push: { title: subject, body, url: SYSTEM_PATH, tag: `alert-${job.about}` },
  };
}

// The summary of leads held to review (server/inbox/held-notice.ts): how many, from which
// networks, and one link to Today, where they are grouped the same way. In the advisor's
// language like her other email (server/locales/*/mail.json, `held`). Nothing a visitor typed
// is in it: a flood's text never reaches her mailbox.
import escapeHtml from 'escape-html';
import { serverT } from '../i18n';
import { ADVISOR_LANGUAGE } from './advisor-notification-content';

export function renderHeldNotice(groups: { network: string; count: number }[], todayUrl: string) {
  const t = serverT(ADVISOR_LANGUAGE, 'mail');
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const subject = t('held.subject', { count });
  const lines = groups.map((group) => t('held.group', { network: group.network, count: group.count }));
  const text = [t('held.intro'), '', ...lines.map((line) => `- ${line}`), '', `${t('held.open')}: ${todayUrl}`].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${ADVISOR_LANGUAGE}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:640px">
<p>${escapeHtml(t('held.intro'))}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(todayUrl)}" style="display:inline-block;padding:8px 14px;border-radius:6px;background:#0b5cad;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t('held.open'))}</a></p>
</body></html>`;
  return { subject, text, html, pushBody: t('held.push') };
}

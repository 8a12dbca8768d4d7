// The reminder email (docs/decisions/0062-visitor-reminders-and-revoked-links.md) as HTML and
// plain text, in the frame of every visitor email (server/mail/email-frame.ts), every value
// escaped. It names what is missing by the documents' names only, never an answer she gave; of
// what she typed, only a first name reduced to letters (server/mail/first-name.ts). It links to
// her request page (a fresh link) and to the page that stops the reminders.
import escapeHtml from 'escape-html';
import { BUSINESS } from '../../common/business';
import type { Lang } from '../../common/lang';
import { emailFrame, MUTED, ORANGE } from '../mail/email-frame';
import { serverT } from '../i18n';

export type ReminderMail = {
  lang: Lang;
  reference: string;
  service: string;
  firstName: string;
  /** The missing documents' names, and her answer when a question is open. */
  documents: string[];
  questionOpen: boolean;
  /** Her request page, and the page that stops the reminders: absolute, with a fresh token. */
  links: { page: string; stop: string };
};

export function renderReminderMail(mail: ReminderMail) {
  const t = serverT(mail.lang, 'reminders');
  const subject = `${t('subject', { reference: mail.reference })} · ${BUSINESS.brand}`;
  const greeting = mail.firstName ? t('greeting', { name: mail.firstName }) : t('greetingNoName');
  const intro = t('intro', { service: mail.service });
  const items = [...mail.documents, ...(mail.questionOpen ? [t('question')] : [])];
  const text = [
    greeting,
    '',
    intro,
    ...items.map((item) => `- ${item}`),
    '',
    `${t('reference')}: ${mail.reference}`,
    '',
    `${t('action')}: ${mail.links.page}`,
    t('actionHint'),
    '',
    t('signature'),
    BUSINESS.brand,
    '',
    t('schedule'),
    `${t('stopHint')} ${t('stop')}: ${mail.links.stop}`,
    '',
    t('why'),
  ].join('\n');
  const paragraph = (value: string) =>
    `<p style="margin:0 0 12px;font-size:15px;line-height:22px">${escapeHtml(value)}</p>`;
  const html = emailFrame(
    { lang: mail.lang, subject, brand: BUSINESS.brand },
    `<tr><td style="padding:24px 24px 4px">${paragraph(greeting)}${paragraph(intro)}</td></tr>
<tr><td style="padding:0 24px 12px"><ul style="margin:0;padding:0 0 0 20px;font-size:15px;line-height:22px" data-testid="missing">${items
      .map((item) => `<li style="margin:0 0 6px;font-weight:600">${escapeHtml(item)}</li>`)
      .join('')}</ul></td></tr>
<tr><td style="padding:0 24px 12px"><p style="margin:0;${MUTED}">${escapeHtml(t('reference'))}</p><p style="margin:2px 0 0;font-size:18px;line-height:24px;font-weight:800;letter-spacing:1px">${escapeHtml(mail.reference)}</p></td></tr>
<tr><td style="padding:0 24px 8px"><a href="${escapeHtml(mail.links.page)}" style="display:block;padding:13px 8px;border-radius:6px;text-align:center;text-decoration:none;font-size:15px;line-height:20px;font-weight:700;background:${ORANGE};color:#ffffff">${escapeHtml(t('action'))}</a></td></tr>
<tr><td style="padding:0 24px 16px"><p style="margin:0;${MUTED}">${escapeHtml(t('actionHint'))}</p></td></tr>
<tr><td style="padding:0 24px 16px">${paragraph(t('signature'))}<p style="margin:-12px 0 0;font-size:15px;line-height:22px">${escapeHtml(BUSINESS.brand)}</p></td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #eee5da"><p style="margin:0 0 8px;${MUTED}">${escapeHtml(t('schedule'))} ${escapeHtml(t('stopHint'))} <a href="${escapeHtml(mail.links.stop)}" style="color:#9a3412">${escapeHtml(t('stop'))}</a></p><p style="margin:0;${MUTED}">${escapeHtml(t('why'))}</p></td></tr>`,
  );
  return { subject, text, html };
}

// The short confirmation a visitor receives in their own language. It repeats none of
// what they sent but a first name reduced to letters (first-name.ts): a mailbox is no place
// for their personal data, and the form must not relay a bot's text to the address it named.
import escapeHtml from 'escape-html';
import { translate } from '../../common/forms/messages';
import { serverT } from '../i18n';
import { firstName } from './first-name';
import type { MailLead } from './load-mail-lead';

export function renderVisitorConfirmation(lead: MailLead, brand: string) {
  const t = serverT(lead.language, 'mail');
  const formName = translate(lead.language, `forms.${lead.formType}`);
  const name = firstName(lead.name);
  const paragraphs = [
    name ? t('confirmationGreeting', { name }) : t('confirmationGreetingNoName'),
    t('confirmationBody', { form: formName }),
    t('confirmationNoReply'),
    `${t('signature')}\n${brand}`,
  ];
  return {
    subject: `${t('confirmationSubject')} · ${brand} · Ref. ${lead.reference}`,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${lead.language}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}

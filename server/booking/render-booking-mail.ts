// The visitor's emails about her call as HTML and plain text (content: booking-mail-content.ts),
// in the frame of every visitor email (server/mail/email-frame.ts); every value HTML-escaped.
import escapeHtml from 'escape-html';
import { emailFrame, MUTED, ORANGE } from '../mail/email-frame';
import type { bookingMailContent } from './booking-mail-content';

type Content = ReturnType<typeof bookingMailContent>;

export function renderBookingMail(content: Content) {
  const text = [
    content.greeting,
    '',
    content.intro,
    '',
    ...content.facts.flatMap((fact) => [`${fact.label}: ${fact.value}`]),
    '',
    `${content.action.label}: ${content.action.href}`,
    '',
    content.signature,
    content.brand,
    '',
    content.why,
  ].join('\n');

  const facts = content.facts
    .map(
      (fact) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid #eee5da"><p style="margin:0;${MUTED}">${escapeHtml(fact.label)}</p><p style="margin:2px 0 0;font-size:15px;line-height:21px;font-weight:600">${escapeHtml(fact.value)}</p></td></tr>`,
    )
    .join('');
  const html = emailFrame(
    content,
    `<tr><td style="padding:24px 24px 8px"><p style="margin:0 0 12px;font-size:15px;line-height:22px">${escapeHtml(content.greeting)}</p><p style="margin:0 0 12px;font-size:15px;line-height:22px">${escapeHtml(content.intro)}</p></td></tr>
<tr><td style="padding:0 24px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${facts}</table></td></tr>
<tr><td style="padding:0 24px 16px"><a href="${escapeHtml(content.action.href)}" style="display:block;padding:13px 8px;border-radius:6px;text-align:center;text-decoration:none;font-size:15px;line-height:20px;font-weight:700;background:${ORANGE};color:#ffffff">${escapeHtml(content.action.label)}</a></td></tr>
<tr><td style="padding:0 24px 16px"><p style="margin:0;font-size:15px;line-height:22px">${escapeHtml(content.signature)}<br>${escapeHtml(content.brand)}</p></td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #eee5da"><p style="margin:0;${MUTED}">${escapeHtml(content.why)}</p></td></tr>`,
  );
  return { subject: content.subject, text, html };
}

// The visitor's confirmation email as HTML and plain text (content: visitor-confirmation-content.ts).
// Branded with text and colour only (no image, font or stylesheet from elsewhere: mail clients
// block them, and a remote image tells its host when the email is read); nested tables and
// inline styles, one column that fits a phone. Every value is HTML-escaped.
import escapeHtml from 'escape-html';
import { emailFrame, MUTED, ORANGE } from './email-frame';
import type { MailLead } from '../leads/load-mail-lead';
import { visitorConfirmationContent, type Fact } from './visitor-confirmation-content';

export function renderVisitorConfirmation(lead: MailLead, requestPage?: string) {
  const content = visitorConfirmationContent(lead, requestPage);
  const text = [
    content.greeting,
    '',
    content.body,
    '',
    `${content.reference.label}: ${content.reference.value}`,
    content.reference.hint,
    '',
    `${content.title}`,
    ...content.facts.flatMap((fact) => [
      '',
      `${fact.label}:`,
      ...(fact.value ? [fact.value] : []),
      ...(fact.items ?? []).map((item) => `- ${item}`),
      ...(fact.link ? [`${fact.link.label}: ${fact.link.href}`] : []),
      ...(fact.hint ? [fact.hint] : []),
    ]),
    '',
    `${content.actions.whatsapp.label}: ${content.actions.whatsapp.href}`,
    `${content.actions.reply.label}: ${content.actions.reply.href}`,
    '',
    content.noReply,
    '',
    content.signature,
    content.brand,
    '',
    `${content.hours.label}:`,
    ...content.hours.lines,
    content.contact.join(' · '),
    '',
    content.why,
  ].join('\n');

  const paragraph = (value: string, style = 'font-size:15px;line-height:22px') =>
    `<p style="margin:0 0 12px;${style}">${escapeHtml(value)}</p>`;
  const section = (inner: string, padding = '0 24px 16px') => `<tr><td style="padding:${padding}">${inner}</td></tr>`;
  const button = (label: string, href: string, colours: string) =>
    `<a href="${escapeHtml(href)}" style="display:block;padding:13px 8px;border-radius:6px;text-align:center;text-decoration:none;font-size:15px;line-height:20px;font-weight:700;${colours}">${escapeHtml(label)}</a>`;
  const html = emailFrame(
    content,
    `${section(`${paragraph(content.greeting)}${paragraph(content.body)}`, '24px 24px 4px')}
${section(
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:14px 16px;background:#fbf7f2;border-left:4px solid ${ORANGE};border-radius:4px">
<p style="margin:0;${MUTED}">${escapeHtml(content.reference.label)}</p>
<p style="margin:2px 0 4px;font-size:26px;line-height:32px;font-weight:800;letter-spacing:1px;color:#1a1a1a">${escapeHtml(content.reference.value)}</p>
<p style="margin:0;${MUTED}">${escapeHtml(content.reference.hint)}</p></td></tr></table>`,
)}
${section(`<h1 style="margin:8px 0 4px;font-size:20px;line-height:26px">${escapeHtml(content.title)}</h1>${factsTable(content.facts)}`)}
${section(
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="50%" style="padding:4px">${button(content.actions.whatsapp.label, content.actions.whatsapp.href, 'background:#1a7f37;color:#ffffff;border:1px solid #1a7f37')}</td>
<td width="50%" style="padding:4px">${button(content.actions.reply.label, content.actions.reply.href, `background:#ffffff;color:#9a3412;border:1px solid ${ORANGE}`)}</td>
</tr></table>`,
)}
${section(`${paragraph(content.noReply)}<p style="margin:0 0 12px;font-size:15px;line-height:22px">${escapeHtml(content.signature)}<br>${escapeHtml(content.brand)}</p>`)}
${section(
  `<p style="margin:0 0 4px;${MUTED};font-weight:700">${escapeHtml(content.hours.label)}</p>${content.hours.lines
    .map((line) => `<p style="margin:0;${MUTED}">${escapeHtml(line)}</p>`)
    .join(
      '',
    )}<p style="margin:8px 0 0;${MUTED}">${escapeHtml(content.contact.join(' · '))}</p><p style="margin:12px 0 0;${MUTED}">${escapeHtml(content.why)}</p>`,
  '16px 24px 24px;border-top:1px solid #eee5da',
)}`,
  );

  return { subject: content.subject, text, html };
}

/** Label above value, as in the advisor's email: two columns would squeeze both on a phone. */
function factsTable(facts: Fact[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${facts
    .map((fact) => {
      const value = fact.value
        ? `<p style="margin:2px 0 0;font-size:15px;line-height:21px;font-weight:600">${escapeHtml(fact.value)}</p>`
        : '';
      const items = fact.items?.length
        ? `<ul style="margin:4px 0 0;padding-left:20px;font-size:15px;line-height:22px">${fact.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      const link = fact.link
        ? `<p style="margin:2px 0 0;font-size:15px;line-height:21px;font-weight:600"><a href="${escapeHtml(fact.link.href)}" style="color:#9a3412">${escapeHtml(fact.link.label)}</a></p>`
        : '';
      const hint = fact.hint ? `<p style="margin:4px 0 0;${MUTED}">${escapeHtml(fact.hint)}</p>` : '';
      return `<tr><td style="padding:10px 0;border-bottom:1px solid #eee5da"><p style="margin:0;${MUTED}">${escapeHtml(fact.label)}</p>${value}${items}${link}${hint}</td></tr>`;
    })
    .join('')}</table>`;
}

// The advisor's email about a new lead, as HTML and plain text (content:
// advisor-notification-content.ts). The HTML is what mail clients render reliably: nested
// tables, inline styles, no stylesheet or script, one column that fits a phone. Every
// value is HTML-escaped; links are escaped as attribute values.
import escapeHtml from 'escape-html';
import { advisorNotificationContent, ADVISOR_LANGUAGE, type Action, type Row } from './advisor-notification-content';
import type { MailLead } from '../leads/load-mail-lead';
import type { ReplyLinks } from '../replies/reply-links';

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MUTED = 'color:#5c5c5c;font-size:13px;line-height:18px';
const BUTTONS: Record<Action['kind'], string> = {
  whatsapp: 'background:#1a7f37;color:#ffffff;border:1px solid #1a7f37',
  call: 'background:#c2410c;color:#ffffff;border:1px solid #c2410c',
  email: 'background:#ffffff;color:#9a3412;border:1px solid #c2410c',
  inbox: 'background:#1f2937;color:#ffffff;border:1px solid #1f2937',
};

export function renderAdvisorNotification(lead: MailLead, inboxUrl: string, replyLinks: ReplyLinks) {
  const content = advisorNotificationContent(lead, inboxUrl, replyLinks);
  const lines = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`);
  const text = [
    content.heading,
    content.name,
    content.service,
    '',
    ...lines(content.summary),
    ...(content.message ? ['', `${content.message.label}:`, content.message.text] : []),
    '',
    ...content.actions.map((action) => `${action.label}: ${action.href}`),
    '',
    `${content.fields.label}:`,
    ...lines(content.fields.rows),
    '',
    `${content.files.label}:`,
    ...content.files.items.map((item) => `- ${item}`),
    ...(content.origin.rows.length ? ['', `${content.origin.label}:`, ...lines(content.origin.rows)] : []),
  ].join('\n');

  const section = (inner: string, padding = '0 20px 16px') => `<tr><td style="padding:${padding}">${inner}</td></tr>`;
  const title = (label: string) =>
    `<p style="margin:8px 0 4px;font-size:15px;font-weight:700;color:#1a1a1a">${escapeHtml(label)}</p>`;
  const html = `<!doctype html>
<html lang="${ADVISOR_LANGUAGE}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ec"><tr><td align="center" style="padding:12px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;${FONT};color:#1a1a1a">
${section(
  `<p style="margin:0 0 6px;${MUTED}">${escapeHtml(content.heading)}</p>
<h1 style="margin:0;font-size:22px;line-height:28px">${escapeHtml(content.name)}</h1>
<p style="margin:4px 0 0;font-size:16px;line-height:22px;color:#9a3412">${escapeHtml(content.service)}</p>`,
  '20px 20px 12px',
)}
${section(rowsTable(content.summary))}
${content.message ? section(`${title(content.message.label)}<p style="margin:0;padding:10px 12px;background:#fbf7f2;border-left:3px solid #c2410c;font-size:15px;line-height:21px;white-space:pre-wrap">${escapeHtml(content.message.text)}</p>`) : ''}
${section(actionsTable(content.actions))}
${section(`${title(content.fields.label)}${rowsTable(content.fields.rows)}`)}
${section(`${title(content.files.label)}${content.files.items.map((item) => `<p style="margin:0 0 4px;font-size:15px;line-height:21px">${escapeHtml(item)}</p>`).join('')}`)}
${content.origin.rows.length ? section(`${title(content.origin.label)}${rowsTable(content.origin.rows)}`, '0 20px 20px') : ''}
</table>
</td></tr></table>
</body></html>`;

  return { subject: content.subject, text, html };
}

/** Label above value: a two-column table would squeeze both on a phone. */
function rowsTable(rows: Row[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eee5da"><p style="margin:0;${MUTED}">${escapeHtml(label)}</p><p style="margin:2px 0 0;font-size:15px;line-height:21px;white-space:pre-wrap">${escapeHtml(value)}</p></td></tr>`,
    )
    .join('')}</table>`;
}

/** Two buttons a row, each a whole cell a thumb can hit (at least 44 px high). */
function actionsTable(actions: Action[]): string {
  const cells = actions.map(
    (action) =>
      `<td width="50%" style="padding:4px"><a href="${escapeHtml(action.href)}" style="display:block;padding:12px 6px;border-radius:6px;text-align:center;text-decoration:none;font-size:15px;line-height:20px;font-weight:700;${BUTTONS[action.kind]}">${escapeHtml(action.label)}</a></td>`,
  );
  const rows: string[] = [];
  for (let index = 0; index < cells.length; index += 2) {
    rows.push(`<tr>${cells[index]}${cells[index + 1] ?? '<td width="50%" style="padding:4px"></td>'}</tr>`);
  }
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join('')}</table>`;
}

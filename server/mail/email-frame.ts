// The frame every email to a visitor shares (the confirmation, a booked call's emails): the
// firm's name on its colour, one white column of at most 600 px that fits a phone, text and
// colour only (no image, font or stylesheet from elsewhere: mail clients block them, and a remote
// image tells its host when the email is read). `rows` are the body's <tr> rows, escaped already.
import escapeHtml from 'escape-html';

export const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const MUTED = 'color:#5c5c5c;font-size:13px;line-height:18px';
export const ORANGE = '#c2410c';

export function emailFrame(head: { lang: string; subject: string; brand: string }, rows: string): string {
  return `<!doctype html>
<html lang="${head.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(head.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ec"><tr><td align="center" style="padding:12px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;${FONT};color:#1a1a1a">
<tr><td style="padding:18px 24px;background:${ORANGE};border-radius:8px 8px 0 0"><p style="margin:0;font-size:20px;line-height:26px;font-weight:800;color:#ffffff">${escapeHtml(head.brand)}</p></td></tr>
${rows}
</table>
</td></tr></table>
</body></html>`;
}

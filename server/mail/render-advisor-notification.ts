// The advisor's email about a new lead (issue 2, point 8): every field under its readable
// label, the documents listed but never attached, the BSN and date of birth masked
// (common/forms/sensitive-fields.ts), and a link to the lead in the inbox. All visitor input
// is HTML-escaped.
import escapeHtml from 'escape-html';
import { fieldLabel, optionLabel, translate } from '../../common/forms/messages';
import { isSensitiveField, maskSensitive } from '../../common/forms/sensitive-fields';
import type { Lang } from '../../common/lang';
import { MAIL_COPY } from './copy';
import type { MailLead } from './load-mail-lead';

const ADVISOR_LANGUAGE: Lang = 'es';

export function renderAdvisorNotification(lead: MailLead, inboxUrl: string) {
  const copy = MAIL_COPY[ADVISOR_LANGUAGE];
  const formName = translate(ADVISOR_LANGUAGE, `forms.${lead.formType}`);
  const name = typeof lead.data.nombreCompleto === 'string' ? lead.data.nombreCompleto : '';
  const rows: [string, string][] = Object.entries(lead.data)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([field, value]) => [fieldLabel(ADVISOR_LANGUAGE, field), formatValue(field, value)]);
  rows.push(
    [copy.received, lead.createdAt.toISOString()],
    [copy.language, lead.language],
    ...(lead.pagePath ? [[copy.page, lead.pagePath] as [string, string]] : []),
    ...(lead.utmSource || lead.utmCampaign
      ? [[copy.utm, [lead.utmSource, lead.utmCampaign].filter(Boolean).join(' / ')] as [string, string]]
      : []),
  );
  const files = lead.files.map((file) => `${file.originalName} (${formatSize(file.size)})`);
  const link = `${inboxUrl}/leads/${lead.id}`;

  const text = [
    copy.advisorIntro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${copy.files}:`,
    ...(files.length ? files.map((file) => `- ${file}`) : [`- ${copy.noFiles}`]),
    '',
    `${copy.openInInbox}: ${link}`,
  ].join('\n');

  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<p>${escapeHtml(copy.advisorIntro)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><strong>${escapeHtml(copy.files)}:</strong></p>
<ul>${(files.length ? files : [copy.noFiles]).map((file) => `<li>${escapeHtml(file)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.openInInbox)}</a></p>
</body></html>`;

  return {
    subject: `[Lead ${lead.id}] ${copy.advisorSubject}: ${formName}${name ? ` · ${name}` : ''}`,
    text,
    html,
  };
}

function formatValue(field: string, value: unknown): string {
  const copy = MAIL_COPY[ADVISOR_LANGUAGE];
  if (isSensitiveField(field) && typeof value === 'string') return maskSensitive(field, value);
  if (typeof value === 'boolean') return value ? copy.yes : copy.no;
  if (value === 'si') return copy.yes;
  if (value === 'no') return copy.no;
  if (Array.isArray(value)) return value.map((item) => optionLabel(ADVISOR_LANGUAGE, field, String(item))).join(', ');
  if (typeof value === 'string') return optionLabel(ADVISOR_LANGUAGE, field, value);
  return String(value);
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

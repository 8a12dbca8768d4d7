// What the advisor's email about a new lead says, in the order she needs it on a phone's
// lock screen and first screen: who (name, phone, language), what they wrote, when (the
// firm's local time, in words), one-tap replies, then every other field in the form's
// order (the BSN and date of birth masked by the lead read model, server/leads/lead-read-model.ts), the documents
// (listed, never attached) and where the request came from. Rendered to HTML and text by
// render-advisor-notification.ts.
import { BUSINESS } from '../../common/business';
import { fieldLabel } from '../../common/forms/messages';
import { formFields } from '../../common/forms/registry';
import { CONTACT_FIELDS, messageField, whatsappNumber } from '../../common/forms/contact-fields';
import type { Lang } from '../../common/lang';
import { serverT } from '../i18n';
import { answerText } from '../leads/lead-read-model';
import { serviceName } from '../leads/service-name';
import type { MailLead } from '../leads/load-mail-lead';
import type { ReplyLinks } from '../replies/reply-links';

/** She reads the site's leads in Spanish. */
export const ADVISOR_LANGUAGE: Lang = 'es';

export type Row = [label: string, value: string];
export type Action = { label: string; href: string; kind: 'whatsapp' | 'call' | 'email' | 'inbox' };

/** Fields the top of the email already shows, with the visitor's message; the campaign is shown under
 * "Origen" with the page, not as form data. */
const NAME_FIELDS: readonly string[] = [CONTACT_FIELDS.name, CONTACT_FIELDS.surname];
const ORIGIN_FIELDS: readonly string[] = CONTACT_FIELDS.origin;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function advisorNotificationContent(lead: MailLead, inboxUrl: string, replyLinks: ReplyLinks) {
  const t = serverT(ADVISOR_LANGUAGE, 'mail');
  // Name and phone as the inbox derives them (server/leads/lead-query.ts); the housing form's
  // apellidos repeats the surname (docs/decisions/0016-one-person-one-view.md), so it is not shown again.
  const name = lead.name ?? '';
  const phone = lead.phone ?? undefined;
  const whatsapp = whatsappNumber(lead.data, lead.phone);
  const message = messageField(lead.data);
  const service = serviceName(lead.formType, ADVISOR_LANGUAGE);
  const link = `${inboxUrl}/leads/${lead.id}`;
  // Each reply button goes through this server, which records "reply started" on the lead and
  // forwards to WhatsApp, the phone or the mail app with the firm's reply (server/replies/).
  const actions: Action[] = [
    ...(whatsapp
      ? [{ label: t('whatsapp'), href: replyLinks.url(lead.id, 'whatsapp'), kind: 'whatsapp' as const }]
      : []),
    ...(phone ? [{ label: t('call'), href: replyLinks.url(lead.id, 'call'), kind: 'call' as const }] : []),
    ...(lead.email ? [{ label: t('writeEmail'), href: replyLinks.url(lead.id, 'email'), kind: 'email' as const }] : []),
    { label: t('openInInbox'), href: link, kind: 'inbox' },
  ];

  const shown = new Set([
    ...NAME_FIELDS,
    ...CONTACT_FIELDS.phone.filter((field) => lead.data[field] === phone),
    message,
  ]);
  const order = formFields(lead.formType);
  const fields: Row[] = [...order, ...Object.keys(lead.data).filter((field) => !order.includes(field))]
    .filter((field) => !shown.has(field) && !ORIGIN_FIELDS.includes(field))
    .filter((field) => lead.data[field] !== undefined && lead.data[field] !== null && lead.data[field] !== '')
    .map((field) => [fieldLabel(ADVISOR_LANGUAGE, field), answerText(ADVISOR_LANGUAGE, field, lead.data[field])]);

  const utm = [lead.utmSource ?? text(lead.data.utm_source), lead.utmCampaign ?? text(lead.data.utm_campaign)];
  const origin: Row[] = [
    ...(lead.pagePath ? [[t('page'), lead.pagePath] as Row] : []),
    ...(utm.some(Boolean) ? [[t('utm'), utm.filter(Boolean).join(' / ')] as Row] : []),
  ];

  return {
    subject: [service, name || t('noName'), lead.reference].join(' · '),
    heading: `${t('newRequest')} · ${lead.reference}`,
    name: name || t('noName'),
    service,
    summary: [
      ...(phone ? [[t('phone'), phone] as Row] : []),
      [t('language'), t(`languageNames.${lead.language}`)],
      [t('received'), `${receivedAt(lead.createdAt)} (${t('localTime')})`],
    ] satisfies Row[],
    message: message ? { label: t('message'), text: text(lead.data[message])! } : undefined,
    actions,
    fields: { label: t('formData'), rows: fields },
    files: {
      label: t('files'),
      items: lead.files.length
        ? lead.files.map((file) => `${file.originalName} (${formatSize(file.size)})`)
        : [t('noFiles')],
    },
    origin: { label: t('origin'), rows: origin },
  };
}

/** "martes, 24 de noviembre de 2026, 03:51": the firm's clock, whatever the server's. */
function receivedAt(date: Date): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: BUSINESS.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

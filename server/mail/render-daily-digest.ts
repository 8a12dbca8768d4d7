// The morning digest (docs/decisions/0015-today-and-digest.md): the Today list by email, each
// lead with one link that opens it in the inbox. In the advisor's language, like her other email
// (its words in server/locales/*/mail.json, `digest`); days and times in the firm's zone. Visitor
// input is HTML-escaped.
import escapeHtml from 'escape-html';
import type { LeadListRow, LeadRow } from '../../common/inbox/api';
import type { Lang } from '../../common/lang';
import { serverT } from '../i18n';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import { ADVISOR_LANGUAGE } from './advisor-notification-content';

const LOCALES: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const LOCALE = LOCALES[ADVISOR_LANGUAGE];

const day = (iso: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' }) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(LOCALE, { timeZone: 'UTC', ...options });
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(LOCALE, {
    timeZone: FIRM_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

type Item = { name: string; line: string; link: string };

/** What the morning digest lists. */
export type DigestList = {
  today: string;
  followUps: LeadListRow[];
  /** Still new this many hours after they arrived. */
  unansweredHours: number;
  unanswered: LeadListRow[];
};

export function renderDailyDigest(list: DigestList, inboxUrl: string) {
  const t = serverT(ADVISOR_LANGUAGE, 'mail');
  const forms = serverT(ADVISOR_LANGUAGE, 'forms');
  const item = (lead: LeadRow, detail: string): Item => ({
    name: lead.name ?? lead.email ?? '—',
    line: `${forms(`forms.${lead.formType}`)} · ${detail}`,
    link: `${inboxUrl}/leads/${lead.id}`,
  });
  const sections = [
    {
      heading: `${t('digest.followUps')} (${list.followUps.length})`,
      items: list.followUps.map((lead) =>
        item(
          lead,
          t(lead.followUpOn! < list.today ? 'digest.followUpLate' : 'digest.followUpToday', {
            day: day(lead.followUpOn!),
          }),
        ),
      ),
    },
    {
      heading: `${t('digest.unanswered', { hours: list.unansweredHours })} (${list.unanswered.length})`,
      items: list.unanswered.map((lead) => item(lead, t('digest.received', { when: dateTime(lead.createdAt) }))),
    },
  ].filter((section) => section.items.length > 0);
  const intro = t('digest.intro', { day: day(list.today, { weekday: 'long', day: 'numeric', month: 'long' }) });
  const todayUrl = `${inboxUrl}/today`;

  const text = [
    intro,
    ...sections.flatMap((section) => [
      '',
      section.heading,
      ...section.items.flatMap(({ name, line, link }) => [`- ${name} · ${line}`, `  ${link}`]),
    ]),
    '',
    `${t('digest.openToday')}: ${todayUrl}`,
  ].join('\n');

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:8px 14px;border-radius:6px;background:#0b5cad;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${ADVISOR_LANGUAGE}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:640px">
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) => `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>
<ul style="list-style:none;padding:0;margin:0">${section.items
      .map(
        ({ name, line, link }) =>
          `<li style="padding:10px 0;border-bottom:1px solid #ddd"><p style="margin:0 0 8px"><strong>${escapeHtml(name)}</strong><br>${escapeHtml(line)}</p>${button(link, t('digest.open'))}</li>`,
      )
      .join('')}</ul>`,
  )
  .join('\n')}
<p style="margin-top:24px"><a href="${escapeHtml(todayUrl)}">${escapeHtml(t('digest.openToday'))}</a></p>
</body></html>`;

  // "2 seguimientos y 1 solicitud sin contestar": the language's own way of joining a list.
  const counts = [
    list.followUps.length > 0 && t('digest.followUpCount', { count: list.followUps.length }),
    list.unanswered.length > 0 && t('digest.unansweredCount', { count: list.unanswered.length }),
  ].filter((count) => count !== false);
  const items = new Intl.ListFormat(LOCALE, { type: 'conjunction' }).format(counts);
  return { subject: t('digest.subject', { items }), text, html };
}

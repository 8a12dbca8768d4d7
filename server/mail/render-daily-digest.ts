// The morning digest (docs/decisions/0015-today-and-digest.md): the Today list by email, each
// lead with one link that opens it in the inbox. In Spanish, like the advisor's other email;
// days and times in the firm's zone. Visitor input is HTML-escaped.
import escapeHtml from 'escape-html';
import { translate } from '../../common/forms/messages';
import type { LeadRow, TodayList } from '../../common/inbox/api';
import { FIRM_TIME_ZONE } from '../inbox/lead-query';

const COPY = {
  subject: (followUps: number, unanswered: number) =>
    `Hoy: ${[
      followUps && `${followUps} ${followUps === 1 ? 'seguimiento' : 'seguimientos'}`,
      unanswered && `${unanswered} ${unanswered === 1 ? 'solicitud sin contestar' : 'solicitudes sin contestar'}`,
    ]
      .filter(Boolean)
      .join(' y ')}`,
  intro: (day: string) => `Buenos días. Esto es lo que te espera hoy, ${day}.`,
  followUps: 'Seguimientos para hoy o atrasados',
  unanswered: (hours: number) => `Solicitudes nuevas sin contactar desde hace más de ${hours} h`,
  followUpOn: (day: string, late: boolean) => `seguimiento ${late ? 'atrasado, del' : 'para hoy,'} ${day}`,
  received: (when: string) => `recibida el ${when}`,
  open: 'Abrir',
  openToday: 'Ver la lista de hoy en la bandeja',
};

const day = (iso: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' }) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('es-ES', { timeZone: 'UTC', ...options });
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', {
    timeZone: FIRM_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

type Item = { name: string; line: string; link: string };

export function renderDailyDigest(list: TodayList, inboxUrl: string) {
  const item = (lead: LeadRow, detail: string): Item => ({
    name: lead.name ?? lead.email ?? '—',
    line: `${translate('es', `forms.${lead.formType}`)} · ${detail}`,
    link: `${inboxUrl}/leads/${lead.id}`,
  });
  const sections = [
    {
      heading: `${COPY.followUps} (${list.followUps.length})`,
      items: list.followUps.map((lead) =>
        item(lead, COPY.followUpOn(day(lead.followUpOn!), lead.followUpOn! < list.today)),
      ),
    },
    {
      heading: `${COPY.unanswered(list.unansweredHours)} (${list.unanswered.length})`,
      items: list.unanswered.map((lead) => item(lead, COPY.received(dateTime(lead.createdAt)))),
    },
  ].filter((section) => section.items.length > 0);
  const intro = COPY.intro(day(list.today, { weekday: 'long', day: 'numeric', month: 'long' }));
  const todayUrl = `${inboxUrl}/today`;

  const text = [
    intro,
    ...sections.flatMap((section) => [
      '',
      section.heading,
      ...section.items.flatMap(({ name, line, link }) => [`- ${name} · ${line}`, `  ${link}`]),
    ]),
    '',
    `${COPY.openToday}: ${todayUrl}`,
  ].join('\n');

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:8px 14px;border-radius:6px;background:#0b5cad;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:640px">
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) => `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>
<ul style="list-style:none;padding:0;margin:0">${section.items
      .map(
        ({ name, line, link }) =>
          `<li style="padding:10px 0;border-bottom:1px solid #ddd"><p style="margin:0 0 8px"><strong>${escapeHtml(name)}</strong><br>${escapeHtml(line)}</p>${button(link, COPY.open)}</li>`,
      )
      .join('')}</ul>`,
  )
  .join('\n')}
<p style="margin-top:24px"><a href="${escapeHtml(todayUrl)}">${escapeHtml(COPY.openToday)}</a></p>
</body></html>`;

  return { subject: COPY.subject(list.followUps.length, list.unanswered.length), text, html };
}

// Stopping the visitor's reminders (docs/decisions/0062-visitor-reminders-and-revoked-links.md):
// she does it from her request page (a form, no script), from the email's link (a page with the
// same form: a link a mail scanner follows must change nothing) or with her mail app's one-click
// unsubscribe (RFC 8058 posts to the same address); the advisor does it from the inbox.
import escapeHtml from 'escape-html';
import type { Lang } from '../../common/lang';
import { requestPagePath } from '../../common/visitor-links';
import type { Database } from '../db/prisma';
import { serverT } from '../i18n';
import { REMINDED_STATUSES, STILL_ASKED_SELECT, stillAsked } from './still-asked';

/** The action's name after her page's address (/solicitud/<token>/stop-reminders). */
export const STOP_REMINDERS_ACTION = 'stop-reminders';
export type StoppedBy = 'visitor' | 'advisor';

/** Stops them once: a later stop keeps the first one's time and author. */
export async function stopReminders(prisma: Database, leadId: string, by: StoppedBy): Promise<void> {
  await prisma.lead.updateMany({
    where: { id: leadId, remindersStoppedAt: null },
    data: { remindersStoppedAt: new Date(), remindersStoppedBy: by },
  });
}

/** What her page says of the reminders: 'running' (with the button), 'stopped', or nothing when none would go. */
export async function pageReminders(prisma: Database, leadId: string): Promise<'running' | 'stopped' | undefined> {
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: { status: true, email: true, remindersStoppedAt: true, ...STILL_ASKED_SELECT },
  });
  const open = lead?.email && (REMINDED_STATUSES as readonly string[]).includes(lead.status);
  if (!lead || !open || !stillAsked(lead)) return undefined;
  return lead.remindersStoppedAt ? 'stopped' : 'running';
}

/** `primary`: the page's one action (the email's link); beside the rest of her page it stays quiet. */
const stopForm = (lang: Lang, token: string, label: string, primary = false) =>
  `<form method="post" action="${escapeHtml(`${requestPagePath(lang, token)}/${STOP_REMINDERS_ACTION}`)}"><button type="submit"${primary ? '' : ' class="secondary"'}>${escapeHtml(label)}</button></form>`;

/** The request page's section on the reminders. */
export function remindersSection(lang: Lang, token: string, state: 'running' | 'stopped' | undefined): string {
  if (!state) return '';
  const t = serverT(lang, 'reminders');
  const body =
    state === 'stopped'
      ? `<p>${escapeHtml(t('page.stopped'))}</p>`
      : `<p>${escapeHtml(t('page.text'))}</p>${stopForm(lang, token, t('page.stop'))}`;
  return `<section id="reminders" aria-labelledby="reminders-title" data-testid="reminders"><h2 id="reminders-title">${escapeHtml(t('page.title'))}</h2>${body}</section>`;
}

/** The page the email's link opens: the same form, one tap away. */
export function stopRemindersBody(lang: Lang, token: string, reference: string): { title: string; body: string } {
  const t = serverT(lang, 'reminders');
  return {
    title: t('page.confirmTitle'),
    body: `<h1>${escapeHtml(t('page.confirmTitle'))}</h1><section><p>${escapeHtml(t('page.confirmText', { reference }))}</p>
${stopForm(lang, token, t('page.stop'), true)}<p><a href="${escapeHtml(requestPagePath(lang, token))}">${escapeHtml(t('page.back'))}</a></p></section>`,
  };
}

// The request page's content (docs/decisions/0058-request-page.md), and the plain 404 every
// wrong, altered or revoked link gets. Every value is HTML-escaped.
import escapeHtml from 'escape-html';
import { BUSINESS } from '../../common/business';
import { whatsappChatUrl } from '../../common/contact-links';
import type { Lang } from '../../common/lang';
import { NOTE_MAX_LENGTH } from '../../common/inbox/statuses';
import { pagePath } from '../../common/routes';
import { REQUEST_PAGE_PREFIX, requestPagePath } from '../../common/visitor-links';
import { serverT } from '../i18n';
import { bookedCallSection } from './booked-call';
import { documentsSections } from './documents-section';
import { formatDay, type RequestView } from './request-view';

/** The lost-link form's address: the page's prefix without its slash (/solicitud, /en/request). */
export const REQUEST_PAGE_BASE: Record<Lang, string> = {
  es: REQUEST_PAGE_PREFIX.es.slice(0, -1),
  en: REQUEST_PAGE_PREFIX.en.slice(0, -1),
};

/** What she can do from her page: each a form posted to the page's address and the action's name. */
export const REQUEST_ACTIONS = ['reply', 'documents', 'copy', 'erase', 'move-call', 'cancel-call'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];
/** The outcome of an action, shown once above the page after its redirect (`?done=`). */
export const ACTION_OUTCOMES = [
  'replied',
  'emptyReply',
  'copySent',
  'erasureAsked',
  'callMoved',
  'callTaken',
  'callNoTime',
  'callCancelled',
  'callUnchanged',
  'remindersStopped',
  'documentsReceived',
  'documentsHeld',
  'documentsNone',
] as const;
export type ActionOutcome = (typeof ACTION_OUTCOMES)[number];

export const actionPath = (lang: Lang, token: string, action: RequestAction) =>
  `${requestPagePath(lang, token)}/${action}`;

export function requestPageBody(
  view: RequestView,
  token: string,
  {
    outcome,
    videoUrl,
    reminders = '',
    alert,
  }: {
    outcome?: ActionOutcome;
    videoUrl?: string;
    /** The reminders' section, rendered by server/visitor-reminders/stop-reminders.ts. */
    reminders?: string;
    /** What went wrong with what she sent (a refused document), in her language. */
    alert?: string;
  } = {},
): { title: string; body: string } {
  const t = serverT(view.lang, 'request-page');
  const progress = view.progress
    .map((entry) => {
      const label = t(entry.step === 'done' && entry.closed ? 'progress.closed' : `progress.${entry.step}`);
      const when = entry.at ? formatDay(entry.at, view.lang) : entry.state === 'ahead' ? t('progress.ahead') : '';
      const current = entry.state === 'current' ? ` ${t('progress.current')}` : '';
      return `<li class="${entry.state}"${entry.state === 'current' ? ' aria-current="step"' : ''}>${escapeHtml(label + current)}<span class="when">${escapeHtml(when)}</span></li>`;
    })
    .join('');
  const summary = view.summary.length
    ? `<section aria-labelledby="summary"><h2 id="summary">${escapeHtml(t('summary'))}</h2><dl>${view.summary
        .map((row) => `<dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd>`)
        .join('')}</dl><p class="hint">${escapeHtml(t('summaryHint'))}</p></section>`
    : '';
  const title = t('title', { reference: view.reference });
  const notice = alert
    ? `<p class="alert" role="alert" data-testid="alert">${escapeHtml(alert)}</p>`
    : outcome
      ? `<p class="notice" role="status" data-testid="outcome">${escapeHtml(t(`outcome.${outcome}`))}</p>`
      : '';
  return {
    title,
    body: `<h1>${escapeHtml(title)}</h1>
${notice}
<p>${escapeHtml(t('intro'))}</p>
<section aria-labelledby="facts"><h2 id="facts" hidden>${escapeHtml(t('reference'))}</h2><dl>
<dt>${escapeHtml(t('reference'))}</dt><dd class="reference" data-testid="reference">${escapeHtml(view.reference)}</dd>
<dt>${escapeHtml(t('service'))}</dt><dd>${escapeHtml(view.service)}</dd>
<dt>${escapeHtml(t('nextStep'))}</dt><dd data-testid="next-step">${escapeHtml(view.nextStep)}</dd></dl></section>
<section aria-labelledby="progress"><h2 id="progress">${escapeHtml(t('progress.title'))}</h2><ol class="progress" data-testid="progress">${progress}</ol></section>
${
  view.call
    ? bookedCallSection(
        view.lang,
        view.call,
        { move: actionPath(view.lang, token, 'move-call'), cancel: actionPath(view.lang, token, 'cancel-call') },
        videoUrl,
      )
    : ''
}
${messagesSection(view, token)}
${documentsSections(view, actionPath(view.lang, token, 'documents'))}
${reminders}
${summary}
<section aria-labelledby="data"><h2 id="data">${escapeHtml(t('data.title'))}</h2><p>${escapeHtml(t('data.copyText'))}</p>
<form method="post" action="${escapeHtml(actionPath(view.lang, token, 'copy'))}"><button type="submit" class="secondary">${escapeHtml(t('data.copy'))}</button></form>
<p>${escapeHtml(t('data.erasureText'))}</p>
<form method="post" action="${escapeHtml(actionPath(view.lang, token, 'erase'))}"><button type="submit" class="secondary">${escapeHtml(t('data.erasure'))}</button></form></section>
<section><p>${escapeHtml(t('contact', { email: BUSINESS.email, reference: view.reference }))}</p>
<a class="button" href="${escapeHtml(whatsappChatUrl(BUSINESS.whatsappNumber, view.whatsappMessage))}" rel="noreferrer">${escapeHtml(t('whatsapp'))}</a></section>
<p class="hint">${escapeHtml(t('privacy'))}</p>`,
  };
}

/** The firm's notes for her and her answers, oldest first, and the form to answer. */
function messagesSection(view: RequestView, token: string): string {
  if (view.messages.length === 0) return '';
  const t = serverT(view.lang, 'request-page');
  const items = view.messages
    .map(
      (message) =>
        `<li class="message ${message.from}"><span class="when">${escapeHtml(
          `${t(`messages.${message.from}`)} · ${formatDay(message.at, view.lang)}`,
        )}</span><p>${escapeHtml(message.body)}</p></li>`,
    )
    .join('');
  return `<section aria-labelledby="messages"${view.questionOpen ? ' class="asking"' : ''}><h2 id="messages">${escapeHtml(t('messages.title'))}</h2>
<ul class="messages" data-testid="messages">${items}</ul>
<form method="post" action="${escapeHtml(actionPath(view.lang, token, 'reply'))}">
<label for="reply-body">${escapeHtml(t('messages.answer'))}</label>
<textarea id="reply-body" name="body" rows="4" maxlength="${NOTE_MAX_LENGTH}" required></textarea>
<button type="submit">${escapeHtml(t('messages.send'))}</button></form></section>`;
}

/** The lost-link form, and after it was sent the one answer every address gets. */
export function lostLinkBody(lang: Lang, sent: boolean): { title: string; body: string } {
  const t = serverT(lang, 'request-page');
  const answer = sent
    ? `<p class="notice" role="status" data-testid="outcome">${escapeHtml(t('lostLink.sent'))}</p>`
    : '';
  return {
    title: t('lostLink.title'),
    body: `<h1>${escapeHtml(t('lostLink.title'))}</h1>${answer}<section><p>${escapeHtml(t('lostLink.intro'))}</p>
<form method="post" action="${REQUEST_PAGE_BASE[lang]}">
<label for="lost-link-email">${escapeHtml(t('lostLink.email'))}</label>
<input id="lost-link-email" name="email" type="email" autocomplete="email" maxlength="254" required>
<button type="submit">${escapeHtml(t('lostLink.send'))}</button></form></section>`,
  };
}

export function tooManyBody(lang: Lang): { title: string; body: string } {
  const t = serverT(lang, 'request-page');
  return {
    title: t('lostLink.title'),
    body: `<h1>${escapeHtml(t('lostLink.title'))}</h1><section><p role="alert">${escapeHtml(t('lostLink.tooMany'))}</p></section>`,
  };
}

export function notFoundBody(lang: Lang): { title: string; body: string } {
  const t = serverT(lang, 'request-page');
  return {
    title: t('notFound.title'),
    body: `<h1>${escapeHtml(t('notFound.title'))}</h1><section><p>${escapeHtml(t('notFound.text'))}</p>
<p><a href="${REQUEST_PAGE_BASE[lang]}">${escapeHtml(t('notFound.lostLink'))}</a></p>
<p><a href="${pagePath('home', lang)}">${escapeHtml(t('notFound.home'))}</a></p></section>`,
  };
}

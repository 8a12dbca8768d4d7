// Her booked call on the request page (docs/decisions/0059-booked-call-on-the-request-page.md):
// its kind, its time on the firm's clock and on hers, whether it still stands, how it is held,
// and, while it is still to come, the free times she may move it to, grouped by day. Moving and
// cancelling go through server/booking/change-booking.ts, which emails and pushes.
import escapeHtml from 'escape-html';
import { BUSINESS } from '../../common/business';
import { KIND_MINUTES, kindFromDatabase, type BookingKind } from '../../common/booking/booking-kinds';
import type { Lang } from '../../common/lang';
import { pagePath } from '../../common/routes';
import type { Database } from '../db/prisma';
import { freeSlots } from '../booking/book-call';
import { callTimes, knownTimeZone } from '../booking/call-times';
import { serverT } from '../i18n';

/** The most days of free times the move form offers: enough to choose, short on a phone. */
const MOVE_DAYS = 5;

export type BookedCall = {
  kind: BookingKind;
  startsAt: Date;
  endsAt: Date;
  visitorTimeZone: string | undefined;
  cancelled: boolean;
  /** Still to come and not cancelled: she may move or cancel it. */
  changeable: boolean;
  /** The free starts she may move it to, by Amsterdam day (empty unless changeable). */
  freeDays: { day: string; starts: string[] }[];
};

/** Undefined when the lead booked no call. */
export async function loadBookedCall(prisma: Database, leadId: string): Promise<BookedCall | undefined> {
  const booking = await prisma.booking.findUnique({
    where: { leadId },
    select: { kind: true, startsAt: true, endsAt: true, cancelledAt: true, visitorTimeZone: true },
  });
  if (!booking) return undefined;
  const kind = kindFromDatabase(booking.kind);
  const cancelled = booking.cancelledAt !== null;
  const changeable = !cancelled && booking.startsAt > new Date();
  return {
    kind,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    visitorTimeZone: knownTimeZone(booking.visitorTimeZone),
    cancelled,
    changeable,
    freeDays: changeable ? byDay(await freeSlots(prisma, kind)) : [],
  };
}

/** The free starts carry Amsterdam's offset, so their first ten characters are the Amsterdam day. */
function byDay(starts: string[]): BookedCall['freeDays'] {
  const days = new Map<string, string[]>();
  for (const start of starts) {
    const day = start.slice(0, 10);
    if (!days.has(day) && days.size === MOVE_DAYS) break;
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return [...days].map(([day, dayStarts]) => ({ day, starts: dayStarts }));
}

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const clock = (lang: Lang, timeZone: string, date: Date) =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone, hour: '2-digit', minute: '2-digit' }).format(date);
const dayName = (lang: Lang, date: Date) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: BUSINESS.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(date);

/** The call's section, with the forms to move and cancel it while it is still to come. */
export function bookedCallSection(
  lang: Lang,
  call: BookedCall,
  paths: { move: string; cancel: string },
  videoUrl: string | undefined,
): string {
  const t = serverT(lang, 'request-page');
  const b = serverT(lang, 'booking');
  const times = callTimes(lang, call.startsAt, call.endsAt, call.visitorTimeZone);
  const datetime = call.startsAt.toISOString();
  const how = videoUrl
    ? b('how.video', { url: videoUrl })
    : b('how.whatsapp', { url: `https://wa.me/${BUSINESS.whatsappNumber}` });
  const state = call.cancelled ? 'cancelled' : call.changeable ? 'booked' : 'past';
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const at = (text: string) => `<time datetime="${datetime}">${escapeHtml(text)}</time>`;
  const facts = [
    row(t('call.kind'), escapeHtml(b(`kind.${call.kind}`, { minutes: KIND_MINUTES[call.kind] }))),
    row(t('call.amsterdam'), at(times.firm)),
    times.visitor ? row(t('call.yours', { zone: times.visitor.zone }), at(times.visitor.range)) : '',
    row(t('call.state'), `<span data-testid="call-state">${escapeHtml(t(`call.${state}`))}</span>`),
    call.cancelled ? '' : row(t('call.how'), escapeHtml(how)),
  ].join('');
  const again = call.cancelled
    ? `<p>${escapeHtml(t('call.bookAgainText'))}</p><a class="button" href="${pagePath('booking', lang)}">${escapeHtml(t('call.bookAgain'))}</a>`
    : '';
  return `<section aria-labelledby="call" data-testid="booked-call"><h2 id="call">${escapeHtml(t('call.title'))}</h2><dl>${facts}</dl>
${again}${call.changeable ? moveForm(lang, call, paths.move) + cancelForm(lang, paths.cancel) : ''}</section>`;
}

function moveForm(lang: Lang, call: BookedCall, action: string): string {
  const t = serverT(lang, 'request-page');
  const theirs = call.visitorTimeZone;
  const days = call.freeDays
    .map(({ day, starts }) => {
      const options = starts
        .map((start) => {
          const at = new Date(start);
          const firm = clock(lang, BUSINESS.timeZone, at);
          const own = theirs && clock(lang, theirs, at);
          const label = own && own !== firm ? t('call.slotBoth', { firm, own }) : firm;
          return `<label class="slot"><input type="radio" name="startsAt" value="${escapeHtml(start)}" required><time datetime="${escapeHtml(start)}">${escapeHtml(label)}</time></label>`;
        })
        .join('');
      return `<fieldset><legend>${escapeHtml(dayName(lang, new Date(`${day}T12:00:00Z`)))}</legend><div class="slots">${options}</div></fieldset>`;
    })
    .join('');
  const body = days
    ? `<form method="post" action="${escapeHtml(action)}"><p class="hint">${escapeHtml(t('call.moveHint'))}</p>${days}<button type="submit">${escapeHtml(t('call.moveSubmit'))}</button></form>`
    : `<p>${escapeHtml(t('call.noFreeTimes'))}</p>`;
  return `<details class="change" data-testid="move-call"><summary>${escapeHtml(t('call.move'))}</summary>${body}</details>`;
}

/** A second step before a cancellation, with no script: the real button is inside. */
function cancelForm(lang: Lang, action: string): string {
  const t = serverT(lang, 'request-page');
  return `<details class="change" data-testid="cancel-call"><summary>${escapeHtml(t('call.cancel'))}</summary>
<form method="post" action="${escapeHtml(action)}"><p>${escapeHtml(t('call.cancelConfirmText'))}</p><button type="submit" class="danger">${escapeHtml(t('call.cancelConfirm'))}</button></form></details>`;
}

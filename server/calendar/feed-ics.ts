// The private feed's ICS (ical-generator): each live booking with its kind, the lead's first
// name and reference, and a link to the lead in the inbox. Nothing more of the request: a
// subscribed calendar syncs to other servers (her phone's cloud), so no BSN, no answers.
import ical from 'ical-generator';
import { BUSINESS } from '../../common/business';
import type { CalendarBooking } from '../../common/inbox/calendar';
import type { Lang } from '../../common/lang';
import { serverT } from '../i18n';

/** How often a subscribed calendar should ask again (calendars may ask less often). */
const REFRESH_SECONDS = 15 * 60;

/** "María José García" → "María": the first word is enough to recognise the call. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '—';

export function renderFeed(bookings: CalendarBooking[], lang: Lang, publicBaseUrl: string): string {
  const t = serverT(lang, 'calendar');
  const calendar = ical({ name: t('feedName', { brand: BUSINESS.brand }), ttl: REFRESH_SECONDS });
  for (const booking of bookings) {
    const url = `${publicBaseUrl}/inbox/leads/${booking.leadId}`;
    calendar.createEvent({
      // Stable per booking: a moved call updates its event instead of adding one.
      id: `booking-${booking.id}@${new URL(publicBaseUrl).hostname}`,
      start: new Date(booking.startsAt),
      end: new Date(booking.endsAt),
      summary: t('summary', {
        kind: t(`kind.${booking.kind}`),
        name: firstName(booking.name),
        reference: booking.reference,
      }),
      description: t('description', { reference: booking.reference, url }),
      url,
    });
  }
  return calendar.toString();
}

// The two calls a visitor books on the site (docs/decisions/0055-booking-on-the-site.md): their
// lengths come from CALLS in business.ts, their names in the address (?tipo=) from here.
import { CALLS } from '../business';
import type { Lang } from '../lang';
import { pagePath } from '../routes';

export const BOOKING_KINDS = ['free', 'urgent'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The query parameter that preselects a kind on the booking page, in both languages. */
export const KIND_PARAM = 'tipo';
/** Its values: /reserva?tipo=urgente, /en/book?tipo=urgente. */
export const KIND_PARAM_VALUES: Record<BookingKind, string> = { free: 'gratuita', urgent: 'urgente' };

export const KIND_MINUTES: Record<BookingKind, number> = {
  free: CALLS.freeConsultation,
  urgent: CALLS.urgentVideo,
};

/** The database's enum (prisma/schema.prisma, BookingKind) for each kind. */
export const KIND_IN_DATABASE = { free: 'FREE_CONSULTATION', urgent: 'URGENT_VIDEO' } as const satisfies Record<
  BookingKind,
  string
>;

export function isBookingKind(value: unknown): value is BookingKind {
  return typeof value === 'string' && (BOOKING_KINDS as readonly string[]).includes(value);
}

export function kindFromDatabase(value: (typeof KIND_IN_DATABASE)[BookingKind]): BookingKind {
  return value === 'URGENT_VIDEO' ? 'urgent' : 'free';
}

/** The kind an address asks for (?tipo=urgente), or undefined. */
export function kindFromParam(value: string | null): BookingKind | undefined {
  return BOOKING_KINDS.find((kind) => KIND_PARAM_VALUES[kind] === value);
}

/** The booking page with a kind chosen: /reserva?tipo=urgente, /en/book?tipo=gratuita. */
export function bookingPagePath(lang: Lang, kind?: BookingKind): string {
  const path = pagePath('booking', lang);
  return kind ? `${path}?${KIND_PARAM}=${KIND_PARAM_VALUES[kind]}` : path;
}

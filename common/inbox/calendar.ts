// The advisor's calendar in the inbox (docs/decisions/0057-calendar-in-the-inbox.md): what the
// API answers about bookings, blocks and the private feed, and what she may send. Days and
// times she types are the firm's (Amsterdam); the server turns them into instants.
import { z } from 'zod';
import { BUSINESS } from '../business';
import { storable } from '../forms/fields';

export const BOOKING_KINDS = ['FREE_CONSULTATION', 'URGENT_VIDEO'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** A lead's booked call as the inbox shows it. */
export type BookingInfo = {
  id: string;
  leadId: string;
  kind: BookingKind;
  startsAt: string;
  endsAt: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
};

/** A booking on the calendar and on Today: the call and whose it is. */
export type CalendarBooking = BookingInfo & { reference: string; name: string | null };

export type CalendarBlockEntry = {
  id: string;
  startsAt: string;
  endsAt: string;
  note: string | null;
  /** From midnight to midnight in Amsterdam: shown as days, not hours. */
  wholeDays: boolean;
};

export type CalendarFeedState = { active: boolean; createdAt: string | null };

/** GET /calendar: the live bookings and blocks from now on, and whether a feed is out. */
export type CalendarView = {
  now: string;
  bookings: CalendarBooking[];
  blocks: CalendarBlockEntry[];
  feed: CalendarFeedState;
};

/** POST /calendar/feed answers the feed's address once: only its hash is kept. */
export type CalendarFeedCreated = { url: string; createdAt: string };

/** Times a booking may move to (the booking's own slot rules), as instants. */
export type FreeTimes = { times: string[] };

const NOTE_MAX = 200;
const note = storable(z.string().trim().max(NOTE_MAX, { error: 'validation.tooLong' }))
  .optional()
  .transform((text) => text || null);
const day = z.iso.date({ error: 'validation.date' });
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });

/** The firm's day and clock at an instant: { day: '2026-11-26', clock: '17:05' }. */
export function firmDayAndClock(at: Date): { day: string; clock: string } {
  const [day = '', time = ''] = at.toLocaleString('sv-SE', { timeZone: BUSINESS.timeZone, hour12: false }).split(' ');
  return { day, clock: time.slice(0, 5) };
}

/** Whole days (holidays), both days included, or a time range on one day; none already over at `now`. */
export function newBlockSchema(now: Date) {
  const today = firmDayAndClock(now);
  return z.discriminatedUnion('kind', [
    z
      .object({ kind: z.literal('days'), from: day, to: day, note })
      .strict()
      .refine((block) => block.to >= block.from, { error: 'validation.dateOrder', path: ['to'] })
      .refine((block) => block.to >= today.day, { error: 'validation.dateInPast', path: ['to'] }),
    z
      .object({ kind: z.literal('hours'), day, from: clock, to: clock, note })
      .strict()
      .refine((block) => block.to > block.from, { error: 'validation.timeOrder', path: ['to'] })
      .refine((block) => block.day > today.day || (block.day === today.day && block.to > today.clock), {
        error: 'validation.dateInPast',
        path: ['day'],
      }),
  ]);
}
export type NewBlock = z.output<ReturnType<typeof newBlockSchema>>;

export const MoveBookingSchema = z.object({ startsAt: z.iso.datetime({ offset: true }) }).strict();

/** Free times offered for a move: this many days ahead, from the day asked for. */
export const MOVE_DAYS = 7;
export const FreeTimesQuerySchema = z.object({ from: day.optional() });

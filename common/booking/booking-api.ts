// The booking endpoints' contract (docs/decisions/0055-booking-on-the-site.md), shared by the
// booking page and the server. No zod here: the page reads times before it loads a schema.
import type { ProofForm } from '../api/submission';
import type { BookingKind } from './booking-kinds';

/** GET ?kind=free|urgent: the times still free, soonest first. */
export const SLOTS_PATH = '/functions/booking/slots';
/** POST a BookingRequest: books the time and stores the lead. */
export const BOOK_PATH = '/functions/booking';
/** The bot check's form name for a booking: its proof counts only here (server/leads/bot-check.ts). */
export const BOOKING_PROOF_FORM = 'booking' satisfies ProofForm;
/** The visitor's own endpoints, by the token of her request page (common/visitor-links.ts). */
export const visitorBookingPath = (token: string, action: 'cancel' | 'move') =>
  `/functions/visitor/${token}/booking/${action}`;

/** A bookable time: its start as ISO 8601 with Amsterdam's offset (2026-12-01T18:00:00.000+01:00). */
export type Slot = string;
export type SlotsAnswer = { kind: BookingKind; minutes: number; slots: Slot[] };

/** What the page shows once a time is booked. */
export type BookingConfirmed = {
  reference: string;
  kind: BookingKind;
  startsAt: Slot;
  endsAt: Slot;
  /** The token of her request page, where she moves or cancels it. */
  visitorToken: string;
};

/** 409: the time was taken meanwhile; `nearest` are the free times closest to it. */
export type BookingTaken = { success: false; error: string; code: 'taken'; nearest: Slot[] };

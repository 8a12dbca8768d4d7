// What the advisor's cancel and move need from the bookings' own rules (server/booking/): the
// same functions the visitor's request page uses, so the time frees or moves under the same
// database constraint and the visitor is told by the same email with a new invitation.
// docs/decisions/0057-calendar-in-the-inbox.md.

export type BookingChangeOutcome = 'done' | 'gone' | 'taken';

export type BookingChanges = {
  /** Cancels a live booking as the advisor and tells the visitor. 'gone': cancelled or over already. */
  cancel(bookingId: string): Promise<Exclude<BookingChangeOutcome, 'taken'>>;
  /** Moves a live booking to a free time and tells the visitor. 'taken': that time is not free. */
  move(bookingId: string, startsAt: Date): Promise<BookingChangeOutcome>;
  /** The times this booking could move to, on `days` Amsterdam days from `fromDay`. */
  freeTimes(bookingId: string, fromDay: string, days: number): Promise<Date[]>;
};

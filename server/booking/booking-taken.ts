// A time that is no longer free when a visitor asks for it: someone else booked it meanwhile,
// the advisor blocked it, or it was never on offer. The router answers 409 with the nearest
// free times (common/booking/booking-api.ts, BookingTaken).
export class BookingTaken extends Error {
  constructor(readonly nearest: string[]) {
    super('booking time taken');
  }
}

/** PostgreSQL's exclusion_violation: bookings_no_overlap refused a second live booking for a time. */
export function isOverlapRefusal(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code === '23P01') return true;
    if (typeof message === 'string' && message.includes('bookings_no_overlap')) return true;
  }
  return false;
}

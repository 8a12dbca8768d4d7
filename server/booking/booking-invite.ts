// The calendar invitation of a booked call (docs/decisions/0055-booking-on-the-site.md), made by
// ical-generator: METHOD:REQUEST with the firm as organiser and the visitor as attendee for a
// new or moved call, METHOD:CANCEL for a cancelled one; METHOD:PUBLISH in the advisor's own
// email (the organiser does not invite herself, she adds it to her calendar). One UID per booking and a SEQUENCE
// raised at each change, so her calendar replaces the event it holds (RFC 5546). Times are
// written in UTC: one instant that every calendar shows on its owner's clock, with no time zone
// definition to get wrong; the description names the time in Amsterdam and in her zone.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BUSINESS } from '../../common/business';

export type InviteBooking = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  visitor: { name: string; email: string };
};

export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

export type InviteText = { summary: string; description: string; location: string };

export function bookingInvite(
  booking: InviteBooking,
  text: InviteText,
  { method, host, organizerEmail }: { method: InviteMethod; host: string; organizerEmail: string },
): string {
  const calendar = ical({
    prodId: { company: BUSINESS.brand, product: 'bookings', language: 'ES' },
    method: METHODS[method],
  });
  calendar.createEvent({
    id: `booking-${booking.id}@${host}`,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: new Date(),
    summary: text.summary,
    description: text.description,
    location: text.location,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: BUSINESS.brand, email: organizerEmail },
    attendees: [
      {
        name: booking.visitor.name,
        email: booking.visitor.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: method === 'REQUEST',
      },
    ],
  });
  return calendar.toString();
}

// The body of POST /functions/booking (common/booking/booking-api.ts), read before anything is
// checked: the kind, the time asked for, the visitor's time zone, the booking form's answers
// (checked by their own schema afterwards), and the bot check's fields.
import { z } from 'zod';
import { BOT_CHECK_FIELD, FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../common/api/submission';
import { BOOKING_KINDS } from '../../common/booking/booking-kinds';
import { LANGS } from '../../common/lang';

/** An IANA zone name as browsers give it (America/Bogota, Etc/GMT+5); checked against the zone data later. */
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

export const BookingRequestSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  startsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string().regex(TIME_ZONE).optional(),
  language: z.enum(LANGS).optional(),
  formData: z.record(z.string(), z.unknown()),
  [BOT_CHECK_FIELD]: z.string().max(10_000).optional(),
  [HONEYPOT_FIELD]: z.unknown().optional(),
  [FILL_TIME_FIELD]: z.number().optional(),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

export const MoveRequestSchema = z.object({ startsAt: z.iso.datetime({ offset: true }) });

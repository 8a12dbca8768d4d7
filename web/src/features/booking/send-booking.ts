// POST /functions/booking (common/booking/booking-api.ts): the answer as one of four outcomes the
// form tells apart — booked, the time taken (with the nearest free ones), refused with the
// server's message (and the fields it names), or no answer at all.
import { BOOK_PATH, type BookingConfirmed, type BookingTaken } from '../../../../common/booking/booking-api';
import { HONEYPOT_FIELD, type SubmissionFailure } from '../../../../common/api/submission';
import type { BookingKind } from '../../../../common/booking/booking-kinds';
import type { Lang } from '../../../../common/lang';
import type { BotFields } from '../../lib/bot-check-solver';

export type BookingOutcome =
  | ({ ok: true } & BookingConfirmed)
  | { ok: false; kind: 'taken'; nearest: string[] }
  | { ok: false; kind: 'refused'; message: string; fieldErrors?: Record<string, { message: string }> }
  | { ok: false; kind: 'network' };

export async function sendBooking(request: {
  kind: BookingKind;
  startsAt: string;
  formData: Record<string, unknown>;
  lang: Lang;
  timeZone: string;
  honeypot: string | undefined;
  botCheck: BotFields | undefined;
}): Promise<BookingOutcome> {
  let response: Response;
  try {
    response = await fetch(BOOK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: request.kind,
        startsAt: request.startsAt,
        formData: request.formData,
        language: request.lang,
        timeZone: request.timeZone,
        ...(request.honeypot && { [HONEYPOT_FIELD]: request.honeypot }),
        ...request.botCheck,
      }),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const body = (await response.json().catch(() => undefined)) as
    (BookingConfirmed & { success: true }) | BookingTaken | SubmissionFailure | undefined;
  if (!body) return { ok: false, kind: 'network' };
  if (body.success) return { ok: true, ...body };
  if ('code' in body && body.code === 'taken') return { ok: false, kind: 'taken', nearest: body.nearest };
  return {
    ok: false,
    kind: 'refused',
    message: body.error,
    fieldErrors: 'fieldErrors' in body ? body.fieldErrors : undefined,
  };
}

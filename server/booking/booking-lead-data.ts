// A booking is a lead of the private-consultation form (docs/decisions/0055-booking-on-the-site.md):
// the advisor's email, push, inbox, exports and reply templates read it like any other request.
// Its answers are the booking form's, under that form's field names; the time is written into
// `diasHorarios` (the form's "days and times") on the firm's clock, and rewritten when it moves.
import { DateTime } from 'luxon';
import { BUSINESS } from '../../common/business';
import type { BookingForm } from '../../common/booking/booking-form';
import type { ConsultationForm } from '../../common/forms/consultation';

/** The form whose leads bookings are. */
export const BOOKING_LEAD_FORM = 'consultation' as const;

/** "2026-12-01 18:00–18:15 Europe/Amsterdam": the booked time as the advisor reads it in the lead. */
export function bookedTimeText(startsAt: Date, endsAt: Date): string {
  const zone = { zone: BUSINESS.timeZone };
  const start = DateTime.fromJSDate(startsAt, zone);
  return `${start.toFormat('yyyy-MM-dd HH:mm')}–${DateTime.fromJSDate(endsAt, zone).toFormat('HH:mm')} ${BUSINESS.timeZone}`;
}

type BookingLeadData = Omit<ConsultationForm, 'ciudadResidencia' | 'temaPrincipal'> & { temaPrincipal?: string };

export function bookingLeadData(form: BookingForm, time: { startsAt: Date; endsAt: Date }): BookingLeadData {
  return {
    nombreCompleto: form.nombreCompleto,
    email: form.email,
    telefono: form.telefono,
    // Both are held by video (BOOKING_VIDEO_URL, else WhatsApp video); the kind is the booking's.
    tipoLlamada: 'videollamada',
    diasHorarios: bookedTimeText(time.startsAt, time.endsAt),
    ...(form.tema ? { temaPrincipal: form.tema } : {}),
    acceptPrivacyPolicy: true,
  };
}

// The booking form's fields in the order shown, apart from its schema (booking-form.ts) so that
// the booking page names them without loading the validation library before the visitor sends.
export const BOOKING_FIELDS = ['nombreCompleto', 'email', 'telefono', 'tema', 'acceptPrivacyPolicy'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

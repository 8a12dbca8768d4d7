// The booking's form (docs/decisions/0055-booking-on-the-site.md): who books, checked by the
// same field rules as the forms, in the browser and on the server. The kind and the time travel
// beside it and are checked against the free times on the server.
import type { z } from 'zod';
import { LIMITS, email, formSchema, mustAccept, optionalText, phone, requiredText } from '../forms/fields';
import type { BookingField } from './booking-fields';

export const BookingFormSchema = formSchema({
  nombreCompleto: requiredText(LIMITS.name),
  email: email(),
  telefono: phone(),
  tema: optionalText(LIMITS.long),
  acceptPrivacyPolicy: mustAccept(),
} satisfies Record<BookingField, z.ZodType>);

export type BookingForm = z.output<typeof BookingFormSchema>;

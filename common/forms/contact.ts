// Home contact form (docs/product.md#forms); its formType label is 'Contacto' (labels.ts).
import type { z } from 'zod';
import { LIMITS, email, formSchema, optionalPhone, optionalText, requiredText } from './fields';

export const ContactFormSchema = formSchema({
  nombreCompleto: requiredText(LIMITS.name),
  email: email(),
  telefono: optionalPhone(),
  asunto: optionalText(LIMITS.text),
  mensaje: requiredText(LIMITS.long),
});

export type ContactForm = z.output<typeof ContactFormSchema>;

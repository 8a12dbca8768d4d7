// Private consultation booking form: every field required except comentarios, and the privacy policy accepted
// (docs/product.md#forms).
import type { z } from 'zod';
import { LIMITS, choice, email, formSchema, mustAccept, optionalText, phone, requiredText } from './fields';

export const TIPO_LLAMADA = ['llamada', 'videollamada'] as const;

export const ConsultationFormSchema = formSchema({
  nombreCompleto: requiredText(LIMITS.name),
  email: email(),
  telefono: phone(),
  ciudadResidencia: requiredText(LIMITS.short),
  tipoLlamada: choice(TIPO_LLAMADA),
  diasHorarios: requiredText(LIMITS.long),
  temaPrincipal: requiredText(LIMITS.long),
  comentarios: optionalText(LIMITS.long),
  acceptPrivacyPolicy: mustAccept(),
});

export type ConsultationForm = z.output<typeof ConsultationFormSchema>;

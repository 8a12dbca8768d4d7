// Medical help form (health insurance and Zorgtoeslag): every answer required except comentarios
// (docs/product.md#forms).
import type { z } from 'zod';
import { LIMITS, formSchema, optionalText, yesNo } from './fields';
import { personalFields } from './personal';

export const HealthFormSchema = formSchema(
  {
    ...personalFields,
    tieneSeguroMedico: yesNo(),
    tieneIngresos: yesNo(),
    recibiZorgtoeslag: yesNo(),
    tienePareja: yesNo(),
    nombrePareja: optionalText(LIMITS.name),
    gestionarSubsidio: yesNo(),
    comentarios: optionalText(LIMITS.long),
  },
  {
    dependents: [{ field: 'nombrePareja', on: 'tienePareja', required: true }],
  },
);

export type HealthForm = z.output<typeof HealthFormSchema>;

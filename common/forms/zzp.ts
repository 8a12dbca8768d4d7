// Freelancer (ZZP) registration form; tipoGastos is conditional (docs/product.md#forms).
import type { z } from 'zod';
import { LIMITS, date, formSchema, kvkNumber, optionalText, requiredText, yesNo } from './fields';
import { personalFields } from './personal';

export const ZzpFormSchema = formSchema(
  {
    ...personalFields,
    nombreEmpresa: requiredText(LIMITS.short),
    numeroKVK: kvkNumber(),
    // May lie in the future: people register before they start invoicing.
    fechaInicioActividades: date(),
    sectorTrabajo: requiredText(LIMITS.short),
    facturacionHolanda: yesNo(),
    facturacionExtranjero: yesNo(),
    declaracionIVA: yesNo(),
    gastosProfesionales: yesNo(),
    tipoGastos: optionalText(LIMITS.long),
    comentarios: optionalText(LIMITS.long),
  },
  {
    dependents: [{ field: 'tipoGastos', on: 'gastosProfesionales', required: true }],
  },
);

export type ZzpForm = z.output<typeof ZzpFormSchema>;

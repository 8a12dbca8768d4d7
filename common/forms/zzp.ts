// Freelancer (ZZP) registration form; tipoGastos is conditional (docs/product.md#forms). The
// company's name, KvK number and start date are asked only of a visitor already registered with
// the KvK: registering people is what the service is for (docs/decisions/0036-forms-that-fit.md).
import type { z } from 'zod';
import { LIMITS, formSchema, optionalDate, optionalKvkNumber, optionalText, requiredText, yesNo } from './fields';
import { personalFields } from './personal';

export const ZzpFormSchema = formSchema(
  {
    ...personalFields,
    registradoKVK: yesNo(),
    nombreEmpresa: optionalText(LIMITS.short),
    numeroKVK: optionalKvkNumber(),
    // May lie in the future: people register before they start invoicing.
    fechaInicioActividades: optionalDate(),
    sectorTrabajo: requiredText(LIMITS.short),
    facturacionHolanda: yesNo(),
    facturacionExtranjero: yesNo(),
    declaracionIVA: yesNo(),
    gastosProfesionales: yesNo(),
    tipoGastos: optionalText(LIMITS.long),
    comentarios: optionalText(LIMITS.long),
  },
  {
    dependents: [
      { field: 'nombreEmpresa', on: 'registradoKVK', required: true },
      { field: 'numeroKVK', on: 'registradoKVK', required: true },
      { field: 'fechaInicioActividades', on: 'registradoKVK', required: true },
      { field: 'tipoGastos', on: 'gastosProfesionales', required: true },
    ],
  },
);

export type ZzpForm = z.output<typeof ZzpFormSchema>;

// Tax declaration form (Belastingaangifte 2024), with its conditional fields and documents (docs/product.md#forms).
import type { z } from 'zod';
import { LIMITS, choice, formSchema, multiChoice, optionalDate, optionalText, yesNo } from './fields';
import { personalFields } from './personal';

export const SITUACION_CIVIL = ['soltero', 'casado', 'pareja-registrada', 'divorciado', 'viudo'] as const;
export const SUBSIDIOS = ['Zorgtoeslag', 'Huurtoeslag', 'Kindgebonden budget', 'Otro', 'No'] as const;

export const TaxReturnFormSchema = formSchema(
  {
    ...personalFields,
    fechaLlegada: optionalDate(),
    situacionCivil: choice(SITUACION_CIVIL),
    tienePareja: yesNo(),
    nombrePareja: optionalText(LIMITS.name),
    ingresosHolanda: yesNo(),
    trabajoFuera: yesNo(),
    paisDuracion: optionalText(LIMITS.long),
    // "No" means "I receive none", so it cannot sit next to an allowance.
    subsidios: multiChoice(SUBSIDIOS, {
      exclusive: { value: 'No', error: 'validation.subsidiosExclusive' },
    }).required(),
    hipoteca: yesNo(),
    otrosIngresos: optionalText(LIMITS.long),
  },
  {
    dependents: [
      { field: 'nombrePareja', on: 'tienePareja', required: true },
      { field: 'paisDuracion', on: 'trabajoFuera', required: true },
    ],
  },
);

export type TaxReturnForm = z.output<typeof TaxReturnFormSchema>;

// Housing search landing form (docs/product.md#forms): its fields, rules and the formData the browser sends.
import type { z } from 'zod';
import {
  LIMITS,
  email,
  formSchema,
  multiChoice,
  mustAccept,
  optionalBoolean,
  optionalFutureDate,
  optionalNumber,
  optionalPhone,
  optionalText,
  optionalYesNo,
  requiredText,
} from './fields';

export const CIUDADES = ['Ámsterdam', 'Róterdam', 'Utrecht', 'La Haya', 'Eindhoven', 'Otra'] as const;
export const TIPOS_VIVIENDA = ['estudio', '1-hab', '2-hab', '3-hab', 'amueblado', 'sin-amueblar'] as const;
export const PRIORIDADES = [
  'BRP',
  'Cerca del trabajo/uni',
  'Transporte público',
  'Luz natural',
  'Balcón',
  'Otros',
] as const;

/** Our choices where the original product set no limit: a monthly budget above 100,000 euros and households of
 * more than 20 people are typos. */
const BUDGET_MAX = 100_000;
const PEOPLE_MAX = 20;

export const HousingSearchFormSchema = formSchema(
  {
    // The browser sends name and surname joined here (as the original form did) and the surname again
    // below; the full name is stored once (rule fullName), the surname apart as well.
    nombreCompleto: requiredText(LIMITS.name),
    apellidos: requiredText(LIMITS.name),
    email: email(),
    whatsapp: optionalPhone(),
    // The original form marked the label required but nothing enforced it; we do.
    ciudades: multiChoice(CIUDADES).required(),
    presupuesto: optionalNumber({ min: 0, max: BUDGET_MAX }),
    fechaMudanza: optionalFutureDate(),
    numeroPersonas: optionalNumber({ min: 1, max: PEOPLE_MAX, integer: true }),
    mascotas: optionalYesNo(),
    mascotasDetalle: optionalText(LIMITS.text),
    // A list because that is what the original form sent, but a single choice in the form.
    tiposVivienda: multiChoice(TIPOS_VIVIENDA, { max: 1 }).optional(),
    prioridades: multiChoice(PRIORIDADES).optional(),
    mensaje: optionalText(LIMITS.long),
    utm_source: optionalText(LIMITS.text),
    utm_campaign: optionalText(LIMITS.text),
    consentimientoPrivacidad: mustAccept(),
    consentimientoContacto: optionalBoolean(),
  },
  {
    dependents: [{ field: 'mascotasDetalle', on: 'mascotas', required: false }],
    fullName: { name: 'nombreCompleto', surname: 'apellidos' },
  },
);

export type HousingSearchForm = z.output<typeof HousingSearchFormSchema>;

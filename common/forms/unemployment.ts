// Unemployment / U1 form (docs/product.md#forms).
import type { z } from 'zod';
import { LIMITS, anyPostcode, formSchema, optionalDate, optionalText, requiredText, yesNo } from './fields';
import { personalFields } from './personal';

export const UnemploymentFormSchema = formSchema(
  {
    nombreCompleto: personalFields.nombreCompleto,
    fechaNacimiento: personalFields.fechaNacimiento,
    nacionalidad: requiredText(LIMITS.short),
    direccion: personalFields.direccion,
    ciudad: personalFields.ciudad,
    // Our choice: U1 applicants often already live in Spain or elsewhere, so a foreign postcode is accepted.
    codigoPostal: anyPostcode(),
    telefono: personalFields.telefono,
    email: personalFields.email,
    bsn: personalFields.bsn,
    fechaSalida: optionalDate(),
    trabajoEnNL: yesNo(),
    nombreEmpleador: optionalText(LIMITS.short),
    fechaInicioContrato: optionalDate(),
    fechaFinContrato: optionalDate(),
    solicitudParoEspana: yesNo(),
    gestionFormularioU1: yesNo(),
    comentarios: optionalText(LIMITS.long),
  },
  {
    dateOrder: { start: 'fechaInicioContrato', end: 'fechaFinContrato' },
  },
);

export type UnemploymentForm = z.output<typeof UnemploymentFormSchema>;

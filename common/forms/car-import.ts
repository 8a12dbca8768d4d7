// Car import form: core.md §3 (fields) and §5 ("all fields required except comentarios", privacy required).
import type { z } from 'zod';
import { LIMITS, formSchema, mustAccept, optionalText, requiredText, year, yesNo, yesNoUnsure } from './fields';
import { personalFields } from './personal';

export const CarImportFormSchema = formSchema({
  nombreCompleto: personalFields.nombreCompleto,
  fechaNacimiento: personalFields.fechaNacimiento,
  direccion: personalFields.direccion,
  email: personalFields.email,
  telefono: personalFields.telefono,
  bsn: personalFields.bsn,
  cochEnNL: yesNo(),
  marcaModelo: requiredText(LIMITS.text),
  anoFabricacion: year(),
  certificadoCOC: yesNoUnsure(),
  empadronado: yesNo(),
  seguroVehiculo: yesNo(),
  comentarios: optionalText(LIMITS.long),
  acceptPrivacyPolicy: mustAccept(),
});

export type CarImportForm = z.output<typeof CarImportFormSchema>;

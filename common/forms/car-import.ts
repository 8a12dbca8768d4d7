// Car import form: every field required except comentarios, and the privacy policy accepted (docs/product.md#forms).
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

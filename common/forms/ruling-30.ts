// 30% ruling form in three blocks: the personal fields, three answers and the privacy policy are required
// (docs/product.md#forms).
import type { z } from 'zod';
import {
  LIMITS,
  formSchema,
  mustAccept,
  optionalChoice,
  optionalDate,
  optionalNumber,
  optionalText,
  requiredText,
  yesNo,
  yesNoUnsure,
} from './fields';
import { personalFields } from './personal';

export const TIPO_CONTRATO = ['temporal', 'indefinido', 'freelance', 'otro'] as const;

/** Our choice: a gross salary above 10 million a year is a typo, not a lead. */
const SALARY_MAX = 10_000_000;

export const Ruling30FormSchema = formSchema({
  nombreCompleto: personalFields.nombreCompleto,
  fechaNacimiento: personalFields.fechaNacimiento,
  nacionalidad: requiredText(LIMITS.short),
  direccion: personalFields.direccion,
  telefono: personalFields.telefono,
  email: personalFields.email,
  bsn: personalFields.bsn,
  trabajoFueraNL: yesNo(),
  contratadoActualmente: yesNo(),
  nombreEmpresa: optionalText(LIMITS.short),
  fechaInicioContrato: optionalDate(),
  tipoContrato: optionalChoice(TIPO_CONTRATO),
  salarioBrutoAnual: optionalNumber({ min: 0, max: SALARY_MAX }),
  empleadorAcuerdo: yesNoUnsure(),
  comentarios: optionalText(LIMITS.long),
  acceptPrivacyPolicy: mustAccept(),
});

export type Ruling30Form = z.output<typeof Ruling30FormSchema>;

// The personal-data block that most service forms open with, defined once.
import { LIMITS, birthDate, bsn, dutchPostcode, email, phone, requiredText } from './fields';

export const personalFields = {
  nombreCompleto: requiredText(LIMITS.name),
  fechaNacimiento: birthDate(),
  direccion: requiredText(LIMITS.address),
  ciudad: requiredText(LIMITS.short),
  codigoPostal: dutchPostcode(),
  telefono: phone(),
  email: email(),
  bsn: bsn(),
};

import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, messageField, typedPhone, whatsappNumber } from './contact-fields';
import { FORM_KEYS, formFields } from './registry';

describe('the contact fields', () => {
  it('are asked by the forms: a name, an email and a phone on every one, the others on some', () => {
    for (const form of FORM_KEYS) {
      const fields = formFields(form);
      expect(fields, form).toContain(CONTACT_FIELDS.name);
      expect(fields, form).toContain(CONTACT_FIELDS.email);
      expect(
        CONTACT_FIELDS.phone.some((field) => fields.includes(field)),
        form,
      ).toBe(true);
    }
    for (const field of [...CONTACT_FIELDS.message, ...CONTACT_FIELDS.origin, CONTACT_FIELDS.surname])
      expect(
        FORM_KEYS.some((form) => formFields(form).includes(field)),
        field,
      ).toBe(true);
  });

  it('read the message, the phone and the WhatsApp number the first one given, blanks skipped', () => {
    expect(messageField({ mensaje: '  ', comentarios: 'Hola' })).toBe('comentarios');
    expect(messageField({ mensaje: 'Hola', comentarios: 'Otro' })).toBe('mensaje');
    expect(messageField({ mensaje: '' })).toBeUndefined();
    expect(typedPhone({ telefono: ' 0612345678 ', whatsapp: '0687654321' })).toBe('0612345678');
    expect(typedPhone({ telefono: '', whatsapp: '0687654321' })).toBe('0687654321');
    expect(typedPhone({ telefono: 612345678 })).toBeUndefined();
    expect(whatsappNumber({ whatsapp: '0687654321' }, '+31612345678')).toBe('0687654321');
    expect(whatsappNumber({ whatsapp: ' ' }, '+31612345678')).toBe('+31612345678');
    expect(whatsappNumber({}, null)).toBeUndefined();
  });
});

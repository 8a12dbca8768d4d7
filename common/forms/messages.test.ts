import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGS } from '../lang';
import { fieldErrors, fieldLabel, optionLabel, translate } from './messages';
import { FORMS, FORM_KEYS, formFields } from './registry';

/** The option values a field schema accepts, found by walking its zod structure. */
function optionValues(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodPipe) return [...optionValues(schema.in), ...optionValues(schema.out)];
  if (schema instanceof z.ZodOptional) return optionValues(schema.unwrap());
  if (schema instanceof z.ZodArray) return optionValues(schema.element);
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  return [];
}

const allFields = [...new Set(FORM_KEYS.flatMap(formFields))];
const uploadFields = FORM_KEYS.flatMap((key) => FORMS[key].uploads.map((rule) => rule.field));

describe('translate', () => {
  it('returns the text of a nested key in each language', () => {
    expect(translate('es', 'form.requiredFields')).toBe('Por favor, completa todos los campos obligatorios.');
    expect(translate('en', 'form.requiredFields')).toBe('Please complete all required fields.');
  });
  it('falls back to the key itself', () => {
    expect(translate('es', 'validation.noSuchKey')).toBe('validation.noSuchKey');
    expect(translate('en', 'fields')).toBe('fields');
    expect(translate('en', 'fields.constructor')).toBe('fields.constructor');
  });
  it('replaces {{placeholders}}, with defaults for the upload limits', () => {
    expect(translate('en', 'validation.tooLong', { count: 100 })).toBe('Please use at most 100 characters.');
    // Plural forms as i18next picks them, by the language's rules.
    expect(translate('es', 'validation.tooLong', { count: 1 })).toBe('Puedes escribir como máximo 1 carácter.');
    expect(translate('es', 'validation.year', { min: 1900, max: 2027 })).toBe('Escribe un año entre 1900 y 2027.');
    expect(translate('en', 'form.tooLarge')).toContain('25 MB');
    expect(translate('es', 'validation.fileTooLarge')).toContain('10 MB');
  });
  it('keeps the exact texts of the original error messages', () => {
    expect(translate('es', 'form.sendError')).toBe('Error al enviar el formulario. Por favor, inténtelo de nuevo.');
    expect(translate('en', 'form.sendError')).toBe('Error sending the form. Please try again.');
    expect(translate('es', 'form.processError')).toBe('Error al procesar el formulario');
    expect(translate('en', 'form.processError')).toBe('Error processing the form');
    expect(translate('es', 'validation.privacy')).toBe('Debes aceptar la política de privacidad para continuar.');
    expect(translate('en', 'validation.privacy')).toBe('You must accept the privacy policy to continue.');
    expect(translate('en', 'form.unavailable')).toBe(
      'We could not save your request right now. Please try again in a few minutes.',
    );
  });
});

describe('fieldErrors', () => {
  it('keys errors by joined path, keeps the first issue per path, fills in parameters and gives them', () => {
    const error = new z.ZodError([
      {
        code: 'too_big',
        origin: 'string',
        maximum: 100,
        inclusive: true,
        path: ['nombreCompleto'],
        message: 'validation.tooLong',
        input: '',
      },
      { code: 'custom', path: ['nombreCompleto'], message: 'validation.required', input: '' },
      { code: 'custom', path: ['a', 0], message: 'validation.year', params: { min: 1900, max: 2027 }, input: '' },
      { code: 'invalid_type', expected: 'object', path: [], message: 'Invalid input', input: null },
    ]);
    expect(fieldErrors(error, 'en')).toEqual({
      nombreCompleto: {
        code: 'validation.tooLong',
        message: 'Please use at most 100 characters.',
        params: { max: 100, count: 100 },
      },
      'a.0': {
        code: 'validation.year',
        message: 'Enter a year between 1900 and 2027.',
        params: { min: 1900, max: 2027 },
      },
      '': { code: 'validation.invalid', message: 'This value is not valid.' },
    });
  });
});

describe('labels', () => {
  it('gives readable field and option labels in both languages', () => {
    expect(fieldLabel('es', 'nombreCompleto')).toBe('Nombre completo');
    expect(fieldLabel('en', 'nombreCompleto')).toBe('Full name');
    expect(optionLabel('es', 'situacionCivil', 'pareja-registrada')).toBe('Pareja registrada');
    expect(optionLabel('en', 'situacionCivil', 'pareja-registrada')).toBe('Registered partnership');
    expect(optionLabel('en', 'ciudades', 'La Haya')).toBe('The Hague');
  });
  it('falls back to the field name and to the value', () => {
    expect(fieldLabel('en', 'unknownField')).toBe('unknownField');
    expect(optionLabel('es', 'mensaje', 'Hola, ¿qué tal?')).toBe('Hola, ¿qué tal?');
    expect(optionLabel('es', 'situacionCivil', 'toString')).toBe('toString');
  });
  it.each(LANGS)('has a %s label for every field of every form and every upload', (lang) => {
    expect(allFields.length).toBeGreaterThan(60);
    const missing = [...allFields, ...uploadFields].filter(
      (field) => translate(lang, `fields.${field}`) === `fields.${field}`,
    );
    expect(missing).toEqual([]);
  });
  it.each(LANGS)('has a %s label for every option of every field', (lang) => {
    const options = FORM_KEYS.flatMap((key) =>
      Object.entries(FORMS[key].schema.in.shape).flatMap(([field, schema]) =>
        optionValues(schema).map((value) => `${field}.${value}`),
      ),
    );
    expect(options).toContain('subsidios.Kindgebonden budget');
    expect(options).toContain('certificadoCOC.no-se');
    expect(options.filter((option) => translate(lang, `options.${option}`) === `options.${option}`)).toEqual([]);
  });
  it.each(LANGS)('names every form in %s', (lang) => {
    for (const key of FORM_KEYS) expect(translate(lang, `forms.${key}`)).not.toBe(`forms.${key}`);
    if (lang === 'es') for (const key of FORM_KEYS) expect(translate('es', `forms.${key}`)).toBe(FORMS[key].label);
  });
});

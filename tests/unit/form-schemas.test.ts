import { describe, expect, it } from 'vitest';
import { PRIVACY_FIELDS, REQUIRED_FIELDS, VALID_FORM_DATA } from '../fixtures/form-examples';
import { fieldErrors } from '../../common/forms/messages';
import { FORMS, FORM_KEYS, formFields, type FormKey } from '../../common/forms/registry';

/** Field errors in Spanish, checking on the way that every code has a real text. */
function errorsOf(key: FormKey, data: unknown) {
  const result = FORMS[key].schema.safeParse(data);
  if (result.success) return {};
  const errors = fieldErrors(result.error, 'es');
  for (const { code, message } of Object.values(errors)) {
    expect(message).not.toBe(code);
    expect(message).not.toMatch(/\{\{/);
  }
  return errors;
}

const codeAt = (key: FormKey, data: unknown, field: string) => errorsOf(key, data)[field]?.code;

function parse(key: FormKey, changes: Record<string, unknown>) {
  return FORMS[key].schema.parse({ ...VALID_FORM_DATA[key], ...changes }) as Record<string, unknown>;
}

describe.each(FORM_KEYS)('%s form', (key) => {
  const example = VALID_FORM_DATA[key];

  it('accepts the valid example and keeps every answered field', () => {
    const output = FORMS[key].schema.parse(example);
    expect(Object.keys(output).sort()).toEqual(Object.keys(example).sort());
  });

  it.each(formFields(key))('field %s is required or optional as the spec says', (field) => {
    const without: Record<string, unknown> = { ...example };
    delete without[field];
    const expected = PRIVACY_FIELDS.includes(field)
      ? 'validation.privacy'
      : REQUIRED_FIELDS[key].includes(field)
        ? 'validation.required'
        : undefined;
    if (expected) {
      for (const blank of [without, { ...example, [field]: '' }, { ...example, [field]: null }]) {
        expect(codeAt(key, blank, field)).toBe(expected);
      }
    } else {
      expect(FORMS[key].schema.parse({ ...without, [field]: '' })).not.toHaveProperty(field);
    }
  });

  it('drops unknown keys', () => {
    const output = FORMS[key].schema.parse({ ...example, isAdmin: true, status: 'WON' });
    expect(output).not.toHaveProperty('isAdmin');
    expect(output).not.toHaveProperty('status');
  });
});

describe('conditional fields', () => {
  it.each([
    ['taxReturn', 'tienePareja', 'nombrePareja'],
    ['taxReturn', 'trabajoFuera', 'paisDuracion'],
    ['zzp', 'gastosProfesionales', 'tipoGastos'],
    ['health', 'tienePareja', 'nombrePareja'],
    ['housingSearch', 'mascotas', 'mascotasDetalle'],
  ] as const)('%s: %s = no removes %s', (key, question, field) => {
    const output = parse(key, { [question]: 'no' });
    expect(output[question]).toBe('no');
    expect(output).not.toHaveProperty(field);
    expect(parse(key, { [question]: 'si' })[field]).toBe((VALID_FORM_DATA[key] as Record<string, unknown>)[field]);
  });

  it('does not require mascotasDetalle even when there are pets', () => {
    expect(parse('housingSearch', { mascotas: 'sí', mascotasDetalle: '' })).toMatchObject({ mascotas: 'si' });
  });

  it('reports a missing partner name together with other errors', () => {
    const errors = errorsOf('taxReturn', { ...VALID_FORM_DATA.taxReturn, nombrePareja: ' ', email: 'x' });
    expect(errors).toMatchObject({
      nombrePareja: { code: 'validation.required' },
      email: { code: 'validation.email' },
    });
  });
});

describe('form rules', () => {
  it('refuses values outside each option list with validation.option', () => {
    expect(codeAt('taxReturn', { ...VALID_FORM_DATA.taxReturn, situacionCivil: 'casada' }, 'situacionCivil')).toBe(
      'validation.option',
    );
    expect(codeAt('ruling30', { ...VALID_FORM_DATA.ruling30, tipoContrato: 'becario' }, 'tipoContrato')).toBe(
      'validation.option',
    );
    expect(codeAt('carImport', { ...VALID_FORM_DATA.carImport, certificadoCOC: 'quizás' }, 'certificadoCOC')).toBe(
      'validation.option',
    );
    expect(codeAt('consultation', { ...VALID_FORM_DATA.consultation, tipoLlamada: 'fax' }, 'tipoLlamada')).toBe(
      'validation.option',
    );
    expect(codeAt('housingSearch', { ...VALID_FORM_DATA.housingSearch, ciudades: ['Madrid'] }, 'ciudades')).toBe(
      'validation.option',
    );
  });

  it('keeps "No" subsidies exclusive', () => {
    expect(parse('taxReturn', { subsidios: ['No'] }).subsidios).toEqual(['No']);
    const errors = errorsOf('taxReturn', { ...VALID_FORM_DATA.taxReturn, subsidios: ['No', 'Zorgtoeslag'] });
    expect(errors.subsidios?.code).toBe('validation.subsidiosExclusive');
  });

  it('allows one type of home at most', () => {
    const errors = errorsOf('housingSearch', { ...VALID_FORM_DATA.housingSearch, tiposVivienda: ['estudio', '2-hab'] });
    expect(errors.tiposVivienda).toEqual({
      code: 'validation.tooManyOptions',
      message: 'Elige como máximo 1 opción.',
      params: { count: 1 },
    });
  });

  it('refuses a contract that ends before it starts', () => {
    const data = { ...VALID_FORM_DATA.unemployment, fechaInicioContrato: '2024-05-01', fechaFinContrato: '2024-04-30' };
    expect(codeAt('unemployment', data, 'fechaFinContrato')).toBe('validation.dateOrder');
    expect(parse('unemployment', { fechaInicioContrato: '2024-05-01', fechaFinContrato: '2024-05-01' })).toBeTruthy();
  });

  it('gives the exact privacy text when the policy is not accepted', () => {
    for (const [key, field] of [
      ['ruling30', 'acceptPrivacyPolicy'],
      ['carImport', 'acceptPrivacyPolicy'],
      ['consultation', 'acceptPrivacyPolicy'],
      ['housingSearch', 'consentimientoPrivacidad'],
    ] as const) {
      const errors = errorsOf(key, { ...VALID_FORM_DATA[key], [field]: false });
      expect(errors[field]?.message).toBe('Debes aceptar la política de privacidad para continuar.');
    }
  });

  it('normalizes identification data inside a form', () => {
    const output = parse('zzp', {
      bsn: '111.222.333',
      codigoPostal: '3012br',
      numeroKVK: '1234 5678',
      email: 'Maria@Example.com',
    });
    expect(output).toMatchObject({
      bsn: '111222333',
      codigoPostal: '3012 BR',
      numeroKVK: '12345678',
      email: 'maria@example.com',
    });
    expect(codeAt('zzp', { ...VALID_FORM_DATA.zzp, bsn: '123456789' }, 'bsn')).toBe('validation.bsn');
    expect(codeAt('zzp', { ...VALID_FORM_DATA.zzp, numeroKVK: '1234567' }, 'numeroKVK')).toBe('validation.kvk');
  });

  it('asks a business already registered with the KvK for its name, number and start date, and no one else', () => {
    for (const field of ['nombreEmpresa', 'numeroKVK', 'fechaInicioActividades']) {
      expect(codeAt('zzp', { ...VALID_FORM_DATA.zzp, [field]: '' }, field)).toBe('validation.required');
    }
    const {
      nombreEmpresa: _name,
      numeroKVK: _kvk,
      fechaInicioActividades: _start,
      ...unregistered
    } = VALID_FORM_DATA.zzp;
    expect(FORMS.zzp.schema.safeParse({ ...unregistered, registradoKVK: 'no' }).success).toBe(true);
    // What a not-yet-registered visitor typed before answering "no" is not kept.
    expect(parse('zzp', { registradoKVK: 'no', numeroKVK: '12345678' }).numeroKVK).toBeUndefined();
    expect(codeAt('zzp', { ...unregistered, registradoKVK: undefined }, 'registradoKVK')).toBe('validation.required');
  });

  it('accepts a foreign postcode only on the U1 form', () => {
    expect(parse('unemployment', { codigoPostal: '28001' }).codigoPostal).toBe('28001');
    expect(codeAt('health', { ...VALID_FORM_DATA.health, codigoPostal: '28001' }, 'codigoPostal')).toBe(
      'validation.postcode',
    );
  });

  it('refuses an impossible or future birth date', () => {
    expect(codeAt('health', { ...VALID_FORM_DATA.health, fechaNacimiento: '1990-02-30' }, 'fechaNacimiento')).toBe(
      'validation.date',
    );
    expect(codeAt('health', { ...VALID_FORM_DATA.health, fechaNacimiento: '2090-01-01' }, 'fechaNacimiento')).toBe(
      'validation.dateInFuture',
    );
  });

  it('states the maximum length in the message', () => {
    const errors = errorsOf('contact', { ...VALID_FORM_DATA.contact, mensaje: 'a'.repeat(5001) });
    expect(errors.mensaje).toEqual({
      code: 'validation.tooLong',
      message: 'Puedes escribir como máximo 5000 caracteres.',
      params: { max: 5000, count: 5000 },
    });
  });

  it('reads numbers sent as text', () => {
    expect(parse('housingSearch', { presupuesto: '1500', numeroPersonas: '3' })).toMatchObject({
      presupuesto: 1500,
      numeroPersonas: 3,
    });
    expect(parse('carImport', { anoFabricacion: '2018' }).anoFabricacion).toBe(2018);
    expect(codeAt('housingSearch', { ...VALID_FORM_DATA.housingSearch, presupuesto: -1 }, 'presupuesto')).toBe(
      'validation.min',
    );
    expect(codeAt('housingSearch', { ...VALID_FORM_DATA.housingSearch, numeroPersonas: 0 }, 'numeroPersonas')).toBe(
      'validation.min',
    );
  });
});

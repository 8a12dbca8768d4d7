import { expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldShape } from './field-options';
import { FORMS } from './registry';
const shape = (k: keyof typeof FORMS, f: string) => {
  const schema = (FORMS[k].schema.in.shape as Record<string, z.ZodType>)[f];
  if (!schema) throw new Error(`${k} has no field ${f}`);
  return fieldShape(schema);
};
it('reads choices, lists and optionality from the schemas', () => {
  expect(shape('taxReturn', 'situacionCivil')).toEqual({
    options: ['soltero', 'casado', 'pareja-registrada', 'divorciado', 'viudo'],
  });
  expect(shape('taxReturn', 'tienePareja')).toEqual({ options: ['si', 'no'] });
  expect(shape('taxReturn', 'subsidios')).toEqual({
    options: ['Zorgtoeslag', 'Huurtoeslag', 'Kindgebonden budget', 'Otro', 'No'],
    list: true,
  });
  expect(shape('housingSearch', 'prioridades')).toMatchObject({ list: true, optional: true });
  expect(shape('carImport', 'certificadoCOC').options).toEqual(['si', 'no', 'no-se']);
  expect(shape('taxReturn', 'nombrePareja')).toEqual({ optional: true });
  expect(shape('contact', 'nombreCompleto')).toEqual({});
  expect(shape('housingSearch', 'consentimientoContacto')).toEqual({ optional: true, boolean: true });
  // A box that must be ticked is still a box, though its schema turns it into `true`.
  expect(shape('housingSearch', 'consentimientoPrivacidad')).toEqual({ boolean: true });
});
it('reads the days a date may take from its rule, for the date picker', () => {
  expect(shape('housingSearch', 'fechaMudanza')).toEqual({
    optional: true,
    min: { days: 0, zone: 'Europe/Amsterdam' },
  });
  for (const form of ['ruling30', 'carImport', 'unemployment'] as const)
    expect(shape(form, 'fechaNacimiento')).toEqual({ max: { days: -1 } });
  expect(shape('zzp', 'fechaInicioActividades')).toEqual({ optional: true });
});
it('reads the bounds of a number from its rule, for the number input', () => {
  expect(shape('housingSearch', 'presupuesto')).toEqual({ optional: true, least: 0, most: 100_000 });
  expect(shape('housingSearch', 'numeroPersonas')).toEqual({ optional: true, least: 1, most: 20 });
  expect(shape('ruling30', 'salarioBrutoAnual')).toMatchObject({ least: 0 });
});

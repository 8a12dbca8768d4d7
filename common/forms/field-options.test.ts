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
    list: false,
    optional: false,
  });
  expect(shape('taxReturn', 'tienePareja')).toEqual({ options: ['si', 'no'], list: false, optional: false });
  expect(shape('taxReturn', 'subsidios')).toEqual({
    options: ['Zorgtoeslag', 'Huurtoeslag', 'Kindgebonden budget', 'Otro', 'No'],
    list: true,
    optional: false,
  });
  expect(shape('housingSearch', 'prioridades')).toMatchObject({ list: true, optional: true });
  expect(shape('carImport', 'certificadoCOC').options).toEqual(['si', 'no', 'no-se']);
  expect(shape('taxReturn', 'nombrePareja')).toEqual({ list: false, optional: true });
  expect(shape('contact', 'nombreCompleto')).toEqual({ list: false, optional: false });
  expect(shape('housingSearch', 'consentimientoContacto')).toEqual({ list: false, optional: true, boolean: true });
  // A box that must be ticked is still a box, though its schema turns it into `true`.
  expect(shape('housingSearch', 'consentimientoPrivacidad')).toEqual({ list: false, optional: false, boolean: true });
});

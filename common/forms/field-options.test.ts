import { expect, it } from 'vitest';
import { fieldShape } from './field-options';
import { FORMS } from './registry';
const shape = (k: keyof typeof FORMS, f: string) => fieldShape((FORMS[k].schema.in.shape as Record<string, any>)[f]);
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

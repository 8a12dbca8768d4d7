import { describe, expect, it } from 'vitest';
import { FORMS, FORM_KEYS, findFormByLabel, formFields } from './registry';

describe('form registry', () => {
  it('lists the nine forms with the exact formType labels of the API', () => {
    expect(Object.fromEntries(FORM_KEYS.map((key) => [key, FORMS[key].label]))).toEqual({
      contact: 'Contacto',
      taxReturn: 'Declaración de Impuestos',
      zzp: 'Autónomos ZZP',
      health: 'Ayuda Médica',
      unemployment: 'Desempleo o U1',
      ruling30: '30% Ruling',
      carImport: 'Importar Coche',
      consultation: 'Consulta Personalizada',
      housingSearch: 'Búsqueda de vivienda',
    });
  });
  it('finds a form by its exact label only', () => {
    expect(findFormByLabel('Autónomos ZZP')).toBe('zzp');
    expect(findFormByLabel('Búsqueda de vivienda'.normalize('NFD'))).toBe('housingSearch');
    expect(findFormByLabel('autónomos zzp')).toBeUndefined();
    expect(findFormByLabel('Contacto ')).toBeUndefined();
    expect(findFormByLabel('toString')).toBeUndefined();
  });
  it('gives uploads to the tax and ZZP forms only', () => {
    expect(FORM_KEYS.filter((key) => FORMS[key].uploads.length > 0)).toEqual(['taxReturn', 'zzp']);
  });
  it('lists fields in the order of the spec', () => {
    expect(formFields('contact')).toEqual(['nombreCompleto', 'email', 'telefono', 'asunto', 'mensaje']);
  });
});

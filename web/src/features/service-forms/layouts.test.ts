import { describe, expect, it } from 'vitest';
import { formShape } from '../../../../common/forms/form-shape';
import { FORM_LAYOUTS, HOUSING_SEARCH_LAYOUT, layoutBlocks, type FormLayout } from './layouts';

const LAYOUTS: FormLayout[] = [...Object.values(FORM_LAYOUTS), HOUSING_SEARCH_LAYOUT];

describe('service form layouts, derived from the form definitions', () => {
  it('ask every question of the schema and every document once, in blocks that exist', () => {
    for (const layout of LAYOUTS) {
      const shape = formShape(layout.formKey);
      const asked = layoutBlocks(layout, shape).flatMap((block) => block.fields);
      const apart = [
        ...(layout.fromAddress ?? []),
        ...(layout.privacyInBlock ? [] : [shape.privacyField ?? []].flat()),
      ];
      const expected = [...Object.keys(shape.fields).filter((field) => !apart.includes(field))];
      expect(new Set(asked).size, layout.formKey).toBe(asked.length);
      expect([...asked].sort(), layout.formKey).toEqual(
        [...expected, ...shape.uploads.map((rule) => rule.field)].sort(),
      );
      for (const block of layout.blocks) expect(asked, `${layout.formKey} ${block.key}`).toContain(block.from);
    }
  });

  it('place each document right after the question it depends on', () => {
    const blocks = layoutBlocks(FORM_LAYOUTS.taxReturn!, formShape('taxReturn'));
    expect(blocks).toEqual([
      {
        key: 'personal',
        fields: [
          'nombreCompleto',
          'fechaNacimiento',
          'direccion',
          'ciudad',
          'codigoPostal',
          'telefono',
          'email',
          'bsn',
          'fechaLlegada',
        ],
      },
      { key: 'family', fields: ['situacionCivil', 'tienePareja', 'nombrePareja'] },
      {
        key: 'income',
        fields: [
          'ingresosHolanda',
          'incomeStatement',
          'trabajoFuera',
          'paisDuracion',
          'subsidios',
          'hipoteca',
          'mortgageStatement',
          'otrosIngresos',
        ],
      },
    ]);
  });

  it('take conditional questions and the privacy box from the schema', () => {
    const tax = formShape('taxReturn');
    expect(tax.fields.nombrePareja).toEqual({ showIf: 'tienePareja' });
    expect(tax.fields.paisDuracion).toEqual({ showIf: 'trabajoFuera' });
    expect(formShape('housingSearch').fields.mascotasDetalle).toMatchObject({ showIf: 'mascotas', optional: true });
    expect(formShape('ruling30').privacyField).toBe('acceptPrivacyPolicy');
    expect(formShape('contact').privacyField).toBeUndefined();
    // The 30% ruling's box is drawn after the blocks; the housing form's among its consent questions.
    expect(layoutBlocks(FORM_LAYOUTS.ruling30!, formShape('ruling30')).at(-1)).toEqual({
      key: 'comments',
      fields: ['comentarios'],
    });
    expect(layoutBlocks(HOUSING_SEARCH_LAYOUT, formShape('housingSearch')).at(-1)).toEqual({
      key: 'consent',
      fields: ['consentimientoPrivacidad', 'consentimientoContacto'],
    });
  });
});

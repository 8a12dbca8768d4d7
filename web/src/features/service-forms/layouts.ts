// How each service form is laid out on its page (docs/product.md#forms): its blocks, named and
// opened by their first question. Everything else comes from the form's definition in
// common/forms (form-shape.ts): which questions, in which order, which answer shows which
// question, the documents (each right after the question it depends on) and the privacy box.
import type { FormShape } from '../../../../common/forms/form-shape';
import type { ServiceKey } from '../../../../common/services/catalogue';
import type serviceForms from '../../locales/es/service-forms.json';
import type { Answers } from '../../lib/use-lead-form';
import type { FieldKind } from './field-kind';

/** A block's title in the service-forms texts: for each form, one of its own blocks. */
type BlockTitleKey = {
  [K in ServiceKey]: `forms.${K}.blocks.${keyof (typeof serviceForms)['forms'][K]['blocks'] & string}`;
}[ServiceKey];

/** The one place a layout's block key (data) becomes a text key; tests/e2e/every-page.spec.ts shows each title. */
export const blockTitleKey = (formKey: ServiceKey, block: string) =>
  `forms.${formKey}.blocks.${block}` as BlockTitleKey;

export type FormLayout = {
  formKey: ServiceKey;
  /** `from`: the block's first question; `documents`: uploads that depend on no question, at the block's end. */
  blocks: readonly { key: string; from: string; documents?: readonly string[] }[];
  /** Answers the page takes from its address rather than asking (utm_source, utm_campaign). */
  fromAddress?: readonly string[];
  /** The privacy box drawn among the questions (an error when unticked) rather than after them, where it
   * holds the send button back until ticked. */
  privacyInBlock?: true;
  /** Label keys (forms namespace) for fields whose page names them differently. */
  labels?: Record<string, string>;
  /** Inputs chosen by the page rather than by the schema. */
  kinds?: Record<string, FieldKind>;
  /** Turns the answers into the formData the API expects (common/api/submission.ts). */
  prepare?: (answers: Answers) => Record<string, unknown>;
};

/** The fields of each block, in the order asked. */
export function layoutBlocks(layout: FormLayout, shape: FormShape): { key: string; fields: string[] }[] {
  const apart = new Set(layout.fromAddress);
  if (shape.privacyField && !layout.privacyInBlock) apart.add(shape.privacyField);
  const order = Object.keys(shape.fields)
    .filter((field) => !apart.has(field))
    .flatMap((field) => [field, ...shape.uploads.filter((rule) => rule.whenField === field).map((rule) => rule.field)]);
  return layout.blocks.map((block, index) => {
    const next = layout.blocks[index + 1];
    const fields = order.slice(order.indexOf(block.from), next ? order.indexOf(next.from) : order.length);
    return { key: block.key, fields: [...fields, ...(block.documents ?? [])] };
  });
}

/** The layout of each service form with a page of its own (its page: the service catalogue, common/services). */
export const FORM_LAYOUTS: { [K in ServiceKey]?: FormLayout & { formKey: K } } = {
  taxReturn: {
    formKey: 'taxReturn',
    blocks: [
      { key: 'personal', from: 'nombreCompleto' },
      { key: 'family', from: 'situacionCivil' },
      { key: 'income', from: 'ingresosHolanda' },
    ],
  },
  zzp: {
    formKey: 'zzp',
    blocks: [
      { key: 'personal', from: 'nombreCompleto' },
      { key: 'business', from: 'registradoKVK' },
      { key: 'billing', from: 'facturacionHolanda', documents: ['invoices'] },
      { key: 'comments', from: 'comentarios' },
    ],
  },
  health: {
    formKey: 'health',
    blocks: [
      { key: 'personal', from: 'nombreCompleto' },
      { key: 'situation', from: 'tieneSeguroMedico' },
      { key: 'comments', from: 'comentarios' },
    ],
  },
  unemployment: {
    formKey: 'unemployment',
    blocks: [
      { key: 'personal', from: 'nombreCompleto' },
      { key: 'work', from: 'fechaSalida' },
      { key: 'comments', from: 'comentarios' },
    ],
  },
  ruling30: {
    formKey: 'ruling30',
    blocks: [
      { key: 'personal', from: 'nombreCompleto' },
      { key: 'employment', from: 'trabajoFueraNL' },
      { key: 'comments', from: 'comentarios' },
    ],
  },
  carImport: {
    formKey: 'carImport',
    blocks: [
      { key: 'personal', from: 'nombreCompleto' },
      { key: 'car', from: 'cochEnNL' },
      { key: 'comments', from: 'comentarios' },
    ],
  },
  consultation: {
    formKey: 'consultation',
    blocks: [
      { key: 'contact', from: 'nombreCompleto' },
      { key: 'call', from: 'tipoLlamada' },
    ],
  },
};

/**
 * The housing search request (docs/product.md#forms), on the landing page and on
 * the detailed service page (whose original form sent nothing: ours sends a real request).
 * Name and surname are asked apart and sent joined as nombreCompleto plus apellidos; the
 * home type is one choice sent as a one-item list; utm_source/utm_campaign come from the address.
 */
export const HOUSING_SEARCH_LAYOUT: FormLayout = {
  formKey: 'housingSearch',
  blocks: [
    { key: 'contact', from: 'nombreCompleto' },
    { key: 'search', from: 'ciudades' },
    { key: 'consent', from: 'consentimientoPrivacidad' },
  ],
  fromAddress: ['utm_source', 'utm_campaign'],
  privacyInBlock: true,
  labels: { nombreCompleto: 'fields.nombre' },
  kinds: { tiposVivienda: 'select' },
  prepare(answers) {
    const { nombreCompleto, apellidos, tiposVivienda } = answers;
    return {
      ...answers,
      nombreCompleto: [nombreCompleto, apellidos].filter((part) => typeof part === 'string' && part.trim()).join(' '),
      tiposVivienda: typeof tiposVivienda === 'string' && tiposVivienda ? [tiposVivienda] : undefined,
    };
  },
};

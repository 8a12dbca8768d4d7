// How each service form is laid out on its page (docs/product.md#forms): its blocks and the
// order of their fields, which answer shows which field, and the privacy box where the form
// has one. What a field accepts comes from the shared schema (common/forms), never from here.
import type { FormKey } from '../../../../common/forms/registry';
import type { PageId } from '../../../../common/routes';
import type serviceForms from '../../locales/es/service-forms.json';
import type { FieldKind } from './field-kind';

/** The forms with a page of their own: every form but the contact form of the home page. */
export type ServiceFormKey = Exclude<FormKey, 'contact'>;

/** A block's title in the service-forms texts: for each form, one of its own blocks. */
type BlockTitleKey = {
  [K in ServiceFormKey]: `forms.${K}.blocks.${keyof (typeof serviceForms)['forms'][K]['blocks'] & string}`;
}[ServiceFormKey];

/** The one place a layout's block key (data) becomes a text key; tests/e2e/raw-keys.spec.ts shows each title. */
export const blockTitleKey = (formKey: ServiceFormKey, block: string) =>
  `forms.${formKey}.blocks.${block}` as BlockTitleKey;

export type FormLayout = {
  formKey: ServiceFormKey;
  blocks: { key: string; fields: string[] }[];
  /** field → the yes/no question that must be answered 'si' for it to show (a conditional field). */
  showIf?: Record<string, string>;
  /** The box that must be ticked before the form can be sent (30% ruling, car, consultation). */
  privacyField?: string;
  /** Label keys (forms namespace) for fields whose page names them differently. */
  labels?: Record<string, string>;
  /** Inputs chosen by the page rather than by the schema. */
  kinds?: Record<string, FieldKind>;
  /** Turns the answers into the formData the API expects (common/api/submission.ts). */
  prepare?: (answers: Record<string, unknown>, search: string) => Record<string, unknown>;
};

const PERSONAL = [
  'nombreCompleto',
  'fechaNacimiento',
  'direccion',
  'ciudad',
  'codigoPostal',
  'telefono',
  'email',
  'bsn',
];

export const FORM_LAYOUTS: Partial<Record<PageId, FormLayout>> = {
  taxReturnForm: {
    formKey: 'taxReturn',
    blocks: [
      { key: 'personal', fields: [...PERSONAL, 'fechaLlegada'] },
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
    ],
    showIf: {
      nombrePareja: 'tienePareja',
      incomeStatement: 'ingresosHolanda',
      paisDuracion: 'trabajoFuera',
      mortgageStatement: 'hipoteca',
    },
  },
  zzpForm: {
    formKey: 'zzp',
    blocks: [
      { key: 'personal', fields: PERSONAL },
      { key: 'business', fields: ['nombreEmpresa', 'numeroKVK', 'fechaInicioActividades', 'sectorTrabajo'] },
      {
        key: 'billing',
        fields: [
          'facturacionHolanda',
          'facturacionExtranjero',
          'declaracionIVA',
          'gastosProfesionales',
          'tipoGastos',
          'invoices',
        ],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
    showIf: { tipoGastos: 'gastosProfesionales' },
  },
  healthForm: {
    formKey: 'health',
    blocks: [
      { key: 'personal', fields: PERSONAL },
      {
        key: 'situation',
        fields: [
          'tieneSeguroMedico',
          'tieneIngresos',
          'recibiZorgtoeslag',
          'tienePareja',
          'nombrePareja',
          'gestionarSubsidio',
        ],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
    showIf: { nombrePareja: 'tienePareja' },
  },
  unemploymentForm: {
    formKey: 'unemployment',
    blocks: [
      {
        key: 'personal',
        fields: [
          'nombreCompleto',
          'fechaNacimiento',
          'nacionalidad',
          'direccion',
          'ciudad',
          'codigoPostal',
          'telefono',
          'email',
          'bsn',
        ],
      },
      {
        key: 'work',
        fields: [
          'fechaSalida',
          'trabajoEnNL',
          'nombreEmpleador',
          'fechaInicioContrato',
          'fechaFinContrato',
          'solicitudParoEspana',
          'gestionFormularioU1',
        ],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
  },
  ruling30Form: {
    formKey: 'ruling30',
    blocks: [
      {
        key: 'personal',
        fields: ['nombreCompleto', 'fechaNacimiento', 'nacionalidad', 'direccion', 'telefono', 'email', 'bsn'],
      },
      {
        key: 'employment',
        fields: [
          'trabajoFueraNL',
          'contratadoActualmente',
          'nombreEmpresa',
          'fechaInicioContrato',
          'tipoContrato',
          'salarioBrutoAnual',
          'empleadorAcuerdo',
        ],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
    privacyField: 'acceptPrivacyPolicy',
  },
  carImportForm: {
    formKey: 'carImport',
    blocks: [
      { key: 'personal', fields: ['nombreCompleto', 'fechaNacimiento', 'direccion', 'email', 'telefono', 'bsn'] },
      {
        key: 'car',
        fields: ['cochEnNL', 'marcaModelo', 'anoFabricacion', 'certificadoCOC', 'empadronado', 'seguroVehiculo'],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
    privacyField: 'acceptPrivacyPolicy',
  },
  consultationForm: {
    formKey: 'consultation',
    blocks: [
      { key: 'contact', fields: ['nombreCompleto', 'email', 'telefono', 'ciudadResidencia'] },
      { key: 'call', fields: ['tipoLlamada', 'diasHorarios', 'temaPrincipal', 'comentarios'] },
    ],
    privacyField: 'acceptPrivacyPolicy',
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
    { key: 'contact', fields: ['nombreCompleto', 'apellidos', 'email', 'whatsapp'] },
    {
      key: 'search',
      fields: [
        'ciudades',
        'presupuesto',
        'fechaMudanza',
        'numeroPersonas',
        'mascotas',
        'mascotasDetalle',
        'tiposVivienda',
        'prioridades',
        'mensaje',
      ],
    },
    { key: 'consent', fields: ['consentimientoPrivacidad', 'consentimientoContacto'] },
  ],
  showIf: { mascotasDetalle: 'mascotas' },
  labels: { nombreCompleto: 'fields.nombre' },
  kinds: { tiposVivienda: 'select' },
  prepare(answers, search) {
    const params = new URLSearchParams(search);
    const { nombreCompleto, apellidos, tiposVivienda } = answers;
    return {
      ...answers,
      nombreCompleto: [nombreCompleto, apellidos].filter((part) => typeof part === 'string' && part.trim()).join(' '),
      tiposVivienda: typeof tiposVivienda === 'string' && tiposVivienda ? [tiposVivienda] : undefined,
      utm_source: params.get('utm_source') ?? undefined,
      utm_campaign: params.get('utm_campaign') ?? undefined,
    };
  },
};

// How each service form is laid out on its page (core.md sections 3-5): its blocks and the
// order of their fields, which answer shows which field, and the privacy box where the spec
// has one. What a field accepts comes from the shared schema (common/forms), never from here.
import { PRICES } from '../../../../common/business';
import type { FormKey } from '../../../../common/forms/registry';
import type { PageId } from '../../../../common/routes';

export type FormLayout = {
  formKey: FormKey;
  price: number;
  blocks: { key: string; fields: string[] }[];
  /** field → the yes/no question that must be answered 'si' for it to show (core.md section 4). */
  showIf?: Record<string, string>;
  /** The box that must be ticked before the form can be sent (30% ruling, car, consultation). */
  privacyField?: string;
};

const PERSONAL = ['nombreCompleto', 'fechaNacimiento', 'direccion', 'ciudad', 'codigoPostal', 'telefono', 'email', 'bsn'];

export const FORM_LAYOUTS: Partial<Record<PageId, FormLayout>> = {
  taxReturnForm: {
    formKey: 'taxReturn',
    price: PRICES.taxReturn,
    blocks: [
      { key: 'personal', fields: [...PERSONAL, 'fechaLlegada'] },
      { key: 'family', fields: ['situacionCivil', 'tienePareja', 'nombrePareja'] },
      {
        key: 'income',
        fields: ['ingresosHolanda', 'incomeStatement', 'trabajoFuera', 'paisDuracion', 'subsidios', 'hipoteca', 'mortgageStatement', 'otrosIngresos'],
      },
    ],
    showIf: { nombrePareja: 'tienePareja', incomeStatement: 'ingresosHolanda', paisDuracion: 'trabajoFuera', mortgageStatement: 'hipoteca' },
  },
  zzpForm: {
    formKey: 'zzp',
    price: PRICES.zzp,
    blocks: [
      { key: 'personal', fields: PERSONAL },
      { key: 'business', fields: ['nombreEmpresa', 'numeroKVK', 'fechaInicioActividades', 'sectorTrabajo'] },
      { key: 'billing', fields: ['facturacionHolanda', 'facturacionExtranjero', 'declaracionIVA', 'gastosProfesionales', 'tipoGastos', 'invoices'] },
      { key: 'comments', fields: ['comentarios'] },
    ],
    showIf: { tipoGastos: 'gastosProfesionales' },
  },
  healthForm: {
    formKey: 'health',
    price: PRICES.health,
    blocks: [
      { key: 'personal', fields: PERSONAL },
      { key: 'situation', fields: ['tieneSeguroMedico', 'tieneIngresos', 'recibiZorgtoeslag', 'tienePareja', 'nombrePareja', 'gestionarSubsidio'] },
      { key: 'comments', fields: ['comentarios'] },
    ],
    showIf: { nombrePareja: 'tienePareja' },
  },
  unemploymentForm: {
    formKey: 'unemployment',
    price: PRICES.unemployment,
    blocks: [
      { key: 'personal', fields: ['nombreCompleto', 'fechaNacimiento', 'nacionalidad', 'direccion', 'ciudad', 'codigoPostal', 'telefono', 'email', 'bsn'] },
      {
        key: 'work',
        fields: ['fechaSalida', 'trabajoEnNL', 'nombreEmpleador', 'fechaInicioContrato', 'fechaFinContrato', 'solicitudParoEspana', 'gestionFormularioU1'],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
  },
  ruling30Form: {
    formKey: 'ruling30',
    price: PRICES.ruling30,
    blocks: [
      { key: 'personal', fields: ['nombreCompleto', 'fechaNacimiento', 'nacionalidad', 'direccion', 'telefono', 'email', 'bsn'] },
      {
        key: 'employment',
        fields: ['trabajoFueraNL', 'contratadoActualmente', 'nombreEmpresa', 'fechaInicioContrato', 'tipoContrato', 'salarioBrutoAnual', 'empleadorAcuerdo'],
      },
      { key: 'comments', fields: ['comentarios'] },
    ],
    privacyField: 'acceptPrivacyPolicy',
  },
  carImportForm: {
    formKey: 'carImport',
    price: PRICES.carImport,
    blocks: [
      { key: 'personal', fields: ['nombreCompleto', 'fechaNacimiento', 'direccion', 'email', 'telefono', 'bsn'] },
      { key: 'car', fields: ['cochEnNL', 'marcaModelo', 'anoFabricacion', 'certificadoCOC', 'empadronado', 'seguroVehiculo'] },
      { key: 'comments', fields: ['comentarios'] },
    ],
    privacyField: 'acceptPrivacyPolicy',
  },
  consultationForm: {
    formKey: 'consultation',
    price: PRICES.consultationPerHour,
    blocks: [
      { key: 'contact', fields: ['nombreCompleto', 'email', 'telefono', 'ciudadResidencia'] },
      { key: 'call', fields: ['tipoLlamada', 'diasHorarios', 'temaPrincipal', 'comentarios'] },
    ],
    privacyField: 'acceptPrivacyPolicy',
  },
};

// The nine form types: label (labels.ts), schema and upload rules.
import type { z } from 'zod';
import { CarImportFormSchema } from './car-import';
import { ConsultationFormSchema } from './consultation';
import { ContactFormSchema } from './contact';
import { HealthFormSchema } from './health';
import { HousingSearchFormSchema } from './housing-search';
import { FORM_LABELS } from './labels';
import { Ruling30FormSchema } from './ruling-30';
import { TaxReturnFormSchema } from './tax-return';
import { UnemploymentFormSchema } from './unemployment';
import { TAX_RETURN_UPLOADS, ZZP_UPLOADS, type UploadRule } from './uploads';
import { ZzpFormSchema } from './zzp';

/** Every form schema is an object (the fields) piped into a tidy-up step; `schema.in.shape` lists the fields. */
type FormSchema = z.ZodPipe<z.ZodObject, z.ZodType>;

/** `privacyField`: the box by which the visitor accepts the privacy policy, on the forms that have one. */
export type FormDefinition = {
  label: string;
  schema: FormSchema;
  uploads: readonly UploadRule[];
  privacyField?: string;
};

export const FORMS = {
  contact: { label: FORM_LABELS.contact, schema: ContactFormSchema, uploads: [] },
  taxReturn: { label: FORM_LABELS.taxReturn, schema: TaxReturnFormSchema, uploads: TAX_RETURN_UPLOADS },
  zzp: { label: FORM_LABELS.zzp, schema: ZzpFormSchema, uploads: ZZP_UPLOADS },
  health: { label: FORM_LABELS.health, schema: HealthFormSchema, uploads: [] },
  unemployment: { label: FORM_LABELS.unemployment, schema: UnemploymentFormSchema, uploads: [] },
  ruling30: {
    label: FORM_LABELS.ruling30,
    schema: Ruling30FormSchema,
    uploads: [],
    privacyField: 'acceptPrivacyPolicy',
  },
  carImport: {
    label: FORM_LABELS.carImport,
    schema: CarImportFormSchema,
    uploads: [],
    privacyField: 'acceptPrivacyPolicy',
  },
  consultation: {
    label: FORM_LABELS.consultation,
    schema: ConsultationFormSchema,
    uploads: [],
    privacyField: 'acceptPrivacyPolicy',
  },
  housingSearch: {
    label: FORM_LABELS.housingSearch,
    schema: HousingSearchFormSchema,
    uploads: [],
    privacyField: 'consentimientoPrivacidad',
  },
} as const satisfies Record<string, FormDefinition>;

export type FormKey = keyof typeof FORMS;
export type FormInput<K extends FormKey> = z.input<(typeof FORMS)[K]['schema']>;
export type FormOutput<K extends FormKey> = z.output<(typeof FORMS)[K]['schema']>;

export const FORM_KEYS = Object.keys(FORMS) as FormKey[];

/** Exact label match; both sides are put in Unicode NFC first, since 'ó' may arrive as 'o' + accent. */
export function findFormByLabel(label: string): FormKey | undefined {
  const wanted = label.normalize('NFC');
  return FORM_KEYS.find((key) => FORMS[key].label.normalize('NFC') === wanted);
}

/** The form's field names in display order (for emails, the inbox and tests). */
export function formFields(key: FormKey): string[] {
  return Object.keys(FORMS[key].schema.in.shape);
}

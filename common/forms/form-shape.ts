// What the browser needs to draw a form, read from the form's definition here (registry.ts): each
// field's shape (choices, list, optional, the question it depends on), its documents and its
// privacy box. The build turns it into plain data (build/vite-plugins/form-shapes.ts), so drawing
// a form needs no zod; the layouts in the browser only group and place what this gives.
import { fieldShape, type FieldShape } from './field-options';
import { formDependents } from './fields';
import { FORMS, type FormDefinition, type FormKey } from './registry';
import type { UploadRule } from './uploads';

export type FormShape = {
  /** In the schema's order, the order in which the form asks. */
  fields: Record<string, FieldShape>;
  uploads: readonly UploadRule[];
  privacyField?: string;
};

export function formShape(key: FormKey): FormShape {
  const form: FormDefinition = FORMS[key];
  const dependents = formDependents(form.schema);
  const fields = Object.entries(form.schema.in.shape as Record<string, Parameters<typeof fieldShape>[0]>).map(
    ([field, schema]): [string, FieldShape] => {
      const dependent = dependents.find((item) => item.field === field);
      // Optional in the schema because it is often not asked; when asked it may be required.
      const { optional, ...shape } = fieldShape(schema);
      if (!dependent) return [field, { ...shape, ...(optional && { optional }) }];
      return [field, { ...shape, showIf: dependent.on, ...(!dependent.required && { optional }) }];
    },
  );
  return {
    fields: Object.fromEntries(fields),
    uploads: form.uploads,
    ...(form.privacyField && { privacyField: form.privacyField }),
  };
}

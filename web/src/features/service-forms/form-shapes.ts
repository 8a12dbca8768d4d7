// How each form's fields look, computed from the zod schemas at build time
// (build/vite-plugins/form-shapes.ts), so that drawing a form needs no zod.
import { FORM_SHAPES as BUILT } from 'virtual:form-shapes';
import type { FieldShape } from '../../../../common/forms/field-options';
import type { FormKey } from '../../../../common/forms/registry';
import type { UploadRule } from '../../../../common/forms/uploads';

export type FormShape = { fields: Record<string, FieldShape>; uploads: readonly UploadRule[] };

export const FORM_SHAPES = BUILT as Record<FormKey, FormShape>;

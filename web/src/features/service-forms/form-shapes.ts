// How each form's fields look, computed from the zod schemas at build time
// (build/vite-plugins/form-shapes.ts, common/forms/form-shape.ts), so that drawing a form needs no zod.
import { FORM_SHAPES as BUILT } from 'virtual:form-shapes';
import type { FormShape } from '../../../../common/forms/form-shape';
import type { FormKey } from '../../../../common/forms/registry';

export const FORM_SHAPES = BUILT as Record<FormKey, FormShape>;

// Vite plugin: `virtual:form-shapes` is what the service forms need to draw their fields
// (choices, lists, optional or not, upload rules), read from the shared zod schemas at build
// time. The forms render from this plain data, so zod (about 25 KB gzip) loads only when the
// visitor starts filling one in (the JavaScript budget, docs/BENCHMARKS.md), and the schemas stay the one source.
import type { Plugin } from 'vite';
import { fieldShape } from '../../common/forms/field-options';
import { FORM_KEYS, FORMS } from '../../common/forms/registry';

const ID = 'virtual:form-shapes';

function formShapes() {
  return Object.fromEntries(
    FORM_KEYS.map((key) => {
      const shape = FORMS[key].schema.in.shape as Record<string, Parameters<typeof fieldShape>[0]>;
      const fields = Object.fromEntries(Object.entries(shape).map(([field, schema]) => [field, fieldShape(schema)]));
      return [key, { fields, uploads: FORMS[key].uploads }];
    }),
  );
}

export function formShapesPlugin(): Plugin {
  return {
    name: 'form-shapes',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? `export const FORM_SHAPES = ${JSON.stringify(formShapes())};` : null),
  };
}

// Vite plugin: `virtual:form-shapes` is what the service forms need to draw their fields
// (choices, lists, optional or not, conditional fields, upload rules, the privacy box), read from the shared zod schemas at build
// time. The forms render from this plain data, so zod (about 25 KB gzip) loads only when the
// visitor starts filling one in (the JavaScript budget, docs/BENCHMARKS.md), and the schemas stay the one source.
import type { Plugin } from 'vite';
import { formShape } from '../../common/forms/form-shape';
import { FORM_KEYS } from '../../common/forms/registry';

const ID = 'virtual:form-shapes';

function formShapes() {
  return Object.fromEntries(FORM_KEYS.map((key) => [key, formShape(key)]));
}

export function formShapesPlugin(): Plugin {
  return {
    name: 'form-shapes',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? `export const FORM_SHAPES = ${JSON.stringify(formShapes())};` : null),
  };
}

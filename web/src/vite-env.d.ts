/// <reference types="vite/client" />

/** build/vite-plugins/form-shapes.ts; typed in features/service-forms/form-shapes.ts. */
declare module 'virtual:form-shapes' {
  export const FORM_SHAPES: unknown;
}

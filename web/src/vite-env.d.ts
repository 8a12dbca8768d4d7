/// <reference types="vite/client" />

/** build/vite-plugins/form-shapes.ts; typed in features/service-forms/form-shapes.ts. */
declare module 'virtual:form-shapes' {
  export const FORM_SHAPES: unknown;
}

interface ImportMetaEnv {
  /** The Tag Manager container the build carries, '' for none (build/analytics-tag.ts). */
  readonly ANALYTICS_GTM_ID: string;
}

// What scripts/prerender.ts writes and server/pages/web-router.ts reads.
export const PAGES_MANIFEST = 'dist/pages/manifest.json';

/** Stands for PUBLIC_BASE_URL in the built files; the server puts the configured one in. */
export const BASE_URL_TOKEN = '__PUBLIC_BASE_URL__';

export type PagesManifest = {
  /** page address → HTML file */
  pages: Record<string, string>;
  notFound: { es: string; en: string };
};

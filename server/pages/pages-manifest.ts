// What scripts/prerender.ts writes and server/pages reads: page address → HTML file.
export const PAGES_MANIFEST = 'dist/pages/manifest.json';

export type PagesManifest = {
  pages: Record<string, string>;
  notFound: { es: string; en: string };
};

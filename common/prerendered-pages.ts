// What build/prerender.ts writes and server/pages/load-site.ts reads.
export const PAGES_MANIFEST = 'dist/pages/manifest.json';

/** Stands for PUBLIC_BASE_URL in the built files; the server puts the configured one in. */
export const BASE_URL_TOKEN = '__PUBLIC_BASE_URL__';

export type PagesManifest = {
  /**
   * The address written into the pages: PUBLIC_BASE_URL when the build was given one (its
   * precompressed pages are then served as they are), else BASE_URL_TOKEN.
   */
  baseUrl: string;
  /** page address → HTML file */
  pages: Record<string, string>;
  notFound: { es: string; en: string };
  /** CSP sources ('sha256-…') of the pages' inline <style> blocks (build/inline-styles.ts). */
  styleHashes: string[];
  /** The Tag Manager container the bundle loads after consent, '' for none (build/analytics-tag.ts). */
  analyticsTag: string;
};

// `npm run build`, last step: renders every route of the table to static HTML (with its
// head) from the SSR bundle, plus the two 404 pages, sitemap.xml and robots.txt, into
// dist/pages/. The server reads them into memory at start (server/pages/).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../common/routes';
import { BASE_URL_TOKEN, PAGES_MANIFEST, type PagesManifest } from '../common/prerendered-pages';
import { BUILD_ROOT } from './build-root';
import { createStyleInliner } from './inline-styles';
import { appStylesheets, pageStylesheets, type ViteManifest } from './page-assets';

type ServerEntry = {
  ROUTES: Route[];
  render: (path: string) => Promise<{ html: string; head: string; lang: string; source: string }>;
  lastModified: (route: Route) => Promise<string>;
  ANALYTICS_TAG: string;
};

const root = BUILD_ROOT;
// A build for one known address (PUBLIC_BASE_URL set, as for a deploy) writes it into the
// pages, so their build-time brotli/gzip copies serve as they are; otherwise the server puts
// its address in at start (server/pages/load-site.ts).
const base = process.env.PUBLIC_BASE_URL?.replace(/\/$/, '') || BASE_URL_TOKEN;
const outDir = path.dirname(path.join(root, PAGES_MANIFEST));
// React's production server renderer, whatever NODE_ENV the shell has (vite.config.ts).
process.env.NODE_ENV = 'production';
const entry = (await import(pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href)) as ServerEntry;
const styles = createStyleInliner(path.join(root, 'dist/web'));
const template = styles.inlineLinks(await readFile(path.join(root, 'dist/web/index.html'), 'utf8'));
const viteManifest = JSON.parse(
  await readFile(path.join(root, 'dist/web/.vite/manifest.json'), 'utf8'),
) as ViteManifest;
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

async function writePage(urlPath: string, file: string): Promise<string> {
  const { html, head, lang, source } = await entry.render(urlPath);
  const page = template
    .replace('<html lang="es">', `<html lang="${lang}">`)
    .replace('<!--head-->', head)
    // After the entry's own tags: the page's CSS must come after the global CSS, as when it loads lazily.
    .replace(
      '</head>',
      `${styles.tags([...appStylesheets(viteManifest), ...pageStylesheets(viteManifest, source)])}\n</head>`,
    )
    .replace('<!--app-->', html)
    .replaceAll(BASE_URL_TOKEN, base);
  await writeFile(path.join(outDir, file), page);
  return file;
}

const manifest: PagesManifest = {
  baseUrl: base,
  pages: {},
  notFound: { es: '', en: '' },
  styleHashes: [],
  analyticsTag: entry.ANALYTICS_TAG,
};
for (const [index, route] of entry.ROUTES.entries()) {
  manifest.pages[route.path] = await writePage(route.path, `page-${index}.html`);
}
// Any unknown address renders the 404 page in the language its address speaks (notFoundLang).
manifest.notFound.es = await writePage('/es/404-not-found', '404.es.html');
manifest.notFound.en = await writePage('/en/404-not-found', '404.en.html');

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const urls: string[] = [];
for (const route of entry.ROUTES) {
  const alternates = Object.entries(route.alternates).map(
    ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(base + href)}"/>`,
  );
  const xDefault = `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(base + (route.alternates.es ?? route.path))}"/>`;
  const lastmod = `    <lastmod>${await entry.lastModified(route)}</lastmod>`;
  urls.push(
    `  <url>\n    <loc>${xml(base + route.path)}</loc>\n${lastmod}\n${[...alternates, xDefault].join('\n')}\n  </url>`,
  );
}
await writeFile(
  path.join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  path.join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: ${base}/sitemap.xml\n`,
);
manifest.styleHashes = styles.hashes();
await writeFile(path.join(root, PAGES_MANIFEST), JSON.stringify(manifest, null, 2));
// The template has served its purpose; dist/web holds only assets the server may serve as they are.
await rm(path.join(root, 'dist/web/index.html'));
console.log(
  `prerendered ${entry.ROUTES.length} pages and 2 not-found pages into ${path.relative(process.cwd(), outDir)}/` +
    (entry.ANALYTICS_TAG ? `, with the tag ${entry.ANALYTICS_TAG} (consent banner on)` : ', without an analytics tag'),
);

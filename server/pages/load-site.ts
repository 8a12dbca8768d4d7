// Reads the build (dist/) into memory once at start: every file of dist/web with the .br and
// .gz copies build/precompress.ts wrote beside it, and the prerendered pages, sitemap and
// robots of dist/pages. Pages carry the site's absolute address (canonical, hreflang, JSON-LD):
// when the build was made for this PUBLIC_BASE_URL its compressed copies are used as they
// are; otherwise the address is put in here and the pages compressed now (fast settings).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
import { compress, FILE_SUFFIX, isCompressible, type Encoding } from './compress';
import { storedFile, type StoredFile } from './stored-file';

const YEAR_SECONDS = 365 * 24 * 3600;
// Hashed names never change content; everything else is revalidated by its ETag on every use.
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;
const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export type Site = {
  /** URL path → file: assets, sitemap.xml, robots.txt */
  files: Map<string, StoredFile>;
  pages: Map<string, StoredFile>;
  notFound: { es: StoredFile; en: StoredFile };
  /** CSP sources of the pages' inline stylesheets. */
  styleHashes: string[];
  /** The Tag Manager container the pages load after consent, '' for none. */
  analyticsTag: string;
};

const ENCODINGS = Object.keys(FILE_SUFFIX) as Encoding[];
const typeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

function readStored(file: string, cacheControl: string): StoredFile {
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  for (const encoding of ENCODINGS) {
    if (existsSync(file + FILE_SUFFIX[encoding])) encoded[encoding] = readFileSync(file + FILE_SUFFIX[encoding]);
  }
  return storedFile({ type: typeOf(file), cacheControl, body: readFileSync(file), encoded });
}

function pageReader(folder: string, builtFor: string, publicBaseUrl: string) {
  return (file: string): StoredFile => {
    const full = path.join(folder, file);
    if (builtFor === publicBaseUrl) return readStored(full, REVALIDATE);
    const body = Buffer.from(readFileSync(full, 'utf8').replaceAll(builtFor, publicBaseUrl));
    const encoded = isCompressible(file)
      ? Object.fromEntries(ENCODINGS.map((encoding) => [encoding, compress(body, encoding, 'fast')]))
      : {};
    return storedFile({ type: typeOf(file), cacheControl: REVALIDATE, body, encoded });
  };
}

export function loadSite(root: string, publicBaseUrl: string): Site | undefined {
  const manifestFile = path.join(root, PAGES_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
  const readPage = pageReader(path.dirname(manifestFile), manifest.baseUrl, publicBaseUrl);

  const files = new Map<string, StoredFile>();
  const webDir = path.join(root, 'dist/web');
  for (const entry of readdirSync(webDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || /\.(br|gz)$/.test(file)) continue;
    const urlPath = `/${path.relative(webDir, file).split(path.sep).join('/')}`;
    files.set(urlPath, readStored(file, urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE));
  }
  files.set('/sitemap.xml', readPage('sitemap.xml'));
  files.set('/robots.txt', readPage('robots.txt'));
  return {
    files,
    pages: new Map(Object.entries(manifest.pages).map(([page, file]) => [page, readPage(file)])),
    notFound: { es: readPage(manifest.notFound.es), en: readPage(manifest.notFound.en) },
    styleHashes: manifest.styleHashes,
    // A build from before the tag was recorded carried none.
    analyticsTag: manifest.analyticsTag ?? '',
  };
}

// The public site: prerendered pages from memory (200), permanent redirects for old and
// non-canonical addresses (301, from common/routes.ts), built assets, sitemap and robots,
// and the 404 page with status 404 for anything else.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { langOfPath } from '../../common/lang';
import { resolvePath } from '../../common/routes';
import type { Logger } from '../logger';
import { BASE_URL_TOKEN, PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_DIST = path.join(ROOT, 'dist/web');
const YEAR_SECONDS = 365 * 24 * 3600;

type Site = { pages: Map<string, string>; notFound: { es: string; en: string }; files: Map<string, string> };

function loadSite(publicBaseUrl: string): Site | undefined {
  const manifestFile = path.join(ROOT, PAGES_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
  const folder = path.dirname(manifestFile);
  const read = (file: string) => readFileSync(path.join(folder, file), 'utf8').replaceAll(BASE_URL_TOKEN, publicBaseUrl);
  return {
    pages: new Map(Object.entries(manifest.pages).map(([page, file]) => [page, read(file)])),
    notFound: { es: read(manifest.notFound.es), en: read(manifest.notFound.en) },
    files: new Map([
      ['/sitemap.xml', read('sitemap.xml')],
      ['/robots.txt', read('robots.txt')],
    ]),
  };
}

export function webRouter(options: { publicBaseUrl: string; logger: Logger }): Router {
  const router = Router();
  const site = loadSite(options.publicBaseUrl.replace(/\/$/, ''));
  if (!site) {
    options.logger.warn('dist/pages is missing: run `npm run build` to serve the site');
  }
  const pagePaths = new Set(site?.pages.keys());

  router.use(
    express.static(WEB_DIST, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        // Hashed file names never change content: cache for a year.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
      },
    }),
  );

  router.get(/.*/, (req, res) => {
    const file = site?.files.get(req.path);
    if (file) {
      res.type(req.path.endsWith('.xml') ? 'application/xml' : 'text/plain').send(file);
      return;
    }
    const resolution = resolvePath(req.path, pagePaths);
    if (resolution.kind === 'page') {
      sendPage(res, 200, site!.pages.get(resolution.path)!);
    } else if (resolution.kind === 'redirect') {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, resolution.location.includes('#') ? resolution.location : `${resolution.location}${query}`);
    } else {
      options.logger.warn({ path: req.path }, '404: no page at this address');
      if (site) sendPage(res, 404, site.notFound[langOfPath(req.path)]);
      else res.status(404).type('text/plain').send('404 Oops! Page not found');
    }
  });
  return router;
}

function sendPage(res: Response, status: number, html: string): void {
  // Pages are revalidated on every visit (ETag), so a new build shows at once.
  res.status(status).setHeader('Cache-Control', 'no-cache').type('html').send(html);
}

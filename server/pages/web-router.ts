// The public site, from memory (load-site.ts): built files and prerendered pages (200) in
// the best encoding the client accepts, permanent redirects for old and non-canonical
// addresses (301, from common/routes.ts), and the 404 page with status 404 for anything else.
//
// Decision (docs/decisions/0006-precompressed-site-from-memory.md): our own in-memory serving rather than
// express.static or express-static-gzip. Both stat and stream from disk on every request with weak
// size-mtime ETags shared by every encoding; the file set is small and fixed at build time,
// so holding it (about 3 MB with its compressed copies) and answering from a Map is simpler
// and several times faster (docs/BENCHMARKS.md).
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { notFoundLang, resolvePath } from '../../common/routes';
import type { Logger } from '../logger';
import { loadSite } from './load-site';
import { sendStoredFile } from './stored-file';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * `files` answers what the build holds (assets, pages, sitemap, robots) and passes anything
 * else on; `fallback` answers the rest: permanent redirects and the 404 page. app.ts mounts
 * `files` before request logging (a log line per asset costs more than serving it), `fallback` last.
 * `root`: the folder holding dist/ (tests point it at a fixture build).
 */
export function webRouter(options: { publicBaseUrl: string; logger: Logger; root?: string }): {
  files: RequestHandler;
  fallback: Router;
  /** For the Content-Security-Policy: the pages' inline stylesheets and the tag they load, if any. */
  styleHashes: string[];
  analyticsTag: string;
} {
  const site = loadSite(options.root ?? ROOT, options.publicBaseUrl.replace(/\/$/, ''));
  if (!site) {
    options.logger.warn('dist/pages is missing: run `npm run build` to serve the site');
  }
  const pagePaths = new Set(site?.pages.keys());

  // A plain middleware rather than a Router: this runs for every asset, and a Map lookup is all it needs.
  const files: RequestHandler = (req, res, next) => {
    const file =
      req.method === 'GET' || req.method === 'HEAD'
        ? (site?.files.get(req.path) ?? site?.pages.get(req.path))
        : undefined;
    if (file) sendStoredFile(req, res, file);
    else next();
  };

  const fallback = Router();
  fallback.get(/.*/, (req, res) => {
    const resolution = resolvePath(req.path, pagePaths);
    if (resolution.kind === 'page') {
      sendStoredFile(req, res, site!.pages.get(resolution.path)!);
    } else if (resolution.kind === 'redirect') {
      res.redirect(301, redirectLocation(req.originalUrl, resolution.location));
    } else {
      options.logger.warn({ path: req.path }, '404: no page at this address');
      if (site) sendStoredFile(req, res, site.notFound[notFoundLang(req.path)], 404);
      else res.status(404).type('text/plain').send('404 Oops! Page not found');
    }
  });
  return { files, fallback, styleHashes: site?.styleHashes ?? [], analyticsTag: site?.analyticsTag ?? '' };
}

/**
 * Where a redirect points: our own path, with the request's query string unless the target
 * names a fragment. Both are read with the URL parser, never cut out of the request line,
 * which may be in absolute form (`GET http://evil.example/es// HTTP/1.1`): the Location
 * stays a path of this site, never a protocol-relative `//host` address.
 */
export function redirectLocation(requestUrl: string, location: string): string {
  const base = 'http://site.invalid';
  const target = new URL(location, base);
  if (!target.hash) target.search = new URL(requestUrl, base).search;
  return `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`;
}

// The suite's build of the site (dist/, made by `npm test` before vitest runs), served as the
// server serves it (server/pages/web-router.ts), for the checks that only read prerendered HTML
// and need no browser (tests/site/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Parser } from 'htmlparser2';
import { PAGES_MANIFEST } from '../../common/prerendered-pages';
import { createLogger } from '../../server/logger';
import { webRouter } from '../../server/pages/web-router';

/** The address the served pages carry (canonical, hreflang, JSON-LD, sitemap). */
export const SITE_ORIGIN = 'http://site.test';

export type SiteResponse = { status: number; headers: Headers; body: Buffer; text: string };
export type BuiltSite = { get: (urlPath: string) => Promise<SiteResponse>; close: () => Promise<void> };

/**
 * dist/ served as the server serves it, on a loopback port; `get` answers as a browser's request
 * would, redirects not followed. The build must exist (`ANALYTICS_GTM_ID= npm run build`).
 */
export async function serveBuiltSite(): Promise<BuiltSite> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, PAGES_MANIFEST)))
    throw new Error('tests/site read the built site: run `ANALYTICS_GTM_ID= npm run build` first (npm test does)');
  const app = express();
  const site = webRouter({ publicBaseUrl: SITE_ORIGIN, logger: createLogger('silent'), root });
  app.use(site.files, site.fallback);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    async get(urlPath) {
      const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, { redirect: 'manual' });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, body, text: body.toString('utf8') };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const READABLE_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'content'];

export type ParsedPage = {
  lang: string | undefined;
  title: string;
  /** The text of each h1, whitespace collapsed. */
  h1s: string[];
  /** What a visitor or a search engine reads, as the browser tests read it (tests/e2e/page-texts.ts): text node by text node. */
  texts: string[];
  /** The href of every link. */
  links: string[];
};

/**
 * Reads a page's HTML as a browser with JavaScript off shows it: the title, every text node of
 * the body outside scripts and styles, the readable attributes (alt, title, aria-label,
 * placeholder, a meta's content) and the structured data.
 */
export function parsePage(html: string): ParsedPage {
  const page: ParsedPage = { lang: undefined, title: '', h1s: [], texts: [], links: [] };
  const open: string[] = [];
  const structured: string[] = [];
  let h1: string | undefined;
  let inStructured = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        if (name === 'html') page.lang = attributes.lang;
        if (name === 'a' && attributes.href !== undefined) page.links.push(attributes.href);
        if (name === 'h1') h1 = '';
        if (name === 'script' && attributes.type === 'application/ld+json') {
          inStructured = true;
          structured.push('');
        }
        for (const attribute of READABLE_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value && (attribute !== 'content' || name === 'meta')) page.texts.push(value);
        }
      },
      ontext(text) {
        const inside = (name: string) => open.includes(name);
        if (inside('title') && !inside('body')) page.title += text;
        if (inStructured) structured[structured.length - 1] += text;
        if (h1 !== undefined) h1 += text;
        if (inside('body') && !inside('script') && !inside('style')) page.texts.push(text);
      },
      onclosetag(name) {
        open.pop();
        if (name === 'script') inStructured = false;
        if (name === 'h1' && h1 !== undefined) {
          page.h1s.push(h1.replace(/\s+/g, ' ').trim());
          h1 = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  page.texts.unshift(page.title);
  page.texts.push(...structured);
  return page;
}

// A prerendered page is styled at first paint without waiting for a stylesheet: its raw HTML
// carries every stylesheet the page uses, inline, each a whole copy of its file (a page chunk's
// CSS arriving later would repaint and shift the page; a linked one would delay the first paint).
// That the browser fetches none and uses no other, and asks for the app only after the first
// paint, is checked in the same page load as the page's weight (tests/e2e/page-weight.spec.ts).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { serveBuiltSite, type BuiltSite } from '../setup/built-site';
import { inlineStyles } from '../setup/inline-styles';

const ROUTES = buildRoutes(articleSlugs(readArticles()));

let site: BuiltSite;
beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site.close());

test.each(ROUTES.map((route) => route.path))('%s carries its stylesheets inline, each copied whole', async (path) => {
  const blocks = inlineStyles((await site.get(path)).text);
  expect(blocks.length, 'the global stylesheet at least').toBeGreaterThan(0);
  for (const { css, file } of blocks) expect(css, `${file} is copied whole`).toBe((await site.get(file)).text);
});

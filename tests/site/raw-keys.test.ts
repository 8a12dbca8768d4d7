// No page shows a raw translation key in the prerendered HTML that search engines index, read
// as a browser with JavaScript off reads it; once hydrated, in the browser: tests/e2e/every-page.spec.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { localeKeys, rawKeysIn } from '../e2e/page-texts';
import { parsePage, serveBuiltSite, type BuiltSite } from '../setup/built-site';

const ROUTES = buildRoutes(articleSlugs(readArticles()));
const KEYS = localeKeys();

let site: BuiltSite;
beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site.close());

test('the check finds a raw key, namespaced or not, and passes prices, domains and file names', () => {
  expect(KEYS.keys.has('student.name')).toBe(true);
  const texts = [
    'Pack student.name → 1.595 € en digid.nl (https://www.digid.nl/), hola@example.com, foto.jpg, Nota: algo',
    'packs:common.chat, pagina.relatedTitle, 10:30.',
  ];
  expect(rawKeysIn(texts, KEYS)).toEqual(['student.name', 'packs:common.chat', 'pagina.relatedTitle']);
});

test('the page reader keeps what a reader sees, apart, and leaves scripts and styles out', () => {
  const html = `<html lang="es"><head><title>home.title</title><meta name="description" content="home.meta"><style>.a{b:c.d}</style></head>
    <body><p>Hola <b>pack.name</b></p><img alt="hero.alt" src="x.png"><input placeholder="form.hint">
    <script>window.someThing.else</script><script type="application/ld+json">{"name":"brand.name"}</script></body></html>`;
  const { texts } = parsePage(html);
  expect(texts[0]).toBe('home.title');
  expect(texts).toEqual(
    expect.arrayContaining(['home.meta', 'Hola ', 'pack.name', 'hero.alt', 'form.hint', '{"name":"brand.name"}']),
  );
  expect(texts.join(' ')).not.toMatch(/someThing|c\.d/);
});

describe('prerendered, without JavaScript', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows no translation key`, async () => {
      const { status, text } = await site.get(route.path);
      expect(status).toBe(200);
      expect(rawKeysIn(parsePage(text).texts, KEYS)).toEqual([]);
    });
  }
});

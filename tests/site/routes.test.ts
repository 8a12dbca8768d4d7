// Every address of the route table answers with its page; old and non-canonical addresses
// redirect permanently to their page. The 404 page and redirects in the browser:
// tests/e2e/routes.spec.ts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildRoutes, LEGACY_REDIRECTS } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { parsePage, serveBuiltSite, type BuiltSite } from '../setup/built-site';

const ROUTES = buildRoutes(articleSlugs(readArticles()));

let site: BuiltSite;
beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site.close());

for (const route of ROUTES) {
  test(`${route.path} shows its page in ${route.lang}`, async () => {
    const response = await site.get(route.path);
    expect(response.status).toBe(200);
    const page = parsePage(response.text);
    expect(page.lang).toBe(route.lang);
    expect(page.h1s).toHaveLength(1);
    expect(page.h1s[0]).not.toBe('');
  });
}

const REDIRECTS: [string, string][] = [
  ...Object.entries(LEGACY_REDIRECTS),
  ['/service-page/b%C3%BAsqueda-de-casa', '/servicios/busqueda-vivienda'],
  ['/service-page/declaraci%C3%B3n-de-la-renta', '/#servicios'],
  ['/es', '/'],
  ['/es/', '/'],
  ['/en/', '/en'],
  ['/es/blog', '/blog'],
  ['/blog/', '/blog'],
  ['/es/servicios/busqueda-vivienda', '/servicios/busqueda-vivienda'],
  ['/es/sobre-fundadora', '/sobre-fundadora'],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects permanently to ${to}`, async () => {
    const response = await site.get(encodeURI(decodeURI(from)));
    expect(response.status).toBe(301);
    expect(
      new URL(response.headers.get('location')!, 'http://x').pathname +
        (to.includes('#') ? `#${to.split('#')[1]}` : ''),
    ).toBe(to);
  });
}

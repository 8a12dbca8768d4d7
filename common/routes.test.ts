import { describe, expect, it } from 'vitest';
import {
  buildRoutes,
  LEGACY_REDIRECTS,
  notFoundLang,
  PAGES,
  resolvePath,
  switchLanguagePath,
  type Route,
} from './routes';

const article = { key: 'evita-estafas', slugs: { es: 'evita-estafas-alquiler', en: 'avoid-rental-scams' } };
const spanishOnly = { key: 'barrios', slugs: { es: 'barrios-recomendados' } };
const routes = buildRoutes([article, spanishOnly]);
const paths = new Set(routes.map((route) => route.path));
const routeAt = (path: string) => routes.find((route) => route.path === path) as Route;

describe('the route table', () => {
  it('has one route per page and language, Spanish without prefix and English under /en', () => {
    expect(paths.size).toBe(routes.length);
    for (const route of routes) {
      expect(route.path).toMatch(route.lang === 'en' ? /^\/en(\/|$)/ : /^\/(?!en\/|en$|es\/|es$)/);
      if (route.path !== '/') expect(route.path).not.toMatch(/\/$/);
    }
    expect(routes.filter((route) => route.page !== 'article')).toHaveLength(Object.keys(PAGES).length * 2);
  });

  it('gives a missing address the language of the site: English under /en, Spanish anywhere else', () => {
    for (const path of [
      '/es/nada',
      '/blog/no-existe',
      '/servicios/nada',
      '/es',
      '/contacto',
      '/precios',
      '/',
      '/blogs',
    ])
      expect(notFoundLang(path)).toBe('es');
    for (const path of ['/en/nothing', '/en', '/EN/x', '/en/blog/nothing']) expect(notFoundLang(path)).toBe('en');
    expect(notFoundLang('/english')).toBe('es');
  });

  it('adds each article in the languages it exists in, linked to its translation', () => {
    expect(routeAt('/blog/evita-estafas-alquiler')).toMatchObject({
      page: 'article',
      articleKey: 'evita-estafas',
      alternates: { es: '/blog/evita-estafas-alquiler', en: '/en/blog/avoid-rental-scams' },
    });
    expect(routeAt('/blog/barrios-recomendados').alternates).toEqual({ es: '/blog/barrios-recomendados' });
    expect(paths.has('/en/blog/barrios-recomendados')).toBe(false);
  });

  it('sends every old address to a page of the table (or a section of the home page)', () => {
    for (const target of Object.values(LEGACY_REDIRECTS)) expect(paths.has(target.split('#')[0] || '/')).toBe(true);
  });
});

describe('resolvePath', () => {
  it.each([
    ['/', { kind: 'page', path: '/' }],
    ['/en', { kind: 'page', path: '/en' }],
    ['/es', { kind: 'redirect', location: '/' }],
    ['/es/', { kind: 'redirect', location: '/' }],
    ['/en/', { kind: 'redirect', location: '/en' }],
    ['/blog/', { kind: 'redirect', location: '/blog' }],
    ['/es/blog', { kind: 'redirect', location: '/blog' }],
    ['/es/blog/evita-estafas-alquiler', { kind: 'redirect', location: '/blog/evita-estafas-alquiler' }],
    ['/es/sobre-fundadora', { kind: 'redirect', location: '/sobre-fundadora' }],
    ['/es/servicios/busqueda-vivienda', { kind: 'redirect', location: '/servicios/busqueda-vivienda' }],
    ['/service-page/b%C3%BAsqueda-de-casa', { kind: 'redirect', location: '/servicios/busqueda-vivienda' }],
    ['/service-page/búsqueda-de-casa', { kind: 'redirect', location: '/servicios/busqueda-vivienda' }],
    ['/service-page/seguro-medico', { kind: 'redirect', location: '/#servicios' }],
    ['/es/contacto', { kind: 'redirect', location: '/#contacto' }],
    ['/en/contact', { kind: 'redirect', location: '/en#contacto' }],
    ['/en/servicios/busqueda-vivienda', { kind: 'redirect', location: '/en/services/housing-search' }],
    ['/nope', { kind: 'notFound' }],
    ['/en/blog/barrios-recomendados', { kind: 'notFound' }],
    ['/%E0%A4%A', { kind: 'notFound' }],
  ])('%s', (path, expected) => {
    expect(resolvePath(path, paths)).toEqual(expected);
  });
});

describe('switchLanguagePath', () => {
  it('goes to the same page in the other language', () => {
    expect(switchLanguagePath(routeAt('/formulario-zzp'), 'en')).toBe('/en/zzp-form');
    expect(switchLanguagePath(routeAt('/en/blog/avoid-rental-scams'), 'es')).toBe('/blog/evita-estafas-alquiler');
    expect(switchLanguagePath(routeAt('/'), 'en')).toBe('/en');
    expect(switchLanguagePath(routeAt('/en'), 'es')).toBe('/');
  });

  it('never leads to a 404: an untranslated article goes to the blog, an unknown page home', () => {
    expect(switchLanguagePath(routeAt('/blog/barrios-recomendados'), 'en')).toBe('/en/blog');
    expect(switchLanguagePath(undefined, 'en')).toBe('/en');
  });
});

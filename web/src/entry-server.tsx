// Prerender entry (built with `vite build --ssr`): renders one address of the route table
// to HTML with its head. build/prerender.ts calls it for every route.
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Lang } from '../../common/lang';
import { BASE_URL_TOKEN } from '../../common/prerendered-pages';
import { notFoundLang } from '../../common/routes';
import { App } from './app/app';
import { createI18n } from './lib/i18n';
import { pageLoader, ROUTES, ROUTES_BY_PATH } from './app/site-routes';
import { contentDoc } from './lib/content-modules';
import { headHtml, pageHead } from './seo/page-head';

export { ROUTES };
export { lastModified } from './seo/last-modified';
/** The tag the pages were built with, for the server's Content-Security-Policy (the pages' manifest). */
export { ANALYTICS_TAG } from './lib/consent-needed';

/** `source`: the page's module as Vite's build manifest names it (its stylesheets go in the head). */
export async function render(path: string): Promise<{ html: string; head: string; lang: Lang; source: string }> {
  const route = ROUTES_BY_PATH.get(path);
  const lang = route?.lang ?? notFoundLang(path);
  const loader = pageLoader(route);
  // pages: the titles and descriptions of the head.
  const [i18n, doc] = await Promise.all([createI18n(lang, ['pages', ...loader.namespaces]), contentDoc(route)]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
    // Every Suspense boundary inline, however large: React would otherwise send big ones after
    // the rest with a script to move them in place, and the pages allow no inline scripts (CSP).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const hero = doc && 'hero' in doc ? doc.hero : undefined;
  return {
    html: await text(prelude),
    head: headHtml(pageHead({ route, lang, content: doc?.meta, hero }, i18n.t, BASE_URL_TOKEN)),
    lang,
    source: loader.source,
  };
}

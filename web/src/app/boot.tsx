// The app's start in the browser (loaded by entry-client.tsx after the first frame): applies
// the stored-language rule, loads the page's code and texts, then hydrates the prerendered HTML.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { createI18n } from '../lib/i18n';
import { pageLoader, ROUTES_BY_PATH } from './site-routes';
import { notFoundLang } from '../../../common/routes';
import { prerenderedDoc } from '../lib/content-modules';
import { yieldToMain } from '../lib/yield-to-main';
import { initialLanguageRedirect, storedLanguage } from '../lib/stored-language';
import { isHistoryTraversal } from '../lib/history-traversal';
import { rememberAttribution } from '../lib/attribution';

export async function start() {
  // This chunk's modules were evaluated in this task: the rest gets a task of its own.
  await yieldToMain();
  // Before the language redirect, which would make this page the referrer.
  rememberAttribution();
  const { pathname, search, hash } = window.location;
  const route = ROUTES_BY_PATH.get(pathname);
  const redirect = initialLanguageRedirect(route, storedLanguage(window.localStorage), isHistoryTraversal());
  if (redirect) {
    window.location.replace(`${redirect}${search}${hash}`);
    return;
  }
  const loader = pageLoader(route);
  // Code and texts first, so hydration finds exactly what the prerenderer rendered. The page's
  // code and document start loading now; setting up the texts gets a task of its own.
  const page = Promise.all([loader.load(), prerenderedDoc(route, document.querySelector('[data-content-body]'))]);
  await yieldToMain();
  const [i18n] = await Promise.all([createI18n(route?.lang ?? notFoundLang(pathname), loader.namespaces), page]);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole tree (Lighthouse's Total Blocking Time, docs/BENCHMARKS.md);
  // a click or key press meanwhile is replayed once its part of the page has hydrated.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// After in-app navigation, rewrites the head the prerenderer wrote for the first page
// (title, description, canonical, hreflang, social tags, JSON-LD) and <html lang>.
import { use, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';
import { contentDoc } from '../lib/content-modules';
import type { Head } from './page-head';

/** The site's public origin, as the prerendered canonical link states it. */
function baseUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return new URL(canonical?.href ?? window.location.href).origin;
}

export function DocumentHead() {
  const { lang, route } = useLanguage();
  const { i18n } = useTranslation();
  const doc = contentDoc(route);
  const loaded = doc ? use(doc) : undefined;
  const content = loaded?.meta;
  const hero = loaded && 'hero' in loaded ? loaded.hero : undefined;
  const first = useRef(true);
  useEffect(() => {
    // The first page's head is already in the prerendered HTML.
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    // The head's code (titles, JSON-LD) and the other pages' titles load with the first in-app
    // navigation, never before the first page is interactive (about 7 KB gzip off every first
    // load's JavaScript budget, docs/BENCHMARKS.md).
    const namespaces = route?.page === 'home' ? ['home', 'pages'] : ['pages'];
    void Promise.all([import('./page-head'), i18n.loadNamespaces(namespaces)]).then(([{ headHtml, pageHead }]) => {
      if (!current) return;
      const head: Head = pageHead({ route, lang, content, hero }, i18n.t, baseUrl());
      document.title = head.title;
      document.documentElement.lang = head.lang;
      for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
      document.head.insertAdjacentHTML('beforeend', headHtml(head).replace(/^<title>.*?<\/title>/, ''));
    });
    return () => {
      current = false;
    };
  }, [route, lang, i18n, content, hero]);
  return null;
}

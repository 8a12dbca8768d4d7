// The frame of every page: skip link, header, the page, footer, and the consent banner when
// the build carries a tag (web/src/lib/consent.ts). The banner shows only after hydration (the
// choice lives in the browser), so its code loads then, and never in a build without a tag.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_NEEDED } from '../lib/consent-needed';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-shell.css';

const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));

export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
      {CONSENT_NEEDED && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </>
  );
}

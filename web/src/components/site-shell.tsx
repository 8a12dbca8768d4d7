// The frame of every page: skip link, header, the page, footer, and the consent banner when
// the build carries a tag (web/src/lib/consent.ts).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_NEEDED } from '../lib/consent';
import { ConsentBanner } from './consent-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-shell.css';

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
      {CONSENT_NEEDED && <ConsentBanner />}
    </>
  );
}

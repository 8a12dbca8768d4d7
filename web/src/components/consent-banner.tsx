// The consent banner: shown until the visitor accepts or rejects, and again from the
// footer's cookie-settings button. Rendered only after hydration (the choice lives in
// the browser), so the prerendered HTML is the same for everyone.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initConsent, readConsent, saveConsent, type ConsentChoice } from '../lib/consent';

const OPEN_EVENT = 'consent:open';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function ConsentBanner() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    initConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice lives in the browser: read after hydration
    setOpen(readConsent() === undefined);
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);
  if (!open) return null;
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen(false);
  };
  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title">
        {t('consent.title')}
      </h2>
      <p>{t('consent.text')}</p>
      <div className="consent__actions">
        <button type="button" className="button button--secondary" onClick={() => choose('denied')}>
          {t('consent.reject')}
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}

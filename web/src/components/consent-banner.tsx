// The consent banner, on sites with a tag configured (site-shell.tsx): shown until the
// visitor accepts or rejects, and again from the footer's cookie-settings button. Rendered
// only after hydration (the choice lives in the browser), so the prerendered HTML is the
// same for everyone. A compact sheet at the bottom that hides nothing: it sits above a
// page's bottom bar, and the page keeps room below (and scrolls a focused field clear of it).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_TEXT_KEY, initConsent, readConsent, saveConsent, type ConsentChoice } from '../lib/consent';
import { CONSENT_OPEN_EVENT, takeOpenRequest } from '../lib/consent-needed';

export function ConsentBanner() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  useEffect(() => {
    initConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice lives in the browser: read after hydration
    setOpen(readConsent() === undefined || takeOpenRequest());
    const show = () => setOpen(true);
    window.addEventListener(CONSENT_OPEN_EVENT, show);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, show);
  }, []);
  useLayoutEffect(() => (open && sheet.current ? keepClear(sheet.current) : undefined), [open]);
  if (!open) return null;
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen(false);
  };
  return (
    <section ref={sheet} className="consent" aria-labelledby="consent-title">
      <div className="consent__body">
        <h2 id="consent-title" className="consent__title">
          {t('consent.title')}
        </h2>
        <p className="consent__text">{t(CONSENT_TEXT_KEY)}</p>
      </div>
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

/**
 * Puts the sheet above a visible bottom bar ([data-bottom-bar]), gives the page the height
 * both cover as room below and as scroll padding (site-shell.css), kept up to date as either
 * changes size, and keeps a focused field above the sheet. Returns the clean-up.
 */
function keepClear(element: HTMLElement): () => void {
  const root = document.documentElement;
  const bar = document.querySelector<HTMLElement>('[data-bottom-bar]');
  const measure = () => {
    // A fixed element has no offsetParent: whether it is shown is whether it has a box.
    const barHeight = bar && bar.getClientRects().length > 0 ? bar.offsetHeight : 0;
    element.style.bottom = `${barHeight}px`;
    root.style.setProperty('--consent-cover', `${barHeight + element.offsetHeight}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  if (bar) observer.observe(bar);
  measure();
  // Browsers do not all honour scroll-padding when they bring a focused field into view:
  // once they have, a field still under the sheet is scrolled up above it.
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || element.contains(target)) return;
    requestAnimationFrame(() => {
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy({ top: overlap + 16, behavior: 'instant' });
    });
  };
  document.addEventListener('focusin', onFocus);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
    root.style.removeProperty('--consent-cover');
  };
}

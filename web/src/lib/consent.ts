// Cookie consent (Dutch Telecommunicatiewet / GDPR): tracking loads only after the visitor
// accepts; the choice is remembered and can be changed from the footer. Google Consent
// Mode v2 defaults are set to denied before any tag could load.
import { ANALYTICS } from '../../../common/business';
import { ANALYTICS_TAG } from './consent-needed';

export type ConsentChoice = 'granted' | 'denied';

/** The banner's text key: what the configured container carries, nothing more. */
export const CONSENT_TEXT_KEY =
  ANALYTICS.purposes.analytics && ANALYTICS.purposes.advertising
    ? 'consent.textAnalyticsAndAds'
    : ANALYTICS.purposes.advertising
      ? 'consent.textAds'
      : 'consent.textAnalytics';
const KEY = 'consent';

// Google's tags read the `arguments` object itself from the data layer, as their snippet pushes it.
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- the tags need the arguments object, not an array
  window.dataLayer.push(arguments);
}

export function readConsent(): ConsentChoice | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
const all = (state: ConsentChoice) => Object.fromEntries(SIGNALS.map((signal) => [signal, state]));

/** At start: denied by default, then the remembered choice. */
export function initConsent(): void {
  gtag('consent', 'default', all('denied'));
  if (readConsent() === 'granted') grant();
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Without storage the banner asks again next time; nothing else changes.
  }
  if (choice === 'granted') grant();
  else gtag('consent', 'update', all('denied'));
}

let loaded = false;
function grant(): void {
  gtag('consent', 'update', all('granted'));
  if (loaded || !ANALYTICS_TAG) return;
  loaded = true;
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ANALYTICS_TAG)}`;
  document.head.append(script);
}

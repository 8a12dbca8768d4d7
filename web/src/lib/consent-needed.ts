// Whether this build asks for consent, and the footer's way to reopen the question: kept apart
// from the banner and its consent logic (lib/consent.ts), which load only in a build that carries
// a tag, after hydration (the JavaScript budget before interaction, docs/BENCHMARKS.md).

/** The container this build carries, '' for none (ANALYTICS_GTM_ID at build time, build/analytics-tag.ts). */
export const ANALYTICS_TAG = import.meta.env.ANALYTICS_GTM_ID;

/** A tag is configured: only then is there anything to ask the visitor about. */
export const CONSENT_NEEDED = Boolean(ANALYTICS_TAG);

export const CONSENT_OPEN_EVENT = 'consent:open';
let openAsked = false;

/** The footer's cookie settings: heard by the banner, or by the banner's first render if it is still loading. */
export function openConsentSettings(): void {
  openAsked = true;
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Whether the settings were asked for before the banner could hear it (then forgotten). */
export function takeOpenRequest(): boolean {
  const asked = openAsked;
  openAsked = false;
  return asked;
}

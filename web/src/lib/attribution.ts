// Where a visitor came from, sent with whichever form they fill in (docs/decisions/0030-inbox-insight.md):
// the campaign tags (utm_*) of the address they landed on and the page that sent them here.
// Kept in sessionStorage from the landing, so a visitor who arrives on the home page with a
// campaign link and then opens a form still carries it; a later landing with tags replaces it.
// Nothing leaves the browser but with a form the visitor sends.
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type Attribution = Partial<Record<(typeof UTM_KEYS)[number] | 'referrer', string>>;

const STORAGE_KEY = 'attribution';

/** The landing's tags and referring page; call once per page load, before any redirect. */
export function rememberAttribution(location: Location = window.location, referrer = document.referrer): void {
  const params = new URLSearchParams(location.search);
  const found: Attribution = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, 200);
  }
  // Our own pages are no source; another site's page is, without query or fragment.
  const from = URL.canParse(referrer) ? new URL(referrer) : undefined;
  if (from && from.origin !== location.origin) found.referrer = `${from.origin}${from.pathname}`.slice(0, 500);
  if (Object.keys(found).length === 0) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Storage refused (private mode, full): the form goes without it.
  }
}

/** What rememberAttribution kept for this visit, to go into a submission's body. */
export function storedAttribution(): Attribution {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([key, value]) => typeof value === 'string' && isAttributionKey(key)),
    );
  } catch {
    return {};
  }
}

const isAttributionKey = (key: string) => key === 'referrer' || (UTM_KEYS as readonly string[]).includes(key);

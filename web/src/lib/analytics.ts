// Events for the tag manager's data layer (docs/SECURITY.md, "Browser", for consent).
// Events are queued in dataLayer from the first page view; the tag manager that reads
// them is loaded only after consent (lib/consent.ts), so without consent nothing leaves
// the browser.
type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params } satisfies DataLayerEvent);
}

// A page opened before a deploy asks for chunks by the old build's names; instances with the
// new build answer 404 (each serves its own build, docs/DEPLOY.md), and the next client-side
// navigation would fail. Vite reports such a failed load as `vite:preloadError`: load the page
// anew, which brings the new build's HTML and names. At most once a minute, so a build that
// really lacks a file shows its error instead of reloading forever; and never over what the
// visitor typed into a form still waiting for its code (components/on-demand.tsx): that form stays
// as the server rendered it, and tries again on the next approach or touch.
const LAST_RELOAD = 'stale-build-reload';
const MIN_INTERVAL_MS = 60_000;

/** Some field no longer holds what the page's HTML gave it: the visitor typed or ticked something. */
function hasTypedInput(): boolean {
  return Array.from(document.querySelectorAll('input, textarea')).some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : (field as HTMLInputElement | HTMLTextAreaElement).value !==
        (field as HTMLInputElement | HTMLTextAreaElement).defaultValue,
  );
}

export function reloadOnStaleBuild() {
  window.addEventListener('vite:preloadError', (event) => {
    if (hasTypedInput()) return;
    try {
      if (Date.now() - Number(sessionStorage.getItem(LAST_RELOAD) ?? 0) < MIN_INTERVAL_MS) return;
      sessionStorage.setItem(LAST_RELOAD, String(Date.now()));
    } catch {
      return; // Without storage there is no guard against a loop: leave the error as it is.
    }
    event.preventDefault();
    window.location.reload();
  });
}

// Loads now, then every 20 seconds while the tab is visible, and again when it becomes
// visible. Short polling rather than server-sent events: a lead arrives a few times a day, a
// poll is one indexed query, and it needs no long-lived connection through proxies or
// cross-process fan-out between the node:cluster workers (docs/decisions/0005).
import { useEffect } from 'react';

export const POLL_MS = 20_000;

export function usePolling(load: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load, active]);
}

// The list for the filters in the address, refreshed every 20 seconds while the tab is
// visible. Short polling rather than server-sent events: a lead arrives a few times a day,
// a poll is one indexed query, and it needs no long-lived connection through proxies or
// cross-process fan-out between the node:cluster workers (docs/decisions/0005).
import { useCallback, useEffect, useState } from 'react';
import type { LeadList } from '../../../../common/inbox/api';
import { api } from '../inbox-api';
import { useApiCall } from '../session';

export const POLL_MS = 20_000;

export function useLeadList(query: string) {
  const call = useApiCall();
  const [list, setList] = useState<LeadList>();
  const [failed, setFailed] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<Date>();

  const load = useCallback(() => {
    call(() => api<LeadList>(`/leads${query}`)).then(
      (next) => {
        setList(next);
        setFailed(false);
        setUpdatedAt(new Date());
      },
      () => setFailed(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session; the query alone decides when to load again
  }, [query]);

  useEffect(() => {
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
  }, [load]);

  return { list, failed, updatedAt };
}

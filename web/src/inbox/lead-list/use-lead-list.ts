// The list for the filters in the address, refreshed by polling (../use-polling.ts); the answer
// to the last filters asked for is the one shown, whatever order the answers arrive in.
import { useCallback, useState } from 'react';
import type { LeadList } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { useApiErrorText } from '../api-error-text';
import { api } from '../inbox-api';
import { useApiCall } from '../session';
import { useLatestAnswer } from '../use-latest-answer';
import { usePolling } from '../use-polling';

/** `version` loads again when something else (the open lead, a bulk action) changed leads. */
export function useLeadList(query: string, version = 0) {
  const call = useApiCall();
  const [list, setList] = useState<LeadList>();
  const errorText = useApiErrorText();
  /** Why the last load failed, in the advisor's language. */
  const [failed, setFailed] = useState<string>();
  const [updatedAt, setUpdatedAt] = useState<Date>();
  const latest = useLatestAnswer();

  const load = useCallback(() => {
    latest(call(() => api(INBOX_ROUTES.leads, { query }))).then(
      (next) => {
        setList(next);
        setFailed(undefined);
        setUpdatedAt(new Date());
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session; the query and version decide when to load again
  }, [query, version]);
  usePolling(load);

  return { list, failed, updatedAt, reload: load };
}

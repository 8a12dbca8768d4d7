// The tab's title carries the number of new leads, "(3) Bandeja de solicitudes", so a tab
// left open tells the advisor something arrived; refreshed at the list's polling interval.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_ROUTES } from '../../../common/inbox/api-routes';
import { api } from './inbox-api';
import { usePolling } from './use-polling';

export function useTabTitle(signedIn: boolean): void {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const load = useCallback(() => {
    // A 401 here is left to the page's own calls, which return to the sign-in form.
    api(INBOX_ROUTES.newCount).then(
      (answer) => setCount(answer.count),
      () => {},
    );
  }, []);
  usePolling(load, signedIn);
  useEffect(() => {
    document.title = signedIn && count > 0 ? `(${count}) ${t('title')}` : t('title');
  }, [t, count, signedIn]);
}

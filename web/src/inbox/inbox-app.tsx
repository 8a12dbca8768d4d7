// The inbox: the sign-in form until a session exists, then the list and a lead's page.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { SessionInfo } from '../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../common/inbox/api-routes';
import { InboxHeader } from './inbox-header';
import { api, ApiError } from './inbox-api';
import { LeadDetailPage } from './lead-detail/lead-detail-page';
import { ListLayout } from './lead-list/list-layout';
import { ShortcutsDialog, type ShortcutsDialogHandle } from './keyboard/shortcuts-dialog';
import { ServiceNamesProvider } from './service-names';
import { SessionContext } from './session';
import { SignInForm } from './sign-in-form';
import { CalendarPage } from './calendar/calendar-page';
import { DevicesPage } from './devices/devices-page';
import { InsightPage } from './insight/insight-page';
import { SystemPage } from './system/system-page';
import { TodayPage } from './today/today-page';
import { useTabTitle } from './use-tab-title';

type State = { kind: 'loading' } | { kind: 'signedOut'; ended: boolean } | { kind: 'signedIn'; advisor: SessionInfo };

export function InboxApp() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const shortcuts = useRef<ShortcutsDialogHandle>(null);

  useTabTitle(state.kind === 'signedIn');
  useEffect(() => {
    api(INBOX_ROUTES.session).then(
      (advisor) => setState({ kind: 'signedIn', advisor }),
      (error: unknown) => setState({ kind: 'signedOut', ended: !(error instanceof ApiError && error.status === 401) }),
    );
  }, []);
  useEffect(() => {
    // Tests can tell when the inbox has decided what to show.
    if (state.kind !== 'loading') document.documentElement.dataset.hydrated = 'true';
  }, [state.kind]);

  if (state.kind === 'loading') return null;
  if (state.kind === 'signedOut') {
    return (
      <>
        <InboxHeader />
        <SignInForm
          notice={state.ended ? t('sessionEnded') : undefined}
          onSignedIn={(advisor) => setState({ kind: 'signedIn', advisor })}
        />
      </>
    );
  }
  const session = { advisor: state.advisor, sessionEnded: () => setState({ kind: 'signedOut', ended: true }) };
  return (
    <SessionContext.Provider value={session}>
      <ServiceNamesProvider>
        <InboxHeader
          onSignedOut={() => setState({ kind: 'signedOut', ended: false })}
          onShortcuts={() => shortcuts.current?.open()}
        />
        <main className="inbox-main" id="inbox-main" tabIndex={-1}>
          <Routes>
            {/* The list stays mounted while a lead opens beside it (list-layout.tsx). */}
            <Route path="/inbox" element={<ListLayout />}>
              <Route index element={null} />
              <Route path="leads/:id" element={<LeadDetailPage />} />
            </Route>
            <Route path="/inbox/today" element={<TodayPage />} />
            <Route path="/inbox/calendar" element={<CalendarPage />} />
            <Route path="/inbox/devices" element={<DevicesPage />} />
            <Route path="/inbox/insight" element={<InsightPage />} />
            <Route path="/inbox/system" element={<SystemPage />} />
            <Route path="*" element={<Navigate to="/inbox" replace />} />
          </Routes>
        </main>
        <ShortcutsDialog ref={shortcuts} />
      </ServiceNamesProvider>
    </SessionContext.Provider>
  );
}

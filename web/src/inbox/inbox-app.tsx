// The inbox: the sign-in form until a session exists, then the list and a lead's page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import type { SessionInfo } from '../../../common/inbox/api';
import { InboxHeader } from './inbox-header';
import { api, ApiError } from './inbox-api';
import { LeadDetailPage } from './lead-detail/lead-detail-page';
import { LeadListPage } from './lead-list/lead-list-page';
import { SessionContext } from './session';
import { SignInForm } from './sign-in-form';
import { DevicesPage } from './devices/devices-page';
import { TodayPage } from './today/today-page';
import { useTabTitle } from './use-tab-title';

type State = { kind: 'loading' } | { kind: 'signedOut'; ended: boolean } | { kind: 'signedIn'; advisor: SessionInfo };

export function InboxApp() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useTabTitle(state.kind === 'signedIn');
  useEffect(() => {
    api<SessionInfo>('/session').then(
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
      <InboxHeader onSignedOut={() => setState({ kind: 'signedOut', ended: false })} />
      <main className="inbox-main">
        <Switch>
          <Route path="/inbox" component={LeadListPage} />
          <Route path="/inbox/leads/:id" component={LeadDetailPage} />
          <Route path="/inbox/today" component={TodayPage} />
          <Route path="/inbox/devices" component={DevicesPage} />
          <Route>
            <Redirect to="/inbox" replace />
          </Route>
        </Switch>
      </main>
    </SessionContext.Provider>
  );
}

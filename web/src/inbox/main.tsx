// Entry of the lead inbox (web/inbox/index.html), a separate build input from the public
// site: none of this code is reachable from a public page (docs/decisions/0005).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { InboxApp } from './inbox-app';
import { createInboxI18n, storedInboxLanguage } from './inbox-i18n';
import { reloadOnStaleBuild } from '../lib/reload-on-stale-build';
import '../styles/global.css';
import './inbox.css';

async function start() {
  reloadOnStaleBuild();
  const i18n = await createInboxI18n(storedInboxLanguage());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <InboxApp />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();

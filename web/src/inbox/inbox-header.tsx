import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../common/business';
import { INBOX_ROUTES } from '../../../common/inbox/api-routes';
import { Link } from '../components/link';
import { api } from './inbox-api';
import { storeInboxLanguage } from './inbox-i18n';
import { NotificationsToggle } from './notifications/notifications-toggle';
import { SessionContext } from './session';

/**
 * One line on every screen: the firm's name (the page's own heading says which view), the
 * language switch and, when signed in, the account's actions. On a phone those sit behind a
 * menu button; from 40rem they show in the line (inbox.css).
 */
export function InboxHeader({ onSignedOut, onShortcuts }: { onSignedOut?: () => void; onShortcuts?: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useContext(SessionContext);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);
  const switchLanguage = () => {
    const next = i18n.language === 'en' ? 'es' : 'en';
    storeInboxLanguage(next);
    void i18n.changeLanguage(next);
  };
  const signOut = async () => {
    await api(INBOX_ROUTES.signOut).catch(() => {});
    onSignedOut?.();
  };
  return (
    <header className="inbox-header">
      {session && (
        <a
          href="#inbox-main"
          className="skip-link"
          onClick={(event) => {
            // Straight to the first request when there is a list; else to the page's content.
            const first = document.querySelector<HTMLElement>('.inbox-row__link');
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
        >
          {t('skipToList')}
        </a>
      )}
      <Link to="/inbox" className="inbox-header__title">
        {BUSINESS.brand}
      </Link>
      <button
        type="button"
        className="inbox-link-button"
        onClick={switchLanguage}
        lang={i18n.language === 'en' ? 'es' : 'en'}
      >
        {t('language')}
      </button>
      {session && (
        <>
          <button
            type="button"
            className="inbox-button inbox-button--quiet inbox-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="inbox-account"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {t('menu')}
          </button>
          <div id="inbox-account" className="inbox-header__actions" data-open={menuOpen || undefined}>
            <NotificationsToggle />
            <span className="inbox-header__who">{session.advisor.email}</span>
            <button
              type="button"
              className="inbox-link-button"
              aria-keyshortcuts="?"
              onClick={() => {
                setMenuOpen(false);
                onShortcuts?.();
              }}
            >
              {t('shortcuts.button')}
            </button>
            <button type="button" className="inbox-button inbox-button--quiet" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </div>
        </>
      )}
    </header>
  );
}

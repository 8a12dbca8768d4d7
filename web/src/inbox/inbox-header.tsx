import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { api } from './inbox-api';
import { storeInboxLanguage } from './inbox-i18n';
import { NotificationsToggle } from './notifications/notifications-toggle';
import { SessionContext } from './session';

/** Title, the language switch and, when signed in, who and sign-out. */
export function InboxHeader({ onSignedOut }: { onSignedOut?: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useContext(SessionContext);
  const switchLanguage = () => {
    const next = i18n.language === 'en' ? 'es' : 'en';
    storeInboxLanguage(next);
    void i18n.changeLanguage(next);
  };
  const signOut = async () => {
    await api('/session', { method: 'DELETE' }).catch(() => {});
    onSignedOut?.();
  };
  return (
    <header className="inbox-header">
      <Link to="/inbox" className="inbox-header__title">
        {t('title')}
      </Link>
      <div className="inbox-header__actions">
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
            <NotificationsToggle />
            <span className="inbox-header__who">{session.advisor.email}</span>
            <button type="button" className="inbox-button inbox-button--quiet" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}

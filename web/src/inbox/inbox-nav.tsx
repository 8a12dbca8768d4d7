import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../components/link';

const LINKS = [
  { to: '/inbox/today', key: 'nav.today' },
  { to: '/inbox', key: 'nav.all' },
  { to: '/inbox/calendar', key: 'nav.calendar' },
  { to: '/inbox/insight', key: 'nav.insight' },
  { to: '/inbox/devices', key: 'nav.devices' },
  { to: '/inbox/system', key: 'nav.system' },
] as const;

/** The inbox's views: Today, every request, the calendar, insight, the remembered devices and the system's state. */
export function InboxNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="inbox-nav" aria-label={t('nav.label')}>
      {LINKS.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="inbox-nav__link"
          aria-current={pathname === link.to ? 'page' : undefined}
        >
          {t(link.key)}
        </Link>
      ))}
    </nav>
  );
}

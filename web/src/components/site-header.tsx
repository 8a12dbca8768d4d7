// Brand, main navigation (active page marked), mobile menu toggle and language flags.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './link';
import { BUSINESS } from '../../../common/business';
import { pagePath, type PageId } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { lang, route } = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const home = pagePath('home', lang);
  const section = (id: string) => `${home}#${id}`;
  const current = (page: PageId) => (route?.page === page ? ('page' as const) : undefined);
  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={home} className="site-header__brand" onClick={close}>
          {BUSINESS.brand}
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          <span className="visually-hidden">{t(open ? 'nav.menuClose' : 'nav.menuOpen')}</span>
        </button>
        <nav id={menuId} className={`site-header__nav${open ? ' is-open' : ''}`} aria-label={t('nav.mainNav')}>
          <ul>
            <li>
              <Link to={home} aria-current={current('home')} onClick={close}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to={section('servicios')} onClick={close}>
                {t('nav.services')}
              </Link>
            </li>
            <li>
              <Link to={section('packs')} onClick={close}>
                {t('nav.packs')}
              </Link>
            </li>
            <li>
              <Link to={pagePath('blog', lang)} aria-current={current('blog')} onClick={close}>
                {t('nav.blog')}
              </Link>
            </li>
            <li>
              <Link to={pagePath('about', lang)} aria-current={current('about')} onClick={close}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to={section('contacto')} onClick={close}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}

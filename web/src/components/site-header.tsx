// Brand, main navigation (active page marked), mobile menu toggle and language flags.
// The phone's menu is a popover (docs/decisions/0035-header-without-the-app.md): the browser
// opens and closes it from the prerendered HTML, so a tap before the app has loaded is never
// lost, and a link followed from it closes it (lib/menu-links.ts, run by the page's entry); from
// 60rem the same list is an ordinary bar (site-shell.css).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './link';
import { BUSINESS } from '../../../common/business';
import { pagePath, type PageId } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { lang, route } = useLanguage();
  const menuId = useId();
  const home = pagePath('home', lang);
  const section = (id: string) => `${home}#${id}`;
  const current = (page: PageId) => (route?.page === page ? ('page' as const) : undefined);
  // On an article the blog is where the visitor is, though not the page itself.
  const inBlog = route?.page === 'article' ? ('true' as const) : current('blog');

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={home} className="site-header__brand">
          {BUSINESS.brand}
        </Link>
        {/* The browser tells assistive technology whether the menu it controls is open. */}
        <button type="button" className="site-header__toggle" popoverTarget={menuId}>
          <span className="site-header__when-closed">
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{t('nav.menuOpen')}</span>
          </span>
          <span className="site-header__when-open">
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('nav.menuClose')}</span>
          </span>
        </button>
        <nav id={menuId} popover="auto" className="site-header__nav" aria-label={t('nav.mainNav')}>
          <ul>
            <li>
              <Link to={home} aria-current={current('home')}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to={section('servicios')}>{t('nav.services')}</Link>
            </li>
            <li>
              <Link to={section('packs')}>{t('nav.packs')}</Link>
            </li>
            <li>
              <Link to={pagePath('blog', lang)} aria-current={inBlog}>
                {t('nav.blog')}
              </Link>
            </li>
            <li>
              <Link to={pagePath('about', lang)} aria-current={current('about')}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to={section('contacto')}>{t('nav.contact')}</Link>
            </li>
          </ul>
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}

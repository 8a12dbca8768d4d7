// A page written as a content file: the founder's page and the privacy policy
// (docs/decisions/0004-content-as-markdown.md).
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import type { PageProps } from '../app/site-routes';
import { WhatsAppLink } from '../components/outbound-links';
import { contentDoc, type PageDoc } from '../lib/content-modules';
import { FounderPhoto } from '../features/blog/founder-photo';
import '../features/blog/blog.css';

export default function ContentPage({ route }: PageProps) {
  const { t } = useTranslation(['blog', 'common']);
  const { lang } = useLanguage();
  const { meta, html } = use(contentDoc(route) as Promise<PageDoc>);
  const updated =
    meta.updated &&
    // The year in four digits: Spanish 'short' dates write it in two (24/11/26).
    new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(meta.updated));
  return (
    <main id="main" className="article">
      <div className="container article__container">
        <header className="article__header">
          <h1>{meta.title}</h1>
          {updated && <p className="article__meta">{t('article.updated', { date: updated })}</p>}
        </header>
        <div className="prose" data-content-body dangerouslySetInnerHTML={{ __html: html }} />
        {route?.page === 'about' && <FounderPhoto />}
        {route?.page === 'about' && (
          <aside className="article__cta card" aria-labelledby="page-cta">
            <h2 id="page-cta">{t('article.ctaTitle')}</h2>
            <p>{t('article.ctaText')}</p>
            <div className="article__cta-actions">
              <WhatsAppLink message={t('common:whatsapp.default')}>{t('article.ctaChat')}</WhatsAppLink>
              <Link className="button button--secondary" to={`${pagePath('home', lang)}#contacto`}>
                {t('article.ctaContact')}
              </Link>
            </div>
          </aside>
        )}
      </div>
    </main>
  );
}

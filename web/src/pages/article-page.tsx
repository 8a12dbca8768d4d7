// One article (docs/product.md#pages): back link (housing guides: to home), meta line, the
// text, a closing call to action with the article's own chat message, related-post cards.
import { use, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { BUSINESS } from '../../../common/business';
import { bookingPagePath } from '../../../common/booking/booking-kinds';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import type { PageProps } from '../app/site-routes';
import { WhatsAppLink } from '../components/outbound-links';
import { onDemand } from '../components/on-demand';
import { formatDate } from '../features/blog/format-date';
import { HeroImage } from '../features/blog/hero-image';
import { useChecklists } from '../features/blog/use-checklists';
import { contentDoc, type ArticleDoc } from '../lib/content-modules';
import '../features/blog/blog.css';

// The related-post cards load as the visitor nears the closing call to action (its heading).
const RelatedArticles = onDemand(
  () => import('../features/blog/related-articles').then((module) => module.RelatedArticles),
  ['blog'],
);

export default function ArticlePage({ route }: PageProps) {
  const { t } = useTranslation('blog');
  const { lang } = useLanguage();
  const { meta, html, hero } = use(contentDoc(route)!) as ArticleDoc;
  const body = useRef<HTMLDivElement>(null);
  useChecklists(body, `checklist:${meta.lang}:${meta.key}`);
  // The DigiD quick guide shows today's date and the firm as author, as the original did;
  // the prerendered page carries its publication date until the browser knows today.
  const [today, setToday] = useState<Date>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, so the prerendered HTML matches
    if (meta.featured) setToday(new Date());
  }, [meta.featured]);
  const home = pagePath('home', lang);
  const hasChecklist = html.includes('checklist__box');

  return (
    <main id="main" className="article">
      <div className="container article__container">
        {meta.housingGuide ? (
          <Link className="back-link" to={home}>
            {t('article.backHome')}
          </Link>
        ) : (
          <Link className="back-link" to={pagePath('blog', lang)}>
            {t('article.backToBlog')}
          </Link>
        )}
        <header className="article__header">
          <p className="article__category">{meta.category}</p>
          <h1>{meta.title}</h1>
          <p className="article__meta">
            {meta.featured ? (
              <>
                {t('article.by', { brand: BUSINESS.brand })} · {formatDate(today ?? meta.date, lang)}
              </>
            ) : (
              t('article.published', { date: formatDate(meta.date, lang) })
            )}
            {' · '}
            {t('article.readingTime', { count: meta.readingMinutes })}
          </p>
        </header>
        <HeroImage picture={hero} alt={meta.heroAlt} />
        {hasChecklist && <p className="article__note">{t('article.checklistNote')}</p>}
        <div ref={body} className="prose" data-content-body dangerouslySetInnerHTML={{ __html: html }} />
        <aside className="article__cta card" aria-labelledby="article-cta">
          <h2 id="article-cta">{t('article.ctaTitle')}</h2>
          <p>{t('article.ctaText')}</p>
          <div className="article__cta-actions">
            <WhatsAppLink message={meta.chatMessage}>{t('article.ctaChat')}</WhatsAppLink>
            <Link className="button button--secondary" to={bookingPagePath(lang, 'free')}>
              {t('article.ctaBook')}
            </Link>
            <Link className="button button--secondary" to={`${home}#contacto`}>
              {t('article.ctaContact')}
            </Link>
          </div>
        </aside>
      </div>
      <RelatedArticles near="article-cta" keys={meta.related} lang={lang} />
    </main>
  );
}

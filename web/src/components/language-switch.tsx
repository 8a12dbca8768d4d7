// The language flags (docs/product.md#languages): links to this page in the other language, so
// they work even before the scripts run; a click also saves the choice.
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../common/lang';
import { switchLanguagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { saveLanguage } from '../lib/stored-language';
import { SpainFlag, UkFlag } from './flags';

const FLAGS: Record<
  Lang,
  { Flag: () => ReactElement; label: string; name: 'nav.switchToSpanish' | 'nav.switchToEnglish' }
> = {
  es: { Flag: SpainFlag, label: 'ES', name: 'nav.switchToSpanish' },
  en: { Flag: UkFlag, label: 'EN', name: 'nav.switchToEnglish' },
};

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { lang, route } = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {LANGS.map((option) => {
        const { Flag, label, name } = FLAGS[option];
        return (
          <a
            key={option}
            // The current language links to this page too: every link is crawlable (Lighthouse SEO).
            href={switchLanguagePath(route, option)}
            hrefLang={option}
            lang={option}
            aria-current={option === lang ? 'true' : undefined}
            onClick={() => saveLanguage(option)}
          >
            <Flag /> {label}
            {/* The visible code stays part of the name (WCAG 2.5.3, label in name). */}
            <span className="visually-hidden"> – {t(name)}</span>
          </a>
        );
      })}
    </div>
  );
}

// The language flags (core.md section 4): links to this page in the other language, so
// they work even before the scripts run; a click also saves the choice.
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../common/lang';
import { switchLanguagePath } from '../../../common/routes';
import { useLanguage } from '../app/language';
import { saveLanguage } from '../lib/stored-language';

const FLAGS: Record<Lang, { flag: string; label: string; name: 'nav.switchToSpanish' | 'nav.switchToEnglish' }> = {
  es: { flag: '🇪🇸', label: 'ES', name: 'nav.switchToSpanish' },
  en: { flag: '🇬🇧', label: 'EN', name: 'nav.switchToEnglish' },
};

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { lang, route } = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {LANGS.map((option) => (
        <a
          key={option}
          href={option === lang ? undefined : switchLanguagePath(route, option)}
          hrefLang={option}
          lang={option}
          aria-current={option === lang ? 'true' : undefined}
          onClick={() => saveLanguage(option)}
        >
          <span aria-hidden="true">{FLAGS[option].flag}</span> {FLAGS[option].label}
          {/* The visible code stays part of the name (WCAG 2.5.3, label in name). */}
          <span className="visually-hidden"> – {t(FLAGS[option].name)}</span>
        </a>
      ))}
    </div>
  );
}

// Section 2: three highlight cards (housing search, documents, first steps).
import { useTranslation } from 'react-i18next';
import { LineIcon, type IconName } from '../../components/line-icon';

const HIGHLIGHTS = [
  { key: 'housing', icon: 'house' },
  { key: 'documents', icon: 'document' },
  { key: 'firstSteps', icon: 'checklist' },
] as const satisfies { key: string; icon: IconName }[];

export function HighlightsSection() {
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="home-highlights-title">
      <div className="container">
        <h2 id="home-highlights-title">{t('highlights.title')}</h2>
        <ul className="home-grid home-grid--3">
          {HIGHLIGHTS.map(({ key, icon }) => (
            <li key={key} className="card">
              <span className="home-badge-icon">
                <LineIcon name={icon} />
              </span>
              <h3>{t(`highlights.items.${key}.title`)}</h3>
              <p className="home-muted">{t(`highlights.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// The five steps of the service (Diagnóstico, Búsqueda, Shortlist, Visitas, Cierre), as
// numbered cards; shared by the detailed page and the landing page.
import { PageSection } from '../../components/page-section';
import { useHousingTexts } from './housing-texts';

export function HousingSteps({
  id,
  title,
  intro,
  alt = false,
}: {
  id: string;
  title: string;
  intro: string;
  alt?: boolean;
}) {
  const { records } = useHousingTexts('steps');
  const steps = records('steps', ['title', 'text'] as const);
  return (
    <PageSection id={id} title={title} intro={intro} alt={alt}>
      <ol className="housing-grid housing-steps" role="list">
        {steps.map((step) => (
          <li key={step.title} className="card housing-step">
            <h3>{step.title}</h3>
            <p className="housing-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

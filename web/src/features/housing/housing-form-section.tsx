// The housing request form section (id="formulario", the target of the pages' "start"
// buttons), on the landing page and on the detailed service page: a real request on both,
// reported as lead_busqueda_vivienda_enviado, with the thank-you screen on success.
import { useCallback, useState } from 'react';
import { onDemand } from '../../app/on-demand';
import { HousingSuccess } from './housing-success';

export const FORM_ANCHOR = 'formulario';

// Far below the fold: the form's code, layout and texts load as the visitor comes near it.
const RequestForm = onDemand(async () => {
  const { HousingSearchForm } = await import('../service-forms/housing-search-form');
  // The thank-you screen is made inside the part: its props stay the same while it waits.
  return function RequestForm({ onSent }: { onSent: () => void }) {
    return <HousingSearchForm success={(reference) => <HousingSuccess reference={reference} onShown={onSent} />} />;
  };
}, ['service-forms', 'forms']);

export function HousingFormSection({ title, intro, alt = false }: { title: string; intro: string; alt?: boolean }) {
  const [done, setDone] = useState(false);
  const markDone = useCallback(() => setDone(true), []);
  return (
    <section
      id={FORM_ANCHOR}
      className={`section housing-form${alt ? ' section--alt' : ''}`}
      aria-labelledby={done ? 'housing-success-title' : 'housing-form-title'}
    >
      <div className="container housing-form__inner">
        {!done && (
          <>
            <h2 id="housing-form-title">{title}</h2>
            <p className="section__intro housing-form__intro">{intro}</p>
          </>
        )}
        <RequestForm near={FORM_ANCHOR} onSent={markDone} />
      </div>
    </section>
  );
}

// The housing request form section (id="formulario", the target of the pages' "start"
// buttons), on the landing page and on the detailed service page: a real request on both,
// reported as lead_busqueda_vivienda_enviado, with the thank-you screen on success.
import { useCallback, useState } from 'react';
import { ServiceForm } from '../service-forms/ServiceForm';
import { HOUSING_SEARCH_LAYOUT } from '../service-forms/layouts';
import { HousingSuccess } from './HousingSuccess';

export const FORM_ANCHOR = 'formulario';

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
        <ServiceForm
          layout={HOUSING_SEARCH_LAYOUT}
          leadEvent="lead_busqueda_vivienda_enviado"
          success={<HousingSuccess onShown={markDone} />}
        />
      </div>
    </section>
  );
}

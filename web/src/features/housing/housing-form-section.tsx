// The housing request form section (id="formulario", the target of the pages' "start"
// buttons), on the landing page and on the detailed service page: a real request on both,
// reported as lead_busqueda_vivienda_enviado, with the thank-you screen on success.
import { useCallback, useState, type ComponentType } from 'react';
import { FORM_ANCHOR } from './housing-anchors';
import { HousingSuccess } from './housing-success';

/** The request form, given by the page (features/service-forms/housing-request-form.tsx). */
export type RequestForm = ComponentType<{ near: string; onSent: () => void; Success: typeof HousingSuccess }>;

export function HousingFormSection(props: { title: string; intro: string; alt?: boolean; form: RequestForm }) {
  const { title, intro, alt = false, form: RequestForm } = props;
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
        <RequestForm near={FORM_ANCHOR} onSent={markDone} Success={HousingSuccess} />
      </div>
    </section>
  );
}

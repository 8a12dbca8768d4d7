// A titled band of a long page (packs, housing): the section (its id is the in-page anchor)
// labelled by its heading, an optional intro, and the content. `alt` gives the tinted
// background that alternates bands.
import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  intro?: string;
  alt?: boolean;
  /** Extra class of the inner container (e.g. a narrow column). */
  inner?: string;
  children: ReactNode;
};

export function PageSection({ id, title, intro, alt = false, inner, children }: Props) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={`${id}-title`}>
      <div className={inner ? `container ${inner}` : 'container'}>
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

// FAQ accordion (WAI-ARIA Accordion pattern): one item open at a time, the open one can be
// closed, headings hold buttons with aria-expanded/aria-controls, and the keyboard moves
// between headers (Up/Down arrows, Home, End). Closed answers stay in the HTML (hidden) so
// the page's text is complete; search engines also get them as FAQPage JSON-LD.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import './accordion.css';

export type AccordionItem = { question: string; answer: string };

export function Accordion({
  items,
  headingLevel = 3,
  initiallyOpen = 0,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  initiallyOpen?: number | null;
}) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={`${id}-button-${index}`}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.question}
                <span className="accordion__sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={`${id}-panel-${index}`}
              role="region"
              aria-labelledby={`${id}-button-${index}`}
              className="accordion__panel"
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

// FAQ accordion built on the browser's own disclosure, <details>/<summary>: a tap or Enter opens
// an answer even before the page's code has loaded or hydrated the part (nothing needs
// replaying, docs/decisions/0060-native-faq.md). The items share a `name`, so the browser keeps
// one open at a time and the open one can be closed. Once hydrated, Up/Down arrows, Home and End
// move between the questions (the WAI-ARIA accordion's keys). Closed answers stay in the HTML so
// the page's text is complete; search engines also get them as FAQPage JSON-LD.
import { useId, type KeyboardEvent } from 'react';
import './accordion.css';

export type AccordionItem = { question: string; answer: string };

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  const summaries = [...event.currentTarget.querySelectorAll('summary')];
  const index = summaries.indexOf(event.target as HTMLElement);
  if (!move || index < 0) return;
  event.preventDefault();
  summaries[move(index, summaries.length - 1)]?.focus();
}

export function Accordion({
  items,
  headingLevel = 3,
  initiallyOpen = 0,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  initiallyOpen?: number | null;
}) {
  const name = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion" onKeyDown={moveFocus}>
      {items.map((item, index) => (
        // `open` is only where it starts: React never sets it again, so what the visitor opened stays open.
        <details key={item.question} className="accordion__item" name={name} open={index === initiallyOpen}>
          <summary className="accordion__button">
            <Heading className="accordion__heading">{item.question}</Heading>
            <span className="accordion__sign" aria-hidden="true" />
          </summary>
          <div className="accordion__panel">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

// Where every form shows its outcome (docs/product.md#messages): one live region, present from
// the start so that what it says is announced — the summary of a refused form, or once sent the
// success notice — and the confirmation in place of the form, whose heading takes the focus
// and whose section scrolls into view (docs/decisions/0023-one-form-house.md).
import { useEffect, useRef, type ReactNode } from 'react';
import './form-outcome.css';

type Props = {
  /** The form, until it is sent. */
  children: ReactNode;
  /** The confirmation once sent (undefined before): it holds a heading, which takes the focus. */
  success: ReactNode;
  /** What the live region says. */
  status: ReactNode;
  statusClassName?: string;
  /** Draw the success notice above the confirmation (the service forms' toast) rather than below its heading. */
  noticeFirst?: boolean;
};

export function FormOutcome({ children, success, status, statusClassName = '', noticeFirst = false }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const sent = success !== undefined && success !== false;

  useEffect(() => {
    if (!sent || !frame.current) return;
    const heading = frame.current.querySelector<HTMLElement>('h1, h2, h3, h4');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading?.focus({ preventScroll: true });
    // The page's own section (or the page) comes into view, its heading with it: the visitor sees where they are.
    (frame.current.closest('section, main') ?? frame.current).scrollIntoView({ block: 'start' });
  }, [sent]);

  return (
    <div ref={frame} className={`form-outcome${sent ? ' is-sent' : ''}${noticeFirst ? ' notice-first' : ''}`}>
      {sent ? success : children}
      <div className={`form-outcome__status ${statusClassName}`} role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}

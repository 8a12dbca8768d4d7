// A link inside the app, made of React Router's own parts: its href and its click handler
// (in-app navigation for a plain left click, the browser's behaviour for a modified click).
// React Router's <Link> also brings its framework-mode prefetching code, about 3 KB gzip on
// every page that this site never uses (docs/decisions/0012-react-router.md).
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  /** Navigation state the next page reads with useLocation().state. */
  state?: unknown;
};

export function Link({ to, replace, state, onClick, target, ...rest }: Props) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

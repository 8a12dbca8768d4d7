// Every route of the table, each page in its language inside the site shell; anything
// else is the 404 page.
import { Suspense, useEffect } from 'react';
import { matchRoute, Redirect, useLocation, useRouter } from 'wouter';
import { notFoundLang, resolvePath, type Route } from '../../../common/routes';
import { SiteShell } from '../components/site-shell';
import { DocumentHead } from '../seo/document-head';
import { LanguageProvider } from './language';
import { PAGE_PATHS, pageComponent, ROUTES } from './site-routes';

export function App() {
  useEffect(() => {
    // Tests (and styles) can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const [pathname] = useLocation();
  const { parser } = useRouter();
  // Matched as a <Route> would (any case, optional trailing slash), but rendered as one element
  // for every page: moving between pages then updates it instead of mounting a new Suspense
  // boundary, so the transition keeps the current page until the next has loaded.
  const route = ROUTES.find((candidate) => matchRoute(parser, candidate.path, pathname)[0]);
  return route ? <Page route={route} /> : <Unmatched pathname={pathname} />;
}

/** In-app navigation to an old address replaces it with its page, as the server's 301 does. */
function Unmatched({ pathname }: { pathname: string }) {
  const resolution = resolvePath(pathname, PAGE_PATHS);
  if (resolution.kind === 'redirect') return <Redirect to={resolution.location} replace />;
  return <Page route={undefined} />;
}

function Page({ route }: { route: Route | undefined }) {
  const Component = pageComponent(route);
  const [pathname] = useLocation();
  const lang = route?.lang ?? notFoundLang(pathname);
  return (
    <LanguageProvider lang={lang} route={route}>
      <DocumentHead />
      <SiteShell>
        <Suspense fallback={null}>
          <Component route={route} />
        </Suspense>
      </SiteShell>
    </LanguageProvider>
  );
}

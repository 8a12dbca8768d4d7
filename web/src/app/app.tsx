// Every route of the table, each page in its language inside the site shell; anything
// else is the 404 page. React Router (declarative mode, docs/decisions/0012-react-router.md)
// matches the address as before: any case, optional trailing slash.
import { Suspense, useEffect } from 'react';
import { Navigate, Route as PathRoute, Routes, useLocation } from 'react-router';
import { resolvePath, type Route } from '../../../common/routes';
import { SiteShell } from '../components/site-shell';
import { DocumentHead } from '../seo/document-head';
import { LanguageProvider } from '../lib/language';
import { langOfPath } from '../../../common/lang';
import { PageScroll } from './page-scroll';
import { PAGE_PATHS, pageComponent, ROUTES } from './site-routes';

export function App() {
  useEffect(() => {
    // Tests (and styles) can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Every route renders the same element type at the same place, so moving between pages
  // updates it rather than mounting a new Suspense boundary: React Router applies the new
  // address in a transition, and React then keeps the current page on screen until the next
  // one's code and texts have loaded.
  return (
    <>
      <PageScroll />
      <Routes>
        {ROUTES.map((route) => (
          <PathRoute key={route.path} path={route.path} element={<Page route={route} />} />
        ))}
        <PathRoute path="*" element={<Unmatched />} />
      </Routes>
    </>
  );
}

/** In-app navigation to an old address replaces it with its page, as the server's 301 does. */
function Unmatched() {
  const { pathname } = useLocation();
  const resolution = resolvePath(pathname, PAGE_PATHS);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.location} replace />;
  return <Page route={undefined} />;
}

function Page({ route }: { route: Route | undefined }) {
  const Component = pageComponent(route);
  const { pathname } = useLocation();
  const lang = route?.lang ?? langOfPath(pathname);
  return (
    <LanguageProvider lang={lang} route={route}>
      <DocumentHead />
      <SiteShell>
        <Suspense fallback={null}>
          {/* eslint-disable-next-line react-hooks/static-components -- pageComponent returns one lazy component per page, made once */}
          <Component route={route} />
        </Suspense>
      </SiteShell>
    </LanguageProvider>
  );
}

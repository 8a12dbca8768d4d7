// Every route of the table, each page in its language inside the site shell; anything
// else is the 404 page.
import { Suspense, useEffect } from 'react';
import { Navigate, Route as RouterRoute, Routes, useLocation } from 'react-router';
import { resolvePath, type Route } from '../../../common/routes';
import { SiteShell } from '../components/SiteShell';
import { DocumentHead } from '../seo/DocumentHead';
import { LanguageProvider } from './language';
import { langOfPath } from '../../../common/lang';
import { PAGE_PATHS, pageComponent, ROUTES } from './site-routes';

export function App() {
  useEffect(() => {
    // Tests (and styles) can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Routes>
      {ROUTES.map((route) => (
        <RouterRoute key={route.path} path={route.path} element={<Page route={route} />} />
      ))}
      <RouterRoute path="*" element={<Unmatched />} />
    </Routes>
  );
}

/** In-app navigation to an old address replaces it with its page, as the server's 301 does. */
function Unmatched() {
  const resolution = resolvePath(useLocation().pathname, PAGE_PATHS);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.location} replace />;
  return <Page route={undefined} />;
}

function Page({ route }: { route: Route | undefined }) {
  const Component = pageComponent(route);
  const lang = route?.lang ?? langOfPath(useLocation().pathname);
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

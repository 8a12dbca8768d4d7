// The page's language and route, for every component below the page (docs/product.md#languages).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../../../common/lang';
import type { Route } from '../../../common/routes';

type LanguageState = { lang: Lang; route: Route | undefined };

const LanguageContext = createContext<LanguageState | null>(null);

export function LanguageProvider(props: { lang: Lang; route: Route | undefined; children: ReactNode }) {
  const { lang, route } = props;
  const value = useMemo<LanguageState>(() => ({ lang, route }), [lang, route]);
  return <LanguageContext.Provider value={value}>{props.children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}

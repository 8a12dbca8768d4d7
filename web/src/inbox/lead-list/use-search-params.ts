// The list's filters in the query string, read as the browser has it. wouter's own
// useSearchParams runs the search through decodeURI first, so a searched '100%41' (sent as
// q=100%2541) would come back as '100A'; URLSearchParams alone decodes exactly once.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useSearch } from 'wouter/use-browser-location';

type Update = (current: URLSearchParams) => URLSearchParams;

export function useSearchParams(): [URLSearchParams, (update: Update, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (update: Update, options?: { replace?: boolean }) => {
    const query = update(params).toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, setParams];
}

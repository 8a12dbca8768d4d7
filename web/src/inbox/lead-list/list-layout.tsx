// /inbox and /inbox/leads/:id: on a laptop the list and the open lead side by side (the
// address still names the lead, so Back and links work); on a phone one or the other. The
// list keeps its place (same element) when a lead opens, and reloads when the lead changes.
import { createContext, useContext, useReducer } from 'react';
import { Outlet, useMatch } from 'react-router';
import { useMediaQuery, WIDE } from '../use-media-query';
import { LeadListPage } from './lead-list-page';

const ListRefreshContext = createContext<() => void>(() => {});

/** For the open lead: its change shows in the list beside it at once, not at the next poll. */
export const useRefreshList = () => useContext(ListRefreshContext);

export function ListLayout() {
  const leadOpen = useMatch('/inbox/leads/:id') !== null;
  const wide = useMediaQuery(WIDE);
  const [version, refresh] = useReducer((n: number) => n + 1, 0);
  const split = leadOpen && wide;
  return (
    <ListRefreshContext.Provider value={refresh}>
      <div className={split ? 'inbox-split' : undefined}>
        {(!leadOpen || wide) && <LeadListPage version={version} compact={split} />}
        <Outlet />
      </div>
    </ListRefreshContext.Provider>
  );
}

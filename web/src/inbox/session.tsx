// Who is signed in, and a way for any screen to say the session has ended (a 401).
import { createContext, useContext } from 'react';
import type { SessionInfo } from '../../../common/inbox/api';
import { ApiError } from './inbox-api';

type Session = { advisor: SessionInfo; sessionEnded: () => void };

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the signed-in inbox');
  return session;
}

/** Runs an API call; a 401 returns to the sign-in form, anything else is rethrown. */
export function useApiCall() {
  const { sessionEnded } = useSession();
  return async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sessionEnded();
      throw error;
    }
  };
}

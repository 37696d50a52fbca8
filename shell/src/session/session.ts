/** The shell's one session store and a React hook to read it. */
import { useStore } from 'zustand';
import { createSessionApi } from './session-api';
import { createSessionStore, type SessionState } from './session-store';
import { localTokenStorage } from './token-storage';

export const sessionStore = createSessionStore(createSessionApi(), localTokenStorage);

/** Selects from the session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Where the session token lives between visits. Remotes' standalone mounts read the same key. */
export const tokenKey = 'league.token';

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

/** localStorage-backed storage; a blocked storage (private mode) degrades to no persistence. */
export const localTokenStorage: TokenStorage = {
  read() {
    try {
      return window.localStorage.getItem(tokenKey);
    } catch {
      return null;
    }
  },
  write(token) {
    try {
      window.localStorage.setItem(tokenKey, token);
    } catch {
      // Nothing to do: the session still works for this page view.
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(tokenKey);
    } catch {
      // Same as above.
    }
  },
};

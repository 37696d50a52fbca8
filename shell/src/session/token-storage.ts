/** Where the session token lives between visits. Remotes' standalone mounts read the same key. */
export const tokenKey = 'league.token';
/** The refresh token, traded at POST /auth/refresh for a new pair before the bearer token expires. */
export const refreshKey = 'league.refresh';

export interface TokenStorage {
  read(): string | null;
  readRefresh(): string | null;
  /** Stores the bearer token, and the refresh token when one is given. */
  write(token: string, refreshToken?: string): void;
  clear(): void;
}

function get(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** localStorage-backed storage; a blocked storage (private mode) degrades to no persistence. */
export const localTokenStorage: TokenStorage = {
  read: () => get(tokenKey),
  readRefresh: () => get(refreshKey),
  write(token, refreshToken) {
    try {
      window.localStorage.setItem(tokenKey, token);
      if (refreshToken) window.localStorage.setItem(refreshKey, refreshToken);
    } catch {
      // Nothing to do: the session still works for this page view.
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(tokenKey);
      window.localStorage.removeItem(refreshKey);
    } catch {
      // Same as above.
    }
  },
};

/**
 * The app session (spec §4) as a zustand store: token in localStorage, profile on init, login,
 * register and logout. Bearer tokens live hours: the store trades its refresh token for a new pair
 * shortly before the bearer token expires, at init, and when a call answers 401 TOKEN_EXPIRED, so an
 * active user stays signed in. Built by a factory so tests inject the API, the token storage and
 * the timer.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { shownMessage } from './api';
import { applyAuthSuccess, applyLeagueChange, applyTeamsLoaded, initialSession, type SessionData } from './session-rules';
import type { LoginInput, RegisterInput, SessionApi, SessionTokens, UserSettingType, UserSettingValue } from './session-api';
import type { TokenStorage } from './token-storage';

export interface SessionActions {
  /** Init: with a stored token load the profile, otherwise load the league. */
  init(leagueId: number): Promise<void>;
  login(input: LoginInput): Promise<void>;
  register(input: RegisterInput): Promise<void>;
  logout(): void;
  /** Follows the league of the current route. */
  selectLeague(leagueId: number): Promise<void>;
  teamsLoaded(teamIds: number[]): void;
  /**
   * PUT /me (type, value), then reload the profile. A password change ends every session, this one
   * included; the fresh session it answers is adopted, so this tab stays signed in.
   */
  updateUser(type: UserSettingType, value: UserSettingValue): Promise<void>;
  /** Reloads the profile (GET /me), e.g. after a remote renamed the user's team; nothing without a token. */
  reloadProfile(): Promise<void>;
}

export type SessionState = SessionData & SessionActions;
export type SessionStore = StoreApi<SessionState>;

/** Schedules one call after `ms`; returns its cancel. */
export type Timer = (run: () => void, ms: number) => () => void;

const browserTimer: Timer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** Refresh this long before the bearer token expires (a laptop waking from sleep has slack). */
export const REFRESH_MARGIN_SECONDS = 5 * 60;
/** After a refresh that failed for a reason other than an ended session, try again this soon. */
export const REFRESH_RETRY_SECONDS = 60;

const isStatus = (error: unknown, status: number) => (error as { status?: number }).status === status;
const isExpired = (error: unknown) => (error as { code?: string }).code === 'TOKEN_EXPIRED';

export function createSessionStore(api: SessionApi, storage: TokenStorage, timer: Timer = browserTimer): SessionStore {
  return createStore<SessionState>()((set, get) => {
    let cancelRefresh: (() => void) | null = null;
    let refreshing: Promise<string | null> | null = null;

    function schedule(seconds: number) {
      cancelRefresh?.();
      cancelRefresh = timer(() => void refreshNow(), Math.max(1, seconds) * 1000);
    }

    function adopt(tokens: SessionTokens) {
      storage.write(tokens.token, tokens.refreshToken);
      set({ token: tokens.token });
      schedule(tokens.expiresIn - REFRESH_MARGIN_SECONDS);
    }

    /**
     * Trades the stored refresh token for a new pair; resolves with the new bearer token, or null
     * when there is none to trade, the session was ended elsewhere (401: signed out here too) or the
     * server could not be reached (retried shortly). Concurrent callers share one request.
     */
    function refreshNow(): Promise<string | null> {
      const refreshToken = storage.readRefresh();
      if (!refreshToken) return Promise.resolve(null);
      refreshing ??= api
        .refresh(refreshToken)
        .then(
          (tokens) => {
            adopt(tokens);
            return tokens.token;
          },
          (error: unknown) => {
            if (isStatus(error, 401)) {
              cancelRefresh?.();
              storage.clear();
              set({ ...initialSession, isPending: false, leagueId: get().leagueId, authError: shownMessage(error) });
            } else schedule(REFRESH_RETRY_SECONDS);
            return null;
          },
        )
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    }

    /** Runs a call with the current token; on 401 TOKEN_EXPIRED refreshes once and runs it again. */
    async function withFreshToken<T>(token: string, run: (token: string) => Promise<T>): Promise<T> {
      try {
        return await run(token);
      } catch (error) {
        if (!isExpired(error)) throw error;
        const fresh = await refreshNow();
        if (!fresh) throw error;
        return run(fresh);
      }
    }

    /**
     * Loads the current league's details (a failure leaves the header in its not-connected state)
     * and, with a team selected, the league's teams, so a team that is gone gets cleared (§4).
     */
    async function loadLeague(leagueId: number) {
      if (!leagueId) {
        set({ league: null });
        return;
      }
      const token = get().token;
      const teams = get().teamId !== null ? api.leagueTeamIds(leagueId, token).catch(() => null) : Promise.resolve(null);
      try {
        const league = await api.league(leagueId, token);
        if (get().leagueId === leagueId) set({ league });
      } catch {
        if (get().leagueId === leagueId) set({ league: get().leagues.find((l) => l.uid === leagueId) ?? null });
      }
      const teamIds = await teams;
      if (teamIds && get().leagueId === leagueId) set(applyTeamsLoaded(get(), teamIds));
    }

    async function loadProfile(token: string) {
      set({ isUpdating: true });
      try {
        const me = await withFreshToken(token, (current) => api.me(current));
        set(applyAuthSuccess({ ...get(), token: get().token ?? token }, me));
      } catch (error) {
        // Auth failure: store authError and stop the updating flag. A rejected token is dropped.
        const status = (error as { status?: number }).status;
        if (status === 401 || status === 403) {
          cancelRefresh?.();
          storage.clear();
          set({ ...initialSession, isPending: false, leagueId: get().leagueId, authError: shownMessage(error) });
        } else {
          set({ isUpdating: false, authError: shownMessage(error) });
        }
      }
    }

    async function authenticate(obtainTokens: () => Promise<SessionTokens>) {
      set({ isUpdating: true, authError: null });
      let tokens: SessionTokens;
      try {
        tokens = await obtainTokens();
      } catch (error) {
        set({ isUpdating: false, authError: shownMessage(error) });
        throw error;
      }
      adopt(tokens);
      await loadProfile(tokens.token);
      await loadLeague(get().leagueId);
    }

    return {
      ...initialSession,
      async init(leagueId) {
        set({ isPending: true, token: storage.read(), leagueId });
        // The stored bearer token may be hours old: start the visit with a fresh pair (which also
        // learns at once of a session ended elsewhere). Without a refresh token, use it as it is.
        if (storage.readRefresh()) await refreshNow();
        const token = get().token;
        if (token) await loadProfile(token);
        await loadLeague(get().leagueId);
        set({ isPending: false });
      },
      login: (input) => authenticate(() => api.login(input)),
      register: (input) => authenticate(() => api.register(input)),
      logout() {
        cancelRefresh?.();
        storage.clear();
        set({ ...initialSession, isPending: false });
      },
      async selectLeague(leagueId) {
        if (leagueId === get().leagueId) return;
        set(applyLeagueChange(get(), leagueId));
        await loadLeague(leagueId);
      },
      teamsLoaded(teamIds) {
        set(applyTeamsLoaded(get(), teamIds));
      },
      async updateUser(type, value) {
        const token = get().token;
        if (!token) throw new Error('Must be logged in.');
        const fresh = await withFreshToken(token, (current) => api.updateMe(current, type, value));
        if (fresh) adopt(fresh);
        await loadProfile(get().token ?? token);
      },
      async reloadProfile() {
        const token = get().token;
        if (token) await loadProfile(token);
      },
    };
  });
}

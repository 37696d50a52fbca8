/**
 * The app session (spec §4) as a zustand store: token in localStorage, profile on init, login,
 * register and logout. Built by a factory so tests inject the API and the token storage.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { shownMessage } from './api';
import { applyAuthSuccess, applyLeagueChange, applyTeamsLoaded, initialSession, type SessionData } from './session-rules';
import type { LoginInput, RegisterInput, SessionApi } from './session-api';
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
  /** PUT /me (type, value), then reload the profile. */
  updateUser(type: 'email' | 'username', value: string): Promise<void>;
}

export type SessionState = SessionData & SessionActions;
export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(api: SessionApi, storage: TokenStorage): SessionStore {
  return createStore<SessionState>()((set, get) => {
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
        const me = await api.me(token);
        set(applyAuthSuccess({ ...get(), token }, me));
      } catch (error) {
        // Auth failure: store authError and stop the updating flag. A rejected token is dropped.
        const status = (error as { status?: number }).status;
        if (status === 401 || status === 403) {
          storage.clear();
          set({ ...initialSession, isPending: false, leagueId: get().leagueId, authError: shownMessage(error) });
        } else {
          set({ isUpdating: false, authError: shownMessage(error) });
        }
      }
    }

    async function authenticate(obtainToken: () => Promise<string>) {
      set({ isUpdating: true, authError: null });
      let token: string;
      try {
        token = await obtainToken();
      } catch (error) {
        set({ isUpdating: false, authError: shownMessage(error) });
        throw error;
      }
      storage.write(token);
      set({ token });
      await loadProfile(token);
      await loadLeague(get().leagueId);
    }

    return {
      ...initialSession,
      async init(leagueId) {
        const token = storage.read();
        set({ isPending: true, token, leagueId });
        if (token) await loadProfile(token);
        await loadLeague(get().leagueId);
        set({ isPending: false });
      },
      login: (input) => authenticate(() => api.login(input)),
      register: (input) => authenticate(() => api.register(input)),
      logout() {
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
        await api.updateMe(token, type, value);
        await loadProfile(token);
      },
    };
  });
}

import { SessionApiError } from './api';
import type { LeagueSummary, MeResponse } from './profile-types';
import type { SessionApi, SessionTokens } from './session-api';
import { createSessionStore, REFRESH_MARGIN_SECONDS, REFRESH_RETRY_SECONDS, type Timer } from './session-store';
import type { TokenStorage } from './token-storage';

function memoryStorage(initial: string | null = null, refresh: string | null = null): TokenStorage & { value: string | null; refresh: string | null } {
  const storage = {
    value: initial,
    refresh,
    read: () => storage.value,
    readRefresh: () => storage.refresh,
    write: (token: string, refreshToken?: string) => {
      storage.value = token;
      if (refreshToken) storage.refresh = refreshToken;
    },
    clear: () => {
      storage.value = null;
      storage.refresh = null;
    },
  };
  return storage;
}

/** A timer the test fires by hand: `pending` holds what is scheduled and when. */
function manualTimer(): Timer & { pending: { run: () => void; ms: number }[]; fire(): void } {
  const pending: { run: () => void; ms: number }[] = [];
  const timer = ((run: () => void, ms: number) => {
    const entry = { run, ms };
    pending.push(entry);
    return () => {
      if (pending.includes(entry)) pending.splice(pending.indexOf(entry), 1);
    };
  }) as Timer & { pending: typeof pending; fire(): void };
  timer.pending = pending;
  timer.fire = () => pending.shift()?.run();
  return timer;
}

const tokens = (name: string): SessionTokens => ({ token: `token-${name}`, refreshToken: `refresh-${name}`, expiresIn: 7200 });

const leagueOne: LeagueSummary = { uid: 1, name: 'Demo League', commishid: 1, hosted: 1, cap: 200 };
const leagueTwo: LeagueSummary = { uid: 2, name: 'Second League', commishid: 9, hosted: 0, cap: 300 };

const me: MeResponse = {
  user: { id: 2, username: 'owner1', email: 'owner1@example.com' },
  teams: [
    { uid: 11, lid: 1, name: 'Team One' },
    { uid: 21, lid: 2, name: 'Team Two' },
  ],
  leagues: [leagueOne, leagueTwo],
};

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    login: async (input) => {
      calls.push(`login:${input.email_or_username}`);
      return tokens('login');
    },
    register: async (input) => {
      calls.push(`register:${input.username}`);
      return tokens('register');
    },
    refresh: async (refreshToken) => {
      calls.push(`refresh:${refreshToken}`);
      return tokens(`${calls.length}`);
    },
    me: async (token) => {
      calls.push(`me:${token}`);
      return me;
    },
    league: async (id) => {
      calls.push(`league:${id}`);
      return [leagueOne, leagueTwo].find((league) => league.uid === id) ?? { uid: id, name: `League ${id}` };
    },
    leagueTeamIds: async (id) => {
      calls.push(`teams:${id}`);
      return id === 1 ? [11, 12] : id === 2 ? [21, 22] : [];
    },
    updateMe: async (_token, type, value) => {
      calls.push(`updateMe:${type}=${value}`);
      // a password change ends every session and answers a fresh one for this tab
      return type === 'password' ? { token: 'token-after-password', refreshToken: 'refresh-after-password', expiresIn: 7200 } : null;
    },
    ...overrides,
  };
}

describe('session store', () => {
  it('init with a stored token loads the profile: first league and first team become current', async () => {
    const api = fakeApi();
    const store = createSessionStore(api, memoryStorage('stored'));
    expect(store.getState().isPending).toBe(true);
    await store.getState().init(0);
    const state = store.getState();
    expect(api.calls).toEqual(['me:stored', 'teams:1', 'league:1']);
    expect(state.isPending).toBe(false);
    expect(state.userId).toBe(2);
    expect(state.leagueId).toBe(1);
    expect(state.teamId).toBe(11);
    expect(state.teamIds).toEqual([11, 21]);
    expect(state.leagueIds).toEqual([1, 2]);
    expect(state.league?.name).toBe('Demo League');
    expect(state.lineupBudget).toBe(180);
  });

  it('a commissioner who owns no team gets the league they run as current, with no team', async () => {
    const commishMe: MeResponse = { user: { id: 1, username: 'commish' }, teams: [], leagues: [leagueOne] };
    const api = fakeApi({
      me: async (token) => {
        api.calls.push(`me:${token}`);
        return commishMe;
      },
    });
    const store = createSessionStore(api, memoryStorage());
    await store.getState().init(0);
    await store.getState().login({ email_or_username: 'commish', password: 'league-demo' });
    const state = store.getState();
    expect(api.calls).toEqual(['login:commish', 'me:token-login', 'league:1']);
    expect(state.leagueId).toBe(1);
    expect(state.teamId).toBeNull();
    expect(state.league).toMatchObject({ name: 'Demo League', commishid: 1 });
    expect(state.lineupBudget).toBe(180);
  });

  it('keeps the route league and picks the user team in it when that league is not the first', async () => {
    const store = createSessionStore(fakeApi(), memoryStorage('stored'));
    await store.getState().init(2);
    expect(store.getState().leagueId).toBe(2);
    expect(store.getState().teamId).toBe(21);
  });

  it('init without a token loads the league only', async () => {
    const api = fakeApi();
    const store = createSessionStore(api, memoryStorage());
    await store.getState().init(1);
    expect(api.calls).toEqual(['league:1']);
    expect(store.getState().userId).toBeNull();
    expect(store.getState().league?.name).toBe('Demo League');
  });

  it('visitors in the default league (0) make no league call and stay not connected', async () => {
    const api = fakeApi();
    const store = createSessionStore(api, memoryStorage());
    await store.getState().init(0);
    expect(api.calls).toEqual([]);
    expect(store.getState().league).toBeNull();
    expect(store.getState().isPending).toBe(false);
  });

  it('login stores the token and reloads the profile', async () => {
    const storage = memoryStorage();
    const api = fakeApi();
    const store = createSessionStore(api, storage);
    await store.getState().init(0);
    await store.getState().login({ email_or_username: 'owner1', password: 'league-demo' });
    expect(storage.value).toBe('token-login');
    expect(api.calls).toEqual(['login:owner1', 'me:token-login', 'teams:1', 'league:1']);
    expect(store.getState().token).toBe('token-login');
    expect(store.getState().teamId).toBe(11);
  });

  it('register stores the token and reloads the profile', async () => {
    const storage = memoryStorage();
    const store = createSessionStore(fakeApi(), storage);
    await store.getState().register({ email: 'n@example.com', username: 'newbie', password: 'long-password' });
    expect(storage.value).toBe('token-register');
    expect(store.getState().userId).toBe(2);
  });

  it('a failed login stores authError, stops updating and rethrows', async () => {
    const storage = memoryStorage();
    const store = createSessionStore(
      fakeApi({
        login: async () => {
          throw new SessionApiError('invalid credentials', 401, 'UNAUTHENTICATED');
        },
      }),
      storage,
    );
    await expect(store.getState().login({ email_or_username: 'x', password: 'y' })).rejects.toThrow('invalid credentials');
    expect(store.getState().authError).toBe('invalid credentials');
    expect(store.getState().isUpdating).toBe(false);
    expect(storage.value).toBeNull();
  });

  it('a rejected stored token is dropped and the session is reset', async () => {
    const storage = memoryStorage('expired');
    const store = createSessionStore(
      fakeApi({
        me: async () => {
          throw new SessionApiError('invalid token', 401, 'UNAUTHENTICATED');
        },
      }),
      storage,
    );
    await store.getState().init(0);
    expect(storage.value).toBeNull();
    expect(store.getState().token).toBeNull();
    expect(store.getState().authError).toBe('invalid token');
    expect(store.getState().isPending).toBe(false);
  });

  it('logout clears the token and resets the session', async () => {
    const storage = memoryStorage('stored');
    const store = createSessionStore(fakeApi(), storage);
    await store.getState().init(0);
    store.getState().logout();
    expect(storage.value).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, userId: null, leagueId: 0, teamId: null, teams: [], isPending: false });
  });

  it('a league whose teams no longer include the selected team clears it on load', async () => {
    const store = createSessionStore(fakeApi({ leagueTeamIds: async () => [12] }), memoryStorage('stored'));
    await store.getState().init(0);
    expect(store.getState().leagueId).toBe(1);
    expect(store.getState().teamId).toBeNull();
  });

  it('teams load clears a selected team that is missing', async () => {
    const store = createSessionStore(fakeApi(), memoryStorage('stored'));
    await store.getState().init(0);
    store.getState().teamsLoaded([11, 12]);
    expect(store.getState().teamId).toBe(11);
    store.getState().teamsLoaded([12]);
    expect(store.getState().teamId).toBeNull();
  });

  it('selecting another league follows the user team in it and loads its details', async () => {
    const api = fakeApi();
    const store = createSessionStore(api, memoryStorage('stored'));
    await store.getState().init(0);
    await store.getState().selectLeague(2);
    expect(store.getState().teamId).toBe(21);
    expect(store.getState().league?.name).toBe('Second League');
    await store.getState().selectLeague(7);
    expect(store.getState().teamId).toBeNull();
    expect(store.getState().league?.name).toBe('League 7');
  });

  it('updateUser sends PUT /me and reloads the profile; refuses without a token', async () => {
    const api = fakeApi();
    const store = createSessionStore(api, memoryStorage());
    await expect(store.getState().updateUser('email', 'a@b.c')).rejects.toThrow('Must be logged in.');
    await store.getState().login({ email_or_username: 'owner1', password: 'p' });
    await store.getState().updateUser('username', 'renamed');
    expect(api.calls.slice(-2)).toEqual(['updateMe:username=renamed', 'me:token-login']);
  });

  it('a password change adopts the fresh session PUT /me answers (the old token is ended), then reloads with it', async () => {
    const api = fakeApi();
    const storage = memoryStorage();
    const store = createSessionStore(api, storage);
    await store.getState().login({ email_or_username: 'owner1', password: 'p' });
    await store.getState().updateUser('password', 'a new long password');
    expect(api.calls.slice(-2)).toEqual(['updateMe:password=a new long password', 'me:token-after-password']);
    expect(store.getState().token).toBe('token-after-password');
    expect(storage.read()).toBe('token-after-password');
  });

  describe('refresh', () => {
    it('a sign-in schedules a refresh before the bearer token expires, and the refresh keeps the user in', async () => {
      const storage = memoryStorage();
      const timer = manualTimer();
      const api = fakeApi();
      const store = createSessionStore(api, storage, timer);
      await store.getState().login({ email_or_username: 'owner1', password: 'p' });
      expect(storage).toMatchObject({ value: 'token-login', refresh: 'refresh-login' });
      expect(timer.pending.map((p) => p.ms)).toEqual([(7200 - REFRESH_MARGIN_SECONDS) * 1000]);
      timer.fire();
      await Promise.resolve();
      await Promise.resolve();
      expect(api.calls).toContain('refresh:refresh-login');
      const fresh = store.getState().token;
      expect(fresh).toMatch(/^token-\d+$/);
      expect(storage.value).toBe(fresh);
      expect(store.getState().userId).toBe(2);
      expect(timer.pending).toHaveLength(1);
      store.getState().logout();
      expect(timer.pending).toHaveLength(0);
    });

    it('a call answering 401 TOKEN_EXPIRED refreshes once and is sent again with the new token', async () => {
      const api = fakeApi({
        me: async (token) => {
          api.calls.push(`me:${token}`);
          if (token === 'old') throw new SessionApiError('Session expired', 401, 'TOKEN_EXPIRED');
          return me;
        },
      });
      const store = createSessionStore(api, memoryStorage('old', 'refresh-old'), manualTimer());
      store.setState({ token: 'old' });
      await store.getState().updateUser('username', 'renamed');
      expect(api.calls).toEqual(['updateMe:username=renamed', 'me:old', 'refresh:refresh-old', 'me:token-3']);
      expect(store.getState()).toMatchObject({ userId: 2, token: 'token-3' });
    });

    it('init trades a stored refresh token first; an ended session signs the visitor out', async () => {
      const api = fakeApi();
      const store = createSessionStore(api, memoryStorage('stored', 'refresh-stored'), manualTimer());
      await store.getState().init(0);
      expect(api.calls[0]).toBe('refresh:refresh-stored');
      expect(api.calls[1]).toMatch(/^me:token-\d+$/);
      expect(store.getState().userId).toBe(2);

      const storage = memoryStorage('stored', 'refresh-ended');
      const ended = createSessionStore(
        fakeApi({
          refresh: async () => {
            throw new SessionApiError('Session ended, please log in again', 401, 'UNAUTHENTICATED');
          },
        }),
        storage,
        manualTimer(),
      );
      await ended.getState().init(0);
      expect(storage).toMatchObject({ value: null, refresh: null });
      expect(ended.getState()).toMatchObject({ token: null, userId: null, isPending: false, authError: 'Session ended, please log in again' });
    });

    it('a refresh that cannot reach the server keeps the session and tries again soon', async () => {
      const timer = manualTimer();
      const storage = memoryStorage('stored', 'refresh-stored');
      const store = createSessionStore(
        fakeApi({
          refresh: async () => {
            throw new SessionApiError('Request failed', 0, 'UNAVAILABLE');
          },
        }),
        storage,
        timer,
      );
      await store.getState().init(0);
      expect(store.getState()).toMatchObject({ token: 'stored', userId: 2 });
      expect(timer.pending.map((p) => p.ms)).toEqual([REFRESH_RETRY_SECONDS * 1000]);
      expect(storage.refresh).toBe('refresh-stored');
    });
  });
});

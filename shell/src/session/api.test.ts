import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import { SessionApiError, shownMessage } from './api';
import { createSessionApi } from './session-api';

/** jsdom has no `Response`; the typed client reads ok, status, statusText and text(). */
function fakeResponse(status: number, body: unknown, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => (body === undefined ? '' : JSON.stringify(body)) } as Response;
}

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(answers: [number, unknown][]) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), init: init ?? {} });
    const [status, body] = answers.shift() ?? [500, undefined];
    return fakeResponse(status, body);
  }) as typeof fetch;
  return { fetchImpl, seen };
}

const league = { ...DEFAULT_LEAGUE, uid: 1, name: 'Demo League', hosted: 1 as const, commishid: 1, years: [2025] };

describe('session api over the typed client', () => {
  it('logs in with POST /api/auth/login and returns the tokens', async () => {
    const { fetchImpl, seen } = fakeFetch([[200, { token: 'abc', userId: 2, refreshToken: 'def', expiresIn: 7200 }]]);
    await expect(createSessionApi(fetchImpl).login({ email_or_username: 'owner1', password: 'league-demo' })).resolves.toEqual({
      token: 'abc',
      refreshToken: 'def',
      expiresIn: 7200,
    });
    expect(seen[0].url).toBe('/api/auth/login');
    expect(seen[0].init.method).toBe('POST');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ email_or_username: 'owner1', password: 'league-demo' });
  });

  it('refreshes with POST /api/auth/refresh and the refresh token, no bearer header', async () => {
    const { fetchImpl, seen } = fakeFetch([[200, { token: 'new', userId: 2, refreshToken: 'next', expiresIn: 7200 }]]);
    await expect(createSessionApi(fetchImpl).refresh('def')).resolves.toEqual({ token: 'new', refreshToken: 'next', expiresIn: 7200 });
    expect(seen[0].url).toBe('/api/auth/refresh');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ refreshToken: 'def' });
    expect((seen[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('loads GET /api/me with the bearer token', async () => {
    const me = {
      user: { id: 2, username: 'owner1', email: 'o@example.com', phone: null, user_text_notifications: false, user_voice_notifications: false, watchlist: [], default_league_id: null, default_team_id: null },
      teams: [],
      leagues: [league],
    };
    const { fetchImpl, seen } = fakeFetch([[200, me]]);
    const answer = await createSessionApi(fetchImpl).me('tok');
    expect(answer.leagues[0].name).toBe('Demo League');
    expect((seen[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('turns a failed call into a SessionApiError with the shown message and status', async () => {
    const { fetchImpl } = fakeFetch([[401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid username or password' } }]]);
    const error = await createSessionApi(fetchImpl)
      .login({ email_or_username: 'x', password: 'y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionApiError);
    expect(error).toMatchObject({ message: 'Invalid username or password', status: 401, code: 'UNAUTHENTICATED' });
  });

  it('hides server texts that mention an error (§8)', async () => {
    const { fetchImpl } = fakeFetch([[500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } }]]);
    const error = await createSessionApi(fetchImpl).league(1, null).catch((e: unknown) => e);
    expect(shownMessage(error)).toBe('Request failed');
  });
});

describe('shownMessage', () => {
  it('shows session errors and the login requirement, hides anything else', () => {
    expect(shownMessage(new SessionApiError('Roster is full', 400, 'INVALID_PARAMS'))).toBe('Roster is full');
    expect(shownMessage(new Error('Must be logged in.'))).toBe('Must be logged in.');
    expect(shownMessage(new Error('boom'))).toBe('Request failed');
  });
});

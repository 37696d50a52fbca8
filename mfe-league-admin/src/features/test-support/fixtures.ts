import { DEFAULT_LEAGUE, type League, type LineupPlayer, type RemoteSession, type Team, type TeamWeekLineup } from '@league/shared-rules/contracts';

/** jsdom has no fetch Response; the client reads only ok, status, statusText and text(). */
export function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

/** A route's refusal with the api's error body (code, message and optional field details). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly error: { code: string; message: string; details?: Record<string, string> },
  ) {}
}

export interface FakeCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Fakes `fetch` at the http edge: `routes` maps "METHOD url" (or just the url for GET) to an answer;
 * anything else is a 404 with the api's error shape. Returns the calls made.
 */
export function fakeFetch(routes: Record<string, () => unknown>): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const u = String(url);
    calls.push({ url: u, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${u}`] ?? (method === 'GET' ? routes[u] : undefined);
    if (!route) return json({ error: { code: 'NOT_FOUND', message: `Not found: ${u}` } }, 404);
    const answer = route();
    if (answer instanceof Refusal) return json({ error: answer.error }, answer.status);
    if (answer instanceof Error) return json({ error: { code: 'INVALID_REQUEST', message: answer.message } }, 400);
    return json(answer);
  }) as unknown as typeof fetch;
  return calls;
}

export const league: League = {
  ...DEFAULT_LEAGUE, uid: 1, name: 'Demo Dynasty League', hosted: 1, commishid: 7, years: [2024, 2025],
  wildcard_round: 15, championship_round: [16, 17], division_1_name: 'North', division_2_name: 'South',
};

export const team = (uid: number, name: string, div: number | null = null): Team => ({
  uid, lid: 1, year: 2025, div, name, image: null, abbrv: `T${uid}`, cap: 200, faab: 100, waiver_order: uid, draft_order: uid, pc: null, ac: null,
});
export const teams = [team(1, 'Commish Crushers', 1), team(2, 'Owner Two FC', 1), team(3, 'Third Wave', 2), team(4, 'Fourth Down', 2)];

export const session = (overrides: Partial<RemoteSession> = {}): RemoteSession => ({
  token: 'tok', userId: 9, username: 'owner', leagueId: 1, teamId: null, teamIds: [], leagueIds: [1], ...overrides,
});

export const player = (slot: number, name: string, over: Partial<LineupPlayer> = {}): LineupPlayer => ({
  slot, pid: name.toUpperCase().replace(/\W/g, '').slice(0, 8), pos: 'QB', name, team: 'KC', points: 10, projection: 15,
  minutes_left: 0, status: 'final', esbid: null, opponent: 'BUF', kickoff: null, ...over,
});

export const lineup = (tid: number, points: number, starters: LineupPlayer[], over: Partial<TeamWeekLineup> = {}): TeamWeekLineup => ({
  tid, week: 5, year: 2025, points, points_manual: null, projected: 100, minutes: 0, final: false, starters, bench: [], ...over,
});

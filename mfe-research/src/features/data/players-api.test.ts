import { FIRST_PAGE_LIMIT, loadPlayers, PLAYERS_PAGE_LIMIT } from './players-api';

const blank = {
  fname: 'A', lname: 'B', name: 'A B', pname: 'A.B', pos: 'WR', team: 'KC', jnum: null, dob: null, nfl_status: null,
  injury_status: null, game_status: null, nfl_draft_year: null, round: null, dpos: null, college: null, height: null,
  weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null, espn_id: null, yahoo_id: null,
  pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null, fantasypros_id: null,
  tid: null, slot: null, value: null, tag: null, extensions: null,
};
const all = Array.from({ length: 1203 }, (_, i) => ({ ...blank, pid: `PLAY-ERXX-${1000 + i}-2000-01-01` }));

function json(body: unknown) {
  return Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) });
}

describe('loadPlayers', () => {
  it('shows the first page early, then returns every page once, without duplicates', async () => {
    const bodies: { offset: number; limit: number }[] = [];
    globalThis.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      // The last page overlaps the one before it, as if a player moved while paging.
      const start = body.offset === 1100 ? 1099 : body.offset;
      return json({ players: all.slice(start, body.offset + body.limit), total: all.length });
    }) as unknown as typeof fetch;
    const first = jest.fn();
    const result = await loadPlayers({ apiBase: '/api', token: null }, 0, undefined, first);
    // a small first page to show at once, then full pages after it
    expect(bodies.map((b) => [b.offset, b.limit])).toEqual([[0, FIRST_PAGE_LIMIT], [100, PLAYERS_PAGE_LIMIT], [600, PLAYERS_PAGE_LIMIT], [1100, PLAYERS_PAGE_LIMIT]]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0][0].players).toHaveLength(100);
    expect(result.players).toHaveLength(1203);
    expect(new Set(result.players.map((p) => p.pid)).size).toBe(1203);
  });
});

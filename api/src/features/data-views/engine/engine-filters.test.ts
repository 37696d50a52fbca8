import type { DataViewFilters, DataViewTableState } from '@league/shared-rules/contracts';
import { startTestDatabase, type TestDatabase } from '../../../db/connect';
import { ensureIndexes } from '../../../db/ensure-indexes';
import { NflGameModel, PlayModel } from '../../../db/models/nfl-data.model';
import { PlayerModel } from '../../../db/models/player.model';
import { createDataViewQueryRepository } from '../../../db/repositories/data-view-query.repository';
import { createPlayTotalsRepository } from '../../../db/repositories/play-totals.repository';
import { coerceRecord } from '../../../import/coerce';
import { readCsvRecords } from '../../../import/csv';
import { projectFile } from '../../../import/datasets';
import { toPlayDoc } from '../../stats-ingest/lines';
import { withQuarters } from '../../plays/quarter';
import { rebuildPlayTotals } from '../play-totals';
import { FIXTURE_NOW } from './engine-fixture.test-helper';
import { getSeason } from '@league/shared-rules';
import { gameDayOf } from './filters';
import { runDataViewQuery } from './run-query';

/**
 * The explorer's score, EPA/WPA and schedule filters on the real data: every 2024 play of Kansas City's
 * offence (plays_2024.csv.gz; few, so the test stays short) and the 2024 schedule (schedules.csv.gz) are loaded as the importer does; the
 * engine's cells for Patrick Mahomes and the KC offence are compared with sums worked out here straight from
 * the CSV rows, with the filter written again as plain code over the columns.
 */
let db: TestDatabase;
const MAHOMES = '00-0033873';
type Csv = Record<string, string>;
const plays: Csv[] = [];
const games = new Map<string, Csv>();
const sent: string[] = [];
const repo = createDataViewQueryRepository();
const deps = { repo: { ...repo, aggregate: (c: string, p: Record<string, unknown>[], ms: number) => (sent.push(c), repo.aggregate(c, p, ms)) }, now: () => FIXTURE_NOW };

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  for await (const r of readCsvRecords(projectFile('schedules.csv'))) games.set(r.game_id, r);
  // the quarter is derived in game order over every row of a game (as the import does), then the KC offence's kept
  const quarters = withQuarters(toPlayDoc);
  const docs: Array<Record<string, unknown>> = [];
  for await (const r of readCsvRecords(projectFile('plays_2024.csv.gz'))) {
    if (r.home_team !== 'KC' && r.away_team !== 'KC') continue;
    const doc = quarters(r);
    if (r.posteam !== 'KC') continue;
    plays.push(r);
    docs.push(doc);
  }
  await NflGameModel.insertMany([...games.values()].filter((r) => r.season === '2024').map((r) => ({ ...coerceRecord(r), esbid: r.game_id, year: Number(r.season) })));
  await PlayModel.insertMany(docs);
  await PlayerModel.insertMany([
    { pid: 'PATR-MAHO', gsis_id: MAHOMES, pos: 'QB', team: 'KC', fname: 'Patrick', lname: 'Mahomes', name: 'Patrick Mahomes', pname: 'P. Mahomes', search: 'patrick mahomes' },
    // BAL's defence faced the KC offence in week 1: the only BAL plays the test loads are that defence's
    { pid: 'LAMA-JACK', gsis_id: '00-0034796', pos: 'QB', team: 'BAL', fname: 'Lamar', lname: 'Jackson', name: 'Lamar Jackson', pname: 'L. Jackson', search: 'lamar jackson' },
    { pid: 'TRAV-KELC', gsis_id: '00-0030506', pos: 'TE', team: 'KC', fname: 'Travis', lname: 'Kelce', name: 'Travis Kelce', pname: 'T. Kelce', search: 'travis kelce' },
  ]);
  // KC's other pass catchers, with their players.csv position (pids after the named players': pages of 10)
  const catchers = new Set(plays.map((p) => p.receiver_player_id).filter((id) => id && id !== '00-0030506'));
  const more: Array<Record<string, unknown>> = [];
  for await (const r of readCsvRecords(projectFile('players.csv'))) {
    if (catchers.has(r.gsis_id) && ['WR', 'TE', 'RB'].includes(r.position)) more.push({ pid: `Z${r.gsis_id}`, gsis_id: r.gsis_id, pos: r.position, team: 'KC', name: r.name, fname: r.name, lname: r.name, pname: r.name, search: r.name.toLowerCase() });
  }
  await PlayerModel.insertMany(more);
  await rebuildPlayTotals(createPlayTotalsRepository());
}, 120_000);
afterAll(() => db.stop());

/** MongoDB's $round: a half rounds to even (26 TDs in 16 games: 1.625 → 1.62). */
const r = (x: number, places: number) => {
  const v = x * 10 ** places;
  const f = Math.floor(v);
  return (v - f === 0.5 ? (f % 2 === 0 ? f : f + 1) : Math.round(v)) / 10 ** places;
};
const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
const inRange = (v: number | null, lo?: number, hi?: number) => v !== null && (lo === undefined || v >= lo) && (hi === undefined || v <= hi);

/** Mahomes's 2024 regular-season pass attempts and yards, and KC's offensive plays, over the plays `keep` passes. */
function expected(keep: (play: Csv, game: Csv) => boolean) {
  let att = 0;
  let yds = 0;
  let teamPlays = 0;
  for (const p of plays) {
    const g = games.get(p.game_id)!;
    if (p.season_type !== 'REG' || p.down === '' || !keep(p, g)) continue;
    const attempt = p.pass_attempt === '1' && p.sack !== '1';
    if (p.passer_player_id === MAHOMES && attempt) {
      att += 1;
      if (p.complete_pass === '1') yds += Number(p.yards_gained);
    }
    if (p.posteam === 'KC' && (p.pass_attempt === '1' || p.rush_attempt === '1')) teamPlays += 1;
  }
  return [att, yds, teamPlays];
}

async function cells(filters: DataViewFilters, columns: DataViewTableState['columns'] = ['player_pass_attempts_from_plays', 'player_pass_yards_from_plays', 'player_team_plays_from_plays'].map((id) => ({
      column_id: id as 'player_pass_yards_from_plays',
      params: { year: 2024 },
    }))) {
  const state: DataViewTableState = { sort: [{ column_id: columns[0].column_id, desc: true }], prefix_columns: [], columns, filters };
  sent.length = 0;
  const res = await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 10 }, { userId: null });
  return res.rows.find((r) => r.pid === 'PATR-MAHO')!.cells;
}

describe('explorer filters on the real 2024 plays of KC games', () => {
  it('no filter: the whole regular season (the reference the filters narrow)', async () => {
    const all = expected(() => true);
    expect(all[0]).toBeGreaterThan(500);
    expect(await cells({})).toEqual(all);
  });

  it('schedule filters (game day, total line, rest, moneylines, referee) keep the pre-aggregated table', async () => {
    const cases: Array<[DataViewFilters, (g: Csv) => boolean]> = [
      [{ game_days: ['SUN', 'MN'] }, (g) => ['SUN', 'MN'].includes(gameDayOf(g)!)],
      [{ game_days: ['SN', 'THU', 'SAT', 'WED'] }, (g) => ['SN', 'THU', 'SAT', 'WED'].includes(gameDayOf(g)!)],
      [{ total_line: { min: 46.5 } }, (g) => inRange(num(g.total_line), 46.5)],
      [{ home_rest: { min: 8 }, away_rest: { max: 7 } }, (g) => inRange(num(g.home_rest), 8) && inRange(num(g.away_rest), undefined, 7)],
      [{ home_moneyline: { max: -200 } }, (g) => inRange(num(g.home_moneyline), undefined, -200)],
      [{ away_moneyline: { min: 100, max: 3000 } }, (g) => inRange(num(g.away_moneyline), 100, 3000)],
      [{ referees: ['Shawn Hochuli', 'Brad Allen'] }, (g) => ['Shawn Hochuli', 'Brad Allen'].includes(g.referee)],
    ];
    for (const [filters, keep] of cases) {
      const want = expected((_p, g) => keep(g));
      const all = expected(() => true);
      // every case narrows the season without emptying it
      expect(want[0]).toBeGreaterThan(0);
      expect(want[0]).toBeLessThan(all[0]);
      expect([filters, await cells(filters)]).toEqual([filters, want]);
      expect(sent).toContain('nfl_games');
      expect(sent).not.toContain('plays');
    }
  });

  it('play filters (quarters, score, score difference and its size, EPA, WPA) count the matching plays on the raw plays', async () => {
    const cases: Array<[DataViewFilters, (p: Csv) => boolean]> = [
      [{ score: { min: 14, max: 80 } }, (p) => inRange(num(p.posteam_score), 14, 80)],
      [{ score_diff: { min: 1 } }, (p) => inRange(num(p.score_differential), 1)],
      [{ score_diff: { min: -8, max: 8 } }, (p) => inRange(num(p.score_differential), -8, 8)],
      [{ score_diff_abs: { min: 9 } }, (p) => Math.abs(num(p.score_differential) ?? NaN) >= 9],
      [{ epa: { min: 0 } }, (p) => inRange(num(p.epa), 0)],
      // a scrimmage snap with more than half the game left is in the first half (at 1,800 s left it is 15:00 of the third)
      [{ quarters: [1, 2] }, (p) => Number(p.game_seconds_remaining) > 1800],
      [{ quarters: [3, 4, 5] }, (p) => Number(p.game_seconds_remaining) <= 1800],
      [{ wpa: { min: -0.02, max: 0.02 } }, (p) => inRange(num(p.wpa), -0.02, 0.02)],
      [{ score_diff: { max: 0 }, total_line: { max: 48 }, downs: [3] }, (p) => inRange(num(p.score_differential), undefined, 0) && p.down === '3' && inRange(num(games.get(p.game_id)!.total_line), undefined, 48)],
    ];
    for (const [filters, keep] of cases) {
      const want = expected((p) => keep(p));
      expect(want[0]).toBeGreaterThan(0);
      expect([filters, await cells(filters)]).toEqual([filters, want]);
      expect(sent).toContain('plays');
    }
  });

  it('rate bases divide by the column\'s own plays, on the table and on the raw plays, and a basis of another family is refused', async () => {
    const y = 2024;
    const columns: DataViewTableState['columns'] = [
      { column_id: 'player_pass_yards_from_plays', params: { year: y, rate_type: 'per_pass_attempt' } },
      { column_id: 'player_pass_touchdowns_from_plays', params: { year: y, rate_type: 'per_game' } },
      { column_id: 'player_team_pass_attempts_from_plays', params: { year: y, rate_type: 'per_team_play' } },
      { column_id: 'player_team_rush_attempts_from_plays', params: { year: y, rate_type: 'per_team_rush_play' } },
    ];
    for (const filters of [{}, { score_diff: { max: 0 } }] as DataViewFilters[]) {
      const keep = (p: Csv) => !filters.score_diff || inRange(num(p.score_differential), undefined, 0);
      const [att, yds] = expected(keep);
      let td = 0;
      let teamPlays = 0;
      let teamPass = 0;
      const gamesPlayed = new Set<string>();
      for (const p of plays) {
        if (p.season_type !== 'REG' || p.down === '' || !keep(p)) continue;
        const attempt = p.pass_attempt === '1' && p.sack !== '1';
        if (p.passer_player_id === MAHOMES && p.pass_attempt === '1') gamesPlayed.add(p.game_id);
        if (p.passer_player_id === MAHOMES && attempt && p.complete_pass === '1' && p.touchdown === '1' && Number(p.posteam_score_post) - Number(p.posteam_score) >= 6) td += 1;
        if (p.pass_attempt === '1' || p.rush_attempt === '1') teamPlays += 1;
        if (attempt) teamPass += 1;
      }
      expect(await cells(filters, columns)).toEqual([r(yds / att, 3), r(td / gamesPlayed.size, 2), r(teamPass / teamPlays, 3), 1]);
      expect(sent).toContain(filters.score_diff ? 'plays' : 'play_game_totals');
    }
    await expect(cells({}, [{ column_id: 'player_pass_yards_from_plays', params: { year: y, rate_type: 'per_target' } }])).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      message: expect.stringContaining('table_state.columns.0.params.rate_type'),
    });
  });

  it('team_unit def: the team columns count the plays the player\'s team\'s defence faced, on both paths', async () => {
    const columns: DataViewTableState['columns'] = [
      { column_id: 'player_team_plays_from_plays', params: { year: 2024 } },
      { column_id: 'player_team_pass_attempts_from_plays', params: { year: 2024 } },
    ];
    const run = async (filters: DataViewFilters) => {
      sent.length = 0;
      const res = await runDataViewQuery(deps, { table_state: { sort: [], prefix_columns: [], columns, filters }, offset: 0, limit: 10 }, { userId: null });
      return Object.fromEntries(res.rows.map((r) => [r.pid, r.cells]));
    };
    for (const trailing of [false, true]) {
      let faced = 0;
      let pass = 0;
      for (const p of plays) {
        if (p.season_type !== 'REG' || p.down === '' || p.defteam !== 'BAL' || (trailing && !inRange(num(p.score_differential), undefined, 0))) continue;
        if (p.pass_attempt === '1' || p.rush_attempt === '1') faced += 1;
        if (p.pass_attempt === '1' && p.sack !== '1') pass += 1;
      }
      expect(faced).toBeGreaterThan(trailing ? 0 : 40);
      const extra: DataViewFilters = trailing ? { score_diff: { max: 0 } } : {};
      const def = await run({ team_unit: 'def', ...extra });
      expect(def['LAMA-JACK']).toEqual([faced, pass]);
      expect(sent).toContain(trailing ? 'plays' : 'play_game_totals');
      // KC's defence faced no loaded play; BAL's offence ran none
      expect(def['PATR-MAHO']).toEqual([null, null]);
      expect((await run(extra))['LAMA-JACK']).toEqual([null, null]);
    }
  });

  it('matchup_opponent_type: the team columns of the opponent of the clock\'s current or next week (none on a bye)', async () => {
    // Friday 4 October 2024: week 5 (KC hosts NO, BAL visits CIN); week 6 is KC's bye, BAL visits WAS
    const now = new Date(Date.UTC(2024, 9, 4, 16));
    expect(getSeason(now.getTime() / 1000)).toMatchObject({ year: 2024, week: 5 });
    const opponent = (team: string, week: number) => {
      const g = [...games.values()].find((x) => x.season === '2024' && Number(x.week) === week && (x.home_team === team || x.away_team === team));
      return g ? (g.home_team === team ? g.away_team : g.home_team) : null;
    };
    // the KC offence's plays against a defence: the only plays loaded
    const faced = (def: string | null) => {
      const n = plays.filter((p) => p.season_type === 'REG' && p.down !== '' && p.defteam === def && (p.pass_attempt === '1' || p.rush_attempt === '1')).length;
      return n || null;
    };
    const run = async (type: 'current_week_opponent_total' | 'next_week_opponent_total') => {
      const state: DataViewTableState = { sort: [], prefix_columns: [], columns: [{ column_id: 'player_team_plays_from_plays', params: { year: 2024 } }], filters: { team_unit: 'def', matchup_opponent_type: type } };
      const res = await runDataViewQuery({ ...deps, now: () => now }, { table_state: state, offset: 0, limit: 10 }, { userId: null });
      return Object.fromEntries(res.rows.map((r) => [r.pid, r.cells[0]]));
    };
    expect([opponent('KC', 5), opponent('BAL', 5), opponent('KC', 6), opponent('BAL', 6)]).toEqual(['NO', 'CIN', null, 'WAS']);
    const current = await run('current_week_opponent_total');
    expect(current['PATR-MAHO']).toBe(faced('NO'));
    expect(current['LAMA-JACK']).toBe(faced('CIN'));
    expect([faced('NO'), faced('CIN')].every((n) => typeof n === 'number' && n > 40)).toBe(true);
    const next = await run('next_week_opponent_total');
    expect(next['PATR-MAHO']).toBeNull();
    // WAS's defence faced no KC play in 2024
    expect(next['LAMA-JACK']).toBe(faced('WAS'));
    expect(faced('WAS')).toBeNull();
  });

  it('limit_to_player_active_games: a player\'s team columns sum only the games he has a play in, sorted and per game, on both paths', async () => {
    // a player's games: a play as passer or receiver of a pass attempt, or as rusher of a rush attempt (REG)
    const gamesOf = (id: string) =>
      new Set(
        plays
          .filter((p) => p.season_type === 'REG' && ((p.pass_attempt === '1' && (p.passer_player_id === id || p.receiver_player_id === id)) || (p.rush_attempt === '1' && p.rusher_player_id === id)))
          .map((p) => p.game_id),
      );
    const teamPlaysIn = (ids: Set<string>) => plays.filter((p) => p.season_type === 'REG' && p.down !== '' && ids.has(p.game_id) && (p.pass_attempt === '1' || p.rush_attempt === '1')).length;
    // the KC catcher with the fewest games of at least three: his team's plays are a real part of the season's
    const catchers = [...new Set(plays.map((p) => p.receiver_player_id).filter(Boolean))].map((id) => ({ id, games: gamesOf(id) })).filter((c) => c.games.size >= 3);
    const part = catchers.sort((a, b) => a.games.size - b.games.size)[0];
    const all = gamesOf(MAHOMES);
    expect(part.games.size).toBeLessThan(all.size);
    const columns: DataViewTableState['columns'] = [
      { column_id: 'player_team_plays_from_plays', params: { year: 2024 } },
      { column_id: 'player_team_plays_from_plays', params: { year: 2024, rate_type: 'per_game' } },
    ];
    const run = async (filters: DataViewFilters) => {
      const state: DataViewTableState = { sort: [{ column_id: 'player_team_plays_from_plays', desc: false }], prefix_columns: [], columns, filters };
      const res = await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 100 }, { userId: null });
      return res.rows;
    };
    const pid = part.id === '00-0030506' ? 'TRAV-KELC' : `Z${part.id}`;
    for (const extra of [{}, { downs: [1, 2, 3, 4] }] as DataViewFilters[]) {
      const rows = await run({ limit_to_player_active_games: true, ...extra });
      const cellsOf = (p: string) => rows.find((r) => r.pid === p)!.cells;
      const n = teamPlaysIn(part.games);
      expect(cellsOf(pid)).toEqual([n, r(n / part.games.size, 2)]);
      expect(cellsOf('PATR-MAHO')).toEqual([teamPlaysIn(all), r(teamPlaysIn(all) / all.size, 2)]);
      // the sort reads the limited values: ascending, players without a value (no KC game) last
      const valued = rows.map((x) => x.cells[0]).filter((v): v is number => typeof v === 'number');
      expect(valued).toEqual([...valued].sort((a, b) => a - b));
      expect(valued[0]).toBeLessThanOrEqual(n);
      expect(cellsOf('LAMA-JACK')).toEqual([null, null]);
    }
    // off (the default): every KC player has the whole season's figure (Mahomes sat out week 18: more than his games)
    const season = teamPlaysIn(new Set(plays.map((p) => p.game_id)));
    expect(season).toBeGreaterThan(teamPlaysIn(all));
    const whole = await run({});
    expect([pid, 'PATR-MAHO'].map((p) => whole.find((x) => x.pid === p)!.cells[0])).toEqual([season, season]);
  });

  it('a player\'s count per team play: his targets per KC pass play and yards per KC play in the games he played, sorted, on both paths', async () => {
    const KELCE = '00-0030506';
    const passAtt = (p: Csv) => p.pass_attempt === '1' && p.sack !== '1' && p.down !== '';
    const teamPlay = (p: Csv) => p.down !== '' && (p.pass_attempt === '1' || p.rush_attempt === '1');
    const columns: DataViewTableState['columns'] = [
      { column_id: 'player_targets_from_plays', params: { year: 2024, rate_type: 'per_team_pass_play' } },
      { column_id: 'player_receiving_yards_from_plays', params: { year: 2024, rate_type: 'per_team_play' } },
      { column_id: 'player_targets_from_plays', params: { year: 2024 } },
    ];
    for (const downs of [undefined, [1, 2, 3]]) {
      const kept = plays.filter((p) => p.season_type === 'REG' && (!downs || downs.includes(Number(p.down))));
      // his games: a KC pass attempt thrown to him among the plays the view keeps (his rows of the receiving role)
      const games = new Set(kept.filter((p) => p.pass_attempt === '1' && p.receiver_player_id === KELCE).map((p) => p.game_id));
      const inGames = kept.filter((p) => games.has(p.game_id));
      const targets = inGames.filter((p) => passAtt(p) && p.receiver_player_id === KELCE).length;
      const yards = inGames.filter((p) => passAtt(p) && p.complete_pass === '1' && p.receiver_player_id === KELCE).reduce((a, p) => a + Number(p.yards_gained), 0);
      const teamPass = inGames.filter(passAtt).length;
      const teamPlays = inGames.filter(teamPlay).length;
      expect(teamPass).toBeGreaterThan(targets);
      const state: DataViewTableState = { sort: [{ column_id: 'player_targets_from_plays', desc: true }], prefix_columns: [], columns, filters: downs ? { downs } : {} };
      sent.length = 0;
      const res = await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 100 }, { userId: null });
      expect(sent).toContain(downs ? 'plays' : 'play_game_totals');
      const kelce = res.rows.find((x) => x.pid === 'TRAV-KELC')!.cells;
      expect(kelce).toEqual([r(targets / teamPass, 3), r(yards / teamPlays, 3), targets]);
      // the share is the sort (the first of two cells with one column id): highest first, missing values last
      const shares = res.rows.map((x) => x.cells[0]);
      const valued = shares.filter((v): v is number => typeof v === 'number');
      expect(shares.slice(0, valued.length)).toEqual([...valued].sort((a, b) => b - a));
      expect(valued.every((v) => v > 0 && v < 1)).toBe(true);
    }
  });

  it('red-zone and goal-line shares: his attempts and targets inside the 20 and the 5 over his team\'s, in the games he played', async () => {
    const inside = (p: Csv, yards: number) => p.yardline_100 !== '' && Number(p.yardline_100) <= yards;
    const passAtt = (p: Csv) => p.pass_attempt === '1' && p.sack !== '1' && p.down !== '';
    const rushAtt = (p: Csv) => p.rush_attempt === '1' && p.down !== '';
    const reg = plays.filter((p) => p.season_type === 'REG');
    const gamesOf = (id: string, field: 'receiver_player_id' | 'rusher_player_id', flag: 'pass_attempt' | 'rush_attempt') => new Set(reg.filter((p) => p[flag] === '1' && p[field] === id).map((p) => p.game_id));
    const share = (mine: number, team: number) => (team > 0 ? r(mine / team, 3) : null);
    // Kelce's targets; the KC rusher with the most goal-line carries
    const KELCE = '00-0030506';
    const kelceGames = gamesOf(KELCE, 'receiver_player_id', 'pass_attempt');
    const carries = new Map<string, number>();
    for (const p of reg) if (rushAtt(p) && inside(p, 5) && p.rusher_player_id) carries.set(p.rusher_player_id, (carries.get(p.rusher_player_id) ?? 0) + 1);
    const [back] = [...carries.entries()].sort((a, b) => b[1] - a[1]).filter(([id]) => plays.some((p) => p.receiver_player_id === id))[0];
    const backGames = gamesOf(back, 'rusher_player_id', 'rush_attempt');
    const expectedKelce = [20, 5].map((yards) => {
      const games = reg.filter((p) => kelceGames.has(p.game_id));
      return share(games.filter((p) => passAtt(p) && inside(p, yards) && p.receiver_player_id === KELCE).length, games.filter((p) => passAtt(p) && inside(p, yards)).length);
    });
    const expectedBack = [20, 5].map((yards) => {
      const games = reg.filter((p) => backGames.has(p.game_id));
      return share(games.filter((p) => rushAtt(p) && inside(p, yards) && p.rusher_player_id === back).length, games.filter((p) => rushAtt(p) && inside(p, yards)).length);
    });
    const glTargets = reg.filter((p) => passAtt(p) && inside(p, 5) && p.receiver_player_id === KELCE).length;
    const columns: DataViewTableState['columns'] = [
      { column_id: 'player_red_zone_target_share_from_plays', params: { year: 2024 } },
      { column_id: 'player_goal_line_target_share_from_plays', params: { year: 2024 } },
      { column_id: 'player_goal_line_targets_from_plays', params: { year: 2024 } },
      { column_id: 'player_red_zone_rush_share_from_plays', params: { year: 2024 } },
      { column_id: 'player_goal_line_rush_share_from_plays', params: { year: 2024 } },
    ];
    const state: DataViewTableState = { sort: [{ column_id: 'player_red_zone_target_share_from_plays', desc: true }], prefix_columns: [], columns, filters: {} };
    const res = await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 100 }, { userId: null });
    const cellsOf = (pid: string) => res.rows.find((x) => x.pid === pid)!.cells;
    expect(expectedKelce[0]).toBeGreaterThan(0.1);
    expect(cellsOf('TRAV-KELC').slice(0, 3)).toEqual([...expectedKelce, glTargets]);
    expect(cellsOf(`Z${back}`).slice(3)).toEqual(expectedBack);
    expect(expectedBack[1]).toBeGreaterThan(0.2);
  });

  it('percentiles of each numeric column over the whole view (not the page), qualifying receivers only (8 targets)', async () => {
    const state: DataViewTableState = {
      sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }],
      prefix_columns: ['player_name'],
      columns: [{ column_id: 'player_receiving_yards_from_plays', params: { year: 2024 } }, { column_id: 'player_receiving_epa_from_plays', params: { year: 2024 } }],
      filters: { positions: ['WR', 'TE', 'RB'] },
    };
    const res = await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 2, percentiles: true }, { userId: null });
    // from the CSV rows: targets and receiving yards of each catcher the players table lists as WR, TE or RB
    const known = new Map((await PlayerModel.find({ pos: { $in: ['WR', 'TE', 'RB'] } }).lean()).map((p) => [p.gsis_id as string, p.pid]));
    const tgt = new Map<string, number>();
    const yds = new Map<string, number>();
    for (const p of plays) {
      if (p.season_type !== 'REG' || p.down === '' || p.pass_attempt !== '1' || p.sack === '1' || !known.has(p.receiver_player_id)) continue;
      tgt.set(p.receiver_player_id, (tgt.get(p.receiver_player_id) ?? 0) + 1);
      if (p.complete_pass === '1') yds.set(p.receiver_player_id, (yds.get(p.receiver_player_id) ?? 0) + Number(p.yards_gained));
    }
    const qualified = [...tgt].filter(([, n]) => n >= 8).map(([id]) => yds.get(id) ?? 0).sort((a, b) => a - b);
    // the qualifier leaves some catchers out, and more rows count than the page holds
    expect(qualified.length).toBeLessThan(tgt.size);
    expect(qualified.length).toBeGreaterThan(5);
    const at = (q: number) => {
      const i = (qualified.length - 1) * q;
      const v = qualified[Math.floor(i)] + (qualified[Math.ceil(i)] - qualified[Math.floor(i)]) * (i - Math.floor(i));
      return Math.round(v * 1000) / 1000;
    };
    expect(res.rows).toHaveLength(2);
    expect(res.percentiles?.[0]).toBeNull();
    expect(res.percentiles?.[1]).toEqual({
      n: qualified.length,
      p25: at(0.25), p50: at(0.5), p75: at(0.75), p90: at(0.9), p95: at(0.95), p98: at(0.98), p99: at(0.99),
      min: qualified[0],
      max: qualified.at(-1),
      lower_is_better: false,
    });
    expect(res.percentiles?.[2]?.n).toBe(qualified.length);
    // without asking, none
    expect((await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 2 }, { userId: null })).percentiles).toBeUndefined();
  });

  it('game lines: implied team total, expected margin and total line of the player\'s team, from the schedule\'s spread (home-positive)', async () => {
    const ids = ['player_team_implied_total_from_games', 'player_team_spread_from_games', 'player_team_total_line_from_games', 'player_team_lined_games_from_games'] as const;
    const columns: DataViewTableState['columns'] = ids.map((column_id) => ({ column_id, params: { year: 2024 } }));
    for (const filters of [{}, { total_line: { min: 45.5 } }] as DataViewFilters[]) {
      const kc = [...games.values()].filter((g) => g.season === '2024' && g.game_type === 'REG' && (g.home_team === 'KC' || g.away_team === 'KC') && g.spread_line !== '' && g.total_line !== '');
      const kept = kc.filter((g) => !filters.total_line || Number(g.total_line) >= 45.5);
      const margin = kept.map((g) => (g.home_team === 'KC' ? 1 : -1) * Number(g.spread_line));
      const total = kept.map((g) => Number(g.total_line));
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const implied = kept.map((_g, i) => total[i] / 2 + margin[i] / 2);
      expect(kept.length).toBeGreaterThan(filters.total_line ? 4 : 16);
      expect(await cells(filters, columns)).toEqual([r(mean(implied), 2), r(mean(margin), 2), r(mean(total), 2), kept.length]);
    }
    // a sort on a team cell ranks the view's players by their team's value
    const res = await runDataViewQuery(deps, { table_state: { sort: [{ column_id: ids[0], desc: true }], prefix_columns: [], columns, filters: { positions: ['QB'] } }, offset: 0, limit: 5 }, { userId: null });
    const values = res.rows.map((row) => row.cells[0] as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(res.rows.map((row) => row.pid).sort()).toEqual(['LAMA-JACK', 'PATR-MAHO']);
  });
});

import { calculatePoints, getFinalWeek, getSeason, optimalLineup, RosterSlot, scoringFormatFromLeague, trailingProjection } from '@league/shared-rules';
import type { LineupWeekDoc } from '../db/models/season-play.model';
import type { Repositories } from '../db/repositories';
import { finalizeWeek } from '../features/season-play/finalize-week';
import { memoryStatLines } from '../features/season-play/league-week';
import { playoffRounds, scheduleRows } from '../features/season-play/matchups';
import { computeOdds } from '../features/season-play/odds';
import type { Logger } from '../logger';
import { snakeAllocate, type PoolPlayer } from './allocate';
import { DEMO_LEAGUE_ID } from './demo-league';

/** The past seasons the demo league plays out from the real stats shipped in api/data. */
export const DEMO_HISTORY_YEARS = [2024, 2025];

const POSITIONS = new Set(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);
type History = Map<string, Array<{ year: number; week: number; points: number }>>;

/**
 * Plays one past season of the demo league from real stats, as it would have gone:
 * - rosters: a snake draft (seed/allocate.ts) of the players who scored in the season before, by
 *   their points then — nothing of the season itself is known at the draft;
 * - schedule: the league's head-to-head schedule rule, seeded by the year;
 * - each week, every team starts the optimal lineup (shared-rules optimalLineup) over its players'
 *   trailing projections from the weeks before only, and the week is finalized with the same
 *   finalizeWeek the job runs (scores from player_weeks, results, playoffs, champion).
 * The rosters live only in the weekly lineup snapshots: writing them as roster rows of a past season
 * would feed the season rollover into the current rosters.
 */
async function playSeason(repos: Repositories, year: number, now: number, logger?: Logger): Promise<boolean> {
  const league = (await repos.leagues.findById(DEMO_LEAGUE_ID))!;
  const teams = (await repos.leagues.teamsOf(DEMO_LEAGUE_ID)).sort((a, b) => a.uid - b.uid);
  const format = scoringFormatFromLeague(league);
  const [before, during] = await Promise.all([repos.stats.seasonLines(year - 1, 22), repos.stats.seasonLines(year, 22)]);
  if (during.length === 0) {
    logger?.warn('demo history: no stats for the season, skipped', { year });
    return false;
  }
  const history: History = new Map();
  const priorPoints = new Map<string, { pos: string; points: number }>();
  for (const line of [...before, ...during]) {
    if (!POSITIONS.has(line.pos)) continue;
    const points = calculatePoints(line.stats, format, line.pos).total;
    let list = history.get(line.pid);
    if (!list) history.set(line.pid, (list = []));
    list.push({ year: line.year, week: line.week, points });
    if (line.year === year - 1) {
      const p = priorPoints.get(line.pid) ?? { pos: line.pos, points: 0 };
      p.points += points;
      priorPoints.set(line.pid, p);
    }
  }
  // The season before is the draft board; without it (the first season of the data) the first four
  // weeks are the board and the season is played from week 5's knowledge on — stated, not hidden.
  let board: PoolPlayer[] = [...priorPoints].map(([pid, p]) => ({ pid, pos: p.pos, points: p.points }));
  if (board.length === 0) {
    logger?.warn('demo history: no prior season stats; the draft board is the first weeks', { year });
    const early = new Map<string, PoolPlayer>();
    for (const line of during) {
      if (line.week > 4 || !POSITIONS.has(line.pos)) continue;
      const p = early.get(line.pid) ?? { pid: line.pid, pos: line.pos, points: 0 };
      p.points = (p.points ?? 0) + calculatePoints(line.stats, format, line.pos).total;
      early.set(line.pid, p);
    }
    board = [...early.values()];
  }
  const rosters = snakeAllocate(board, teams.length);
  const stats = memoryStatLines([...before, ...during]);
  await repos.seasonPlay.clearSeason(DEMO_LEAGUE_ID, year);
  await repos.seasonPlay.replaceSchedule(DEMO_LEAGUE_ID, year, scheduleRows(DEMO_LEAGUE_ID, year, teams, year), { lid: DEMO_LEAGUE_ID, year, ...playoffRounds(league) });
  for (let week = 1; week <= getFinalWeek(year); week++) {
    const rows: LineupWeekDoc[] = teams.map((team, i) => {
      const players = rosters[i] ?? [];
      const candidates = players.map((p) => ({ pid: p.pid, pos: p.pos, points: trailingProjection(history.get(p.pid) ?? [], year, week).mean }));
      const lineup = optimalLineup(candidates, league);
      const starting = new Set(lineup.starters.map((s) => s.pid));
      const posOf = new Map(players.map((p) => [p.pid, p.pos]));
      return {
        lid: DEMO_LEAGUE_ID, tid: team.uid, year, week,
        starters: lineup.starters.map((s) => ({ slot: s.slot, pid: s.pid, pos: posOf.get(s.pid)! })).sort((a, b) => a.slot - b.slot),
        bench: players.filter((p) => !starting.has(p.pid)).map((p) => ({ slot: RosterSlot.BENCH, pid: p.pid, pos: p.pos })),
        final: false, points: null, points_manual: null,
        projected: Math.round(lineup.points * 100) / 100,
        potential: null,
      };
    });
    await repos.seasonPlay.putLineupWeeks(rows);
    await finalizeWeek(repos, DEMO_LEAGUE_ID, year, week, now, stats);
  }
  return true;
}

/**
 * The demo league's history and current schedule (outside production, after the stats import): its
 * 2024 and 2025 seasons played out (see playSeason) and the current season's schedule. Idempotent:
 * a season whose champion is recorded is its marker and is not played again; an interrupted one is
 * cleared and replayed; the current schedule is generated once.
 */
export async function seedDemoHistory(repos: Repositories, deps: { now: Date; logger?: Logger; years?: number[] }): Promise<{ played: number[]; ms: number }> {
  const started = Date.now();
  const now = Math.floor(deps.now.getTime() / 1000);
  const played: number[] = [];
  const league = await repos.leagues.findById(DEMO_LEAGUE_ID);
  if (!league) return { played, ms: 0 };
  const current = getSeason(now).year;
  for (const year of deps.years ?? DEMO_HISTORY_YEARS) {
    if (year >= current || (await repos.seasonPlay.findSeason(DEMO_LEAGUE_ID, year))?.finalized) continue;
    if (await playSeason(repos, year, now, deps.logger)) played.push(year);
  }
  if ((await repos.seasonPlay.matchups(DEMO_LEAGUE_ID, current)).length === 0) {
    const teams = await repos.leagues.teamsOf(DEMO_LEAGUE_ID);
    await repos.seasonPlay.replaceSchedule(DEMO_LEAGUE_ID, current, scheduleRows(DEMO_LEAGUE_ID, current, teams, current), { lid: DEMO_LEAGUE_ID, year: current, ...playoffRounds(league) });
  }
  // the standings show odds from the start; the odds job refreshes them after each final week
  if ((await repos.seasonPlay.latestOdds(DEMO_LEAGUE_ID, current)).length === 0) await computeOdds(repos, DEMO_LEAGUE_ID, current, now);
  const ms = Date.now() - started;
  if (played.length) deps.logger?.info('demo league history played', { lid: DEMO_LEAGUE_ID, years: played, ms });
  return { played, ms };
}

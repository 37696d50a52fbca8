/**
 * Season-play benchmarks: a week's live scores from raw stat lines, a season's team lines with potential
 * points, and the playoff odds simulation. Each beside a floor measured in the same harness.
 */
import { VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { optimalLineup } from '../lineups/optimal-lineup';
import { calculatePoints, type ScorableStatLine } from '../scoring/calculate-points';
import { STAT_COUNT, STAT_KEYS } from '../scoring/stat-line';
import { scoreLineup, type LineupScoreStarter, type PlayerGameClock } from '../season-play/lineup-score';
import { simulateOdds } from '../season-play/odds';
import { trailingProjection } from '../season-play/projection';
import { mulberry32, normalSampler } from '../season-play/random';
import { potentialPoints, teamSeasonLines } from '../season-play/team-season';
import type { BenchFixture } from './fixture';
import { measure, type BenchResult } from './measure';

const WEEK = 9;
const SIMS = 10_000;

type Samples = (samples: number, warmup: number) => { samples: number; warmup: number };

export function seasonPlayBench(fixture: BenchFixture, n: Samples): BenchResult[] {
  const league = VISITOR_LEAGUE_FORMAT.config;
  const format = VISITOR_LEAGUE_FORMAT.scoring;
  const results: BenchResult[] = [];
  const indexOf = new Map(fixture.pids.map((pid, i) => [pid, i]));

  // (a) One week: each team's starters (its optimal projected lineup), their raw stat lines, games in
  // every state (a third final, a third in the 3rd quarter, a third not started).
  const teamsWeek = fixture.lineupCandidates.map((weeks) => {
    const candidates = weeks[WEEK - 1];
    const posOf = new Map(candidates.map((c) => [c.pid, c.pos]));
    const starters: LineupScoreStarter[] = optimalLineup(candidates, league).starters.map((s) => ({ slot: s.slot, pid: s.pid, pos: posOf.get(s.pid)! }));
    const lines = starters.map((s) => {
      const base = (indexOf.get(s.pid)! * fixture.weeks + WEEK - 1) * STAT_COUNT;
      const line: ScorableStatLine = {};
      for (let k = 0; k < STAT_COUNT; k++) if (fixture.stats[base + k]) line[STAT_KEYS[k]] = fixture.stats[base + k];
      return line;
    });
    const rows = starters.map((s) => fixture.stats.subarray((indexOf.get(s.pid)! * fixture.weeks + WEEK - 1) * STAT_COUNT, (indexOf.get(s.pid)! * fixture.weeks + WEEK) * STAT_COUNT));
    const projections = new Map(candidates.map((c) => [c.pid, c.points]));
    const games = new Map<string, PlayerGameClock>(
      starters.map((s, i) => [s.pid, i % 3 === 0 ? { secondsRemaining: 0, status: 'final' } : i % 3 === 1 ? { secondsRemaining: 1200, status: 'live' } : { secondsRemaining: 3600, status: 'scheduled' }]),
    );
    return { starters, lines, rows, projections, games };
  });
  results.push(
    measure(
      `score one week, ${fixture.teamPlayers.length} teams from raw stat lines (calculatePoints + scoreLineup)`,
      () => {
        let total = 0;
        for (const team of teamsWeek) {
          const points = new Map<string, number>();
          team.starters.forEach((s, i) => points.set(s.pid, calculatePoints(team.lines[i], format, s.pos).total));
          total += scoreLineup(team.starters, points, team.projections, team.games).projected;
        }
        return total;
      },
      {
        ...n(300, 30),
        batch: 10,
        targetMs: 5,
        baselineMs: Number.NaN,
        floor: {
          name: 'summing the starters\' stat rows and projections from prebuilt arrays',
          op: () => {
            let total = 0;
            for (const team of teamsWeek) {
              team.rows.forEach((row, i) => {
                for (let k = 0; k < row.length; k++) total += row[k];
                total += team.projections.get(team.starters[i].pid) ?? 0;
              });
            }
            return total;
          },
        },
      },
    ),
  );

  // (b) A season's team lines: potential points (optimal lineup over actual points) for 12 teams × 14 weeks.
  const teams = fixture.teams;
  results.push(
    measure(
      `team season lines with potential points (${teams.length} teams x 14 weeks, optimal lineups included)`,
      () => {
        const potential = [];
        for (const t of teams) for (let week = 1; week <= 14; week++) potential.push({ tid: t.tid, week, points: potentialPoints(fixture.lineupCandidates[t.tid - 1][week - 1], league) });
        return teamSeasonLines({ teams, lid: 1, year: 2025, matchups: fixture.matchups, potential, regularSeasonFinalWeek: 14 }).length;
      },
      {
        ...n(100, 10),
        targetMs: 20,
        baselineMs: Number.NaN,
        floor: {
          name: 'one pass over the candidates\' points and the matchup scores',
          op: () => {
            let total = 0;
            for (const t of teams) for (let week = 1; week <= 14; week++) for (const c of fixture.lineupCandidates[t.tid - 1][week - 1]) total += c.points;
            for (const m of fixture.matchups) total += m.hp - m.ap;
            return total;
          },
        },
      },
    ),
  );

  // (c) Odds after week 7: 7 weeks left, each team's weekly score model from its own scores so far.
  const played = fixture.matchups.filter((m) => m.week <= 7);
  const remaining = fixture.matchups.filter((m) => m.week > 7).map(({ week, hid, aid }) => ({ week, hid, aid }));
  const history = new Map<number, { year: number; week: number; points: number }[]>();
  for (const m of played) {
    for (const [tid, points] of [[m.hid, m.hp], [m.aid, m.ap]]) {
      const list = history.get(tid) ?? [];
      list.push({ year: 2025, week: m.week, points });
      history.set(tid, list);
    }
  }
  const projection = new Map(teams.map((t) => [t.tid, trailingProjection(history.get(t.tid) ?? [], 2025, 8)]));
  // Draws per simulation: both scores of each remaining game, 2 wildcard games, 4 contenders x 2 weeks.
  const draws = SIMS * (2 * remaining.length + 4 + 8);
  let seed = 0;
  results.push(
    measure(
      `playoff odds, ${SIMS.toLocaleString('en-US')} simulations (${teams.length} teams, ${remaining.length} games left)`,
      () => simulateOdds({ teams, played, remaining, projection, playoffTeams: 6, byes: 2, sims: SIMS, seed: seed++ }).size,
      {
        ...n(15, 2),
        targetMs: 500,
        baselineMs: Number.NaN,
        floor: {
          name: `drawing the same ${draws.toLocaleString('en-US')} normal samples`,
          op: (i) => {
            const normal = normalSampler(mulberry32(i));
            let total = 0;
            for (let k = 0; k < draws; k++) total += normal();
            return total;
          },
        },
      },
    ),
  );
  return results;
}

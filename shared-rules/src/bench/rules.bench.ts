/**
 * Benchmarks of the rules on the real player pool. Reads api/data at run time (bench code may do IO; it is
 * not part of the pure root entry). Each rule is timed beside a floor in the same harness: a pass that
 * reads the same inputs once and does nothing else.
 */
import { VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { optimalBudgetLineup, lineupBudget } from '../lineups/budget-lineup';
import { optimalLineup } from '../lineups/optimal-lineup';
import { createRoster } from '../roster/roster';
import { calculateSeasonStandings } from '../standings/season-standings';
import { calculateValues } from '../valuation/weekly-values';
import { BENCH_LEAGUE, buildFixture, ROSTER_PLAYERS, TEAM_COUNT } from './fixture';
import { measure, type BenchResult } from './measure';
import { seasonPlayBench } from './season-play.bench';
import type { BenchOptions, BenchRow } from './report';

const sum = (values: ArrayLike<number>) => {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total;
};

/** The rules bench: weekly values, optimal lineup, standings, the roster model, the auction planner and season play. */
export async function rulesBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  // Smoke runs keep every step but a few samples of each.
  const n = (samples: number, warmup: number) => (options.smoke ? { samples: 3, warmup: 1 } : { samples, warmup });
  const fixture = buildFixture();
  const league = VISITOR_LEAGUE_FORMAT.config;
  const format = VISITOR_LEAGUE_FORMAT.scoring;
  const results: BenchResult[] = [];

  results.push(
    measure(
      `weekly values, 18 weeks + ROS (${fixture.pids.length} players, ${TEAM_COUNT} teams)`,
      () =>
        calculateValues({
          positions: fixture.positions,
          stats: fixture.stats,
          weeks: fixture.weeks,
          format,
          league,
          rostered: fixture.rostered,
          salaries: fixture.salaries,
          currentWeek: 1,
        }).ros.rate,
      { ...n(60, 10), targetMs: 50, baselineMs: 390 + 1100, floor: { name: 'one pass over the packed weekly stats', op: () => sum(fixture.stats) } },
    ),
  );

  const lineupInputs = fixture.lineupCandidates.flat();
  results.push(
    measure(
      `optimal lineup, ${ROSTER_PLAYERS}-player roster (per lineup)`,
      (i) => optimalLineup(lineupInputs[i % lineupInputs.length], league).points,
      {
        ...n(200, 20),
        batch: lineupInputs.length,
        targetMs: 0.05,
        baselineMs: 0.35,
        floor: { name: 'one pass over the roster\'s candidate points', op: (i) => sum(lineupInputs[i % lineupInputs.length].map((c) => c.points)) },
      },
    ),
  );

  results.push(
    measure(
      `season standings + seeding (${TEAM_COUNT} teams x 14 weeks)`,
      () => calculateSeasonStandings(fixture.teams, fixture.matchups).seeding.seeds.length,
      {
        ...n(300, 20),
        batch: 10,
        targetMs: 5,
        baselineMs: 92,
        floor: { name: 'one pass over the matchup scores', op: () => fixture.matchups.reduce((t, m) => t + m.hp - m.ap, 0) },
      },
    ),
  );

  results.push(
    measure('roster model (createRoster, 24 players)', (i) => createRoster(BENCH_LEAGUE, fixture.rosterRows[i % TEAM_COUNT]).availableCap, {
      ...n(300, 20),
      batch: 120,
      targetMs: 0.01,
      baselineMs: 0.105,
      floor: { name: 'one pass over the roster\'s salaries', op: (i) => fixture.rosterRows[i % TEAM_COUNT].reduce((t, p) => t + p.value, 0) },
    }),
  );

  // Auction planner: one team with its first 5 players kept, the unrostered pool at market salary.
  const values = calculateValues({ positions: fixture.positions, stats: fixture.stats, weeks: fixture.weeks, format, league });
  const keep = fixture.teamPlayers[0].slice(0, 5);
  const rostered = keep.map((i) => ({ pid: fixture.pids[i], pos: fixture.positions[i], points: values.ros.points[i], salary: fixture.salaries[i] }));
  const available = fixture.pids
    .map((pid, i) => ({ pid, pos: fixture.positions[i], points: values.ros.points[i], cost: Math.max(1, values.ros.marketSalary[i]) }))
    .filter((_, i) => !fixture.rostered[i]);
  const budget = Math.max(lineupBudget(league.cap), rostered.reduce((t, p) => t + p.salary, 0) + 60);
  results.push(
    measure(
      `auction planner, budgeted lineup (${available.length} free agents, $${budget})`,
      () => optimalBudgetLineup({ rostered, available, slots: league, budget }).points,
      {
        ...n(30, 3),
        targetMs: 50,
        baselineMs: Number.NaN,
        floor: { name: 'one pass over the free agents\' points and costs', op: () => available.reduce((t, p) => t + p.points / p.cost, 0) },
      },
    ),
  );

  results.push(...seasonPlayBench(fixture, n));

  return results.flatMap((r): BenchRow[] => [
    { metric: `${r.name}: median`, value: r.medianMs, unit: 'ms', target: `< ${r.targetMs}`, pass: r.pass, floor: { metric: `${r.floor.name}: median`, value: r.floor.medianMs, unit: 'ms' } },
    { metric: `${r.name}: p99`, value: r.p99Ms, unit: 'ms' },
    ...(Number.isNaN(r.baselineMs) ? [] : [{ metric: `${r.name}: old product (recorded, not measured here)`, value: r.baselineMs, unit: 'ms' }]),
  ]);
}

/**
 * Benchmarks of rules part B on the real player pool (`npm run bench -w @league/shared-rules`).
 * Reads /work/shared/data at run time (bench code may do IO; it is not part of the pure root entry),
 * prints a table and writes bench-results/rules-b.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { optimalBudgetLineup, lineupBudget } from '../lineups/budget-lineup';
import { optimalLineup } from '../lineups/optimal-lineup';
import { createRoster } from '../roster/roster';
import { calculateSeasonStandings } from '../standings/season-standings';
import { calculateValues } from '../valuation/weekly-values';
import { BENCH_LEAGUE, buildFixture, POOL_SIZE, ROSTER_PLAYERS, TEAM_COUNT } from './fixture';
import { formatMs, measure, type BenchResult } from './measure';

function main(): void {
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
      { samples: 60, warmup: 10, targetMs: 50, baselineMs: 390 + 1100 },
    ),
  );

  const lineupInputs = fixture.lineupCandidates.flat();
  results.push(
    measure(
      `optimal lineup, ${ROSTER_PLAYERS}-player roster (per lineup)`,
      (i) => optimalLineup(lineupInputs[i % lineupInputs.length], league).points,
      { samples: 200, batch: lineupInputs.length, warmup: 20, targetMs: 0.05, baselineMs: 0.35 },
    ),
  );

  results.push(
    measure(
      `season standings + seeding (${TEAM_COUNT} teams x 14 weeks)`,
      () => calculateSeasonStandings(fixture.teams, fixture.matchups).seeding.seeds.length,
      { samples: 300, batch: 10, warmup: 20, targetMs: 5, baselineMs: 92 },
    ),
  );

  results.push(
    measure(
      'roster model (createRoster, 24 players)',
      (i) => createRoster(BENCH_LEAGUE, fixture.rosterRows[i % TEAM_COUNT]).availableCap,
      { samples: 300, batch: 120, warmup: 20, targetMs: 0.01, baselineMs: 0.105 },
    ),
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
      { samples: 30, warmup: 3, targetMs: 50, baselineMs: Number.NaN },
    ),
  );

  const header = ['benchmark', 'median', 'p99', 'target', 'old product', 'ok'];
  const lines = results.map((r) => [
    r.name,
    formatMs(r.medianMs),
    formatMs(r.p99Ms),
    `< ${formatMs(r.targetMs)}`,
    Number.isNaN(r.baselineMs) ? '-' : formatMs(r.baselineMs),
    r.pass ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const row = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ');
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const l of lines) console.log(row(l));

  const outDir = path.resolve(__dirname, '../../bench-results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'rules-b.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        node: process.version,
        players: fixture.pids.length,
        poolTarget: POOL_SIZE,
        teams: TEAM_COUNT,
        results: results.map((r) => ({ ...r, baselineMs: Number.isNaN(r.baselineMs) ? null : r.baselineMs })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

main();

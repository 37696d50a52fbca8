/**
 * Bench runner: `node --expose-gc dist/bench/run.js [--smoke] [name…]` runs the named benches (or all), one
 * after the other, each between two load-average samples, prints each table and writes ONE results file for
 * the whole run: `bench-results/<date>-<shortcommit>.json` at the repository root, copied to `latest.json`,
 * so runs can be compared across commits. Add a bench with one line in {@link benches}.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUSY_LOAD, rowsWithoutFloor, rulesBench, runBench, type Bench, type BenchRun } from '@league/shared-rules/bench';
import { embeddedDbBench } from './embedded-db.bench';
import { auctionBench } from './auction.bench';
import { loginBench } from './login.bench';
import { rostersBench } from './rosters.bench';
import { researchBench } from './research.bench';
import { valuesBench } from './values.bench';
import { seasonBench } from './season.bench';
import { draftBench } from './draft.bench';
import { settingsBench } from './settings.bench';
import { tradesBench } from './trades.bench';
import { dataViewsBench } from './dataviews.bench';
import { adminBench } from './admin.bench';
import { playersPageBench } from './players-page.bench';

export type { Bench, BenchOptions, BenchRow, Floor } from '@league/shared-rules/bench';

/** Registered benches by name, in the order a full run takes them. */
export const benches: Record<string, Bench> = {
  rules: rulesBench,
  'embedded-db': embeddedDbBench,
  auction: auctionBench,
  rosters: rostersBench,
  login: loginBench,
  season: seasonBench,
  draft: draftBench,
  trades: tradesBench,
  research: researchBench,
  values: valuesBench,
  dataviews: dataViewsBench,
  'players-page': playersPageBench,
  settings: settingsBench,
  admin: adminBench,
};

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The one file of a run: what was measured, on which commit, machine and load. */
export interface BenchReport {
  commit: string | null;
  /** Uncommitted changes were present: the figures are not those of `commit` alone. */
  dirty: boolean;
  date: string;
  node: string;
  platform: string;
  cpus: number;
  smoke: boolean;
  busyLoad: number;
  /** 1/5/15-minute load averages before the first bench and after the last. */
  loadBefore: number[];
  loadAfter: number[];
  /** Any bench ran on a busy machine. */
  busy: boolean;
  benches: BenchRun[];
}

function writeReport(report: BenchReport): string {
  const dir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${report.commit?.slice(0, 8) ?? 'nocommit'}${report.smoke ? '-smoke' : ''}.json`);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(dir, 'latest.json'), text);
  return file;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const smoke = args.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const wanted = args.filter((a) => !a.startsWith('--'));
  const unknown = wanted.filter((name) => !benches[name]);
  if (unknown.length) {
    process.stderr.write(`unknown bench '${unknown.join(', ')}'; known: ${Object.keys(benches).join(', ')}\n`);
    process.exitCode = 2;
    return;
  }
  const out = (text: string) => process.stdout.write(text);
  const date = new Date().toISOString();
  const loadBefore = os.loadavg();
  const runs: BenchRun[] = [];
  for (const name of wanted.length ? wanted : Object.keys(benches)) runs.push(await runBench(name, benches[name], { smoke }, out));
  const report: BenchReport = {
    commit: git('rev-parse', 'HEAD'),
    dirty: (git('status', '--porcelain') ?? '') !== '',
    date,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    smoke,
    busyLoad: BUSY_LOAD,
    loadBefore,
    loadAfter: os.loadavg(),
    busy: runs.some((r) => r.busy),
    benches: runs,
  };
  const file = writeReport(report);
  const noFloor = runs.flatMap((r) => rowsWithoutFloor(r.rows).map((row) => `${r.bench}: ${row.metric}`));
  if (noFloor.length) out(`\ntargets without a floor beside them:\n  ${noFloor.join('\n  ')}\n`);
  if (report.busy) out(`\nBUSY MACHINE during ${runs.filter((r) => r.busy).map((r) => r.bench).join(', ')}: not evidence for or against a target.\n`);
  out(`\nwrote ${path.relative(process.cwd(), file)} and latest.json\n`);
}

if (require.main === module) {
  main().catch((e: Error) => {
    process.stderr.write(`${e.stack ?? e.message}\n`);
    process.exit(1);
  });
}

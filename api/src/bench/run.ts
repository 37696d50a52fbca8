/**
 * Bench dispatcher: `node --expose-gc dist/bench/run.js [name]` runs the named bench (or all), prints each
 * result as a table and writes it as JSON to `api/bench-results/<name>.json`.
 * Add a bench with one line in {@link benches}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { embeddedDbBench } from './embedded-db.bench';
import { auctionBench } from './auction.bench';
import { loginBench } from './login.bench';
import { rostersBench } from './rosters.bench';

/** One measured figure. */
export interface BenchRow {
  metric: string;
  value: number;
  unit: string;
  /** Target as text, e.g. ">= 5000"; omitted when there is none. */
  target?: string;
  /** Whether the target is met; omitted when there is no target. */
  pass?: boolean;
}

/** A bench: resolves with its rows. */
export type Bench = () => Promise<BenchRow[]>;

/** Registered benches by name. */
export const benches: Record<string, Bench> = {
  'embedded-db': embeddedDbBench,
  auction: auctionBench,
  rosters: rostersBench,
  login: loginBench,
};

function printTable(name: string, rows: BenchRow[]): void {
  const lines = rows.map((r) => [r.metric, formatValue(r.value), r.unit, r.target ?? '', r.pass === undefined ? '' : r.pass ? 'ok' : 'MISS']);
  const header = ['metric', 'value', 'unit', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cols: string[]) => cols.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  process.stdout.write(`\n== ${name} ==\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(fmt).join('\n')}\n`);
}

function formatValue(v: number): string {
  if (Number.isInteger(v)) return String(v);
  return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toFixed(4);
}

async function main(): Promise<void> {
  const wanted = process.argv[2];
  const names = wanted ? [wanted] : Object.keys(benches);
  const outDir = path.resolve(__dirname, '..', '..', 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of names) {
    const bench = benches[name];
    if (!bench) {
      process.stderr.write(`unknown bench '${name}'; known: ${Object.keys(benches).join(', ')}\n`);
      process.exitCode = 2;
      return;
    }
    const rows = await bench();
    printTable(name, rows);
    const file = path.join(outDir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ bench: name, at: new Date().toISOString(), node: process.version, rows }, null, 2) + '\n');
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  }
}

if (require.main === module) {
  main().catch((e: Error) => {
    process.stderr.write(`${e.stack ?? e.message}\n`);
    process.exit(1);
  });
}

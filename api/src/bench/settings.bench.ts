/**
 * Settings bench (issue #14): `PUT /leagues/:lid` through the real app on the embedded database, the
 * demo league (12 teams with drafted rosters) on a fixed clock in week 12 with its schedule generated,
 * so every change runs the whole check: the contract's parse, the rules between fields, each team's
 * roster read and checked against the new settings (including the mid-season lineup matching), then
 * the guarded transaction (league fields, both hashes, one history row per field) and the read back.
 *
 * Floor, same run and process, requested alternately: the same PUT round trip over HTTP — bearer token
 * checked, league read, commissioner compared, the same changes written through the same repository
 * transaction with the hashes, read back and answered — with our validation taken out (no contract
 * parse, no rules, no roster reads, no break checks). The difference is what validation costs, plus the
 * app's express pipeline (only http/ imports express, so the floor is served by node:http; that pipeline
 * is well under a millisecond beside these figures).
 *
 * Run with `npm run bench -w @league/api -- settings` (quiet machine: load under 1).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { LEAGUE_SETTING_FIELDS, leagueHashes } from '@league/shared-rules';
import { bootTestApp } from '../test-support/boot';
import { DEMO_PASSWORD } from '../seed/demo-league';
import { toLeague, toLeagueWithHashes } from '../features/leagues/league-view';
import type { BenchOptions, BenchRow, Floor } from './run';

const NOW = new Date('2026-11-25T17:00:00Z');
const FULL = { puts: 300 };
const SMOKE = { puts: 20 };
const TARGET_P99_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The i-th change: a name and a scoring value that alternate, so every PUT writes two fields and new hashes. */
const changeOf = (i: number) => ({ name: `Settings Bench ${i % 2}`, rec: i % 2 === 0 ? 1 : 0.5, bench: 7 + (i % 2) });

export async function settingsBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const app = await bootTestApp({ importData: { limit: 300, limits: { players: Infinity } }, seedDemo: true, clock: () => NOW, env: { LOG_LEVEL: 'error' }, checkDocument: false });
  const ctx = app.server.ctx;
  // The same round trip with validation taken out: auth, read, commissioner, guarded write, read back.
  const floorPut = async (req: IncomingMessage): Promise<[number, unknown]> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const auth = await ctx.sessions.authenticate(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
    const lid = Number(/^\/leagues\/(\d+)$/.exec(req.url ?? '')?.[1]);
    const doc = await ctx.repos.leagues.findById(lid);
    if (!auth.ok || !doc || doc.commishid !== auth.userId) return [403, {}];
    const current = toLeague(doc, []) as unknown as Record<string, unknown>;
    const changes = LEAGUE_SETTING_FIELDS.filter((f) => f in body && JSON.stringify(current[f]) !== JSON.stringify(body[f])).map((field) => ({
      field, stored: (doc as unknown as Record<string, unknown>)[field], old: current[field] ?? null, new: body[field],
    }));
    if (changes.length) await ctx.repos.leagueSettings.updateLeague(lid, changes, leagueHashes({ ...current, ...body }), { userid: auth.userId, timestamp: Math.floor(NOW.getTime() / 1000) });
    return [200, toLeagueWithHashes((await ctx.repos.leagues.findById(lid))!, await ctx.repos.leagues.yearsOf(lid))];
  };
  const floorServer = createServer((req, res) => {
    void floorPut(req).then(([status, answer]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  floorServer.listen(0, '127.0.0.1');
  await new Promise((resolve) => floorServer.once('listening', resolve));
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;
  try {
    const login = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'commish', password: DEMO_PASSWORD } });
    const token = login.body.token as string;
    if ((await app.api('/api/leagues/1/matchups', { method: 'POST', body: {}, token })).status !== 200) throw new Error('schedule not generated');
    const put = async (url: string, i: number) => {
      const t0 = performance.now();
      const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(changeOf(i)) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`PUT ${url} answered ${res.status}`);
      return performance.now() - t0;
    };
    const real: number[] = [];
    const floor: number[] = [];
    // warm both paths once (module loading, first transaction)
    await put(`${app.url}/api/leagues/1`, 1);
    await put(`${floorUrl}/leagues/1`, 0);
    for (let i = 0; i < size.puts; i++) {
      real.push(await put(`${app.url}/api/leagues/1`, i));
      floor.push(await put(`${floorUrl}/leagues/1`, i + 1));
    }
    const sorted = [...real].sort((a, b) => a - b);
    const floorSorted = [...floor].sort((a, b) => a - b);
    const rows: BenchRow[] = [];
    rows.push({ metric: `PUT /leagues/:lid with validation p50 (${size.puts})`, value: percentile(sorted, 50), unit: 'ms', floor: { metric: 'same PUT, validation taken out p50', value: percentile(floorSorted, 50), unit: 'ms' } });
    const p99 = percentile(sorted, 99);
    const floorRow: Floor = { metric: `same PUT, validation taken out p99 (${size.puts})`, value: percentile(floorSorted, 99), unit: 'ms' };
    rows.push({ metric: `PUT /leagues/:lid with validation p99 (${size.puts})`, value: p99, unit: 'ms', target: `< ${TARGET_P99_MS}`, pass: p99 < TARGET_P99_MS, floor: floorRow });
    rows.push({ metric: 'history rows written', value: (await ctx.repos.leagueSettings.listChanges(1, 10_000)).length, unit: 'rows' });
    return rows;
  } finally {
    await new Promise((resolve) => floorServer.close(resolve));
    await app.stop();
  }
}

/**
 * Rosters bench: p50/p99 latency of GET /leagues/:lid/rosters and of a release under load, through
 * the real app (port 0) on the embedded database. A 12-team league with full rosters: first idle
 * (sequential reads, then sequential release + re-sign cycles), then 11 owners each releasing a
 * bench player and signing a free agent in a loop while 4 readers poll the rosters.
 * The floor of each figure is the app's own 404 for an unknown /api path (routing, parsing, error
 * handler; no use-case, no database), requested in the same pattern at the same moment: sequentially
 * when idle, by one more client during the loaded phase.
 * Run with `npm run bench -w @league/api -- rosters`.
 */
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import type { LeagueDoc } from '../db/models/league.model';
import type { PlayerDoc } from '../db/models/player.model';
import type { RosterPlayerDoc } from '../db/models/roster.model';
import { signToken } from '../features/auth/tokens';
import { bootTestApp, type TestApp } from '../test-support/boot';
import type { BenchOptions, BenchRow, Floor } from './run';

const TEAMS = 12;
const READERS = 4;
/** Sizes of a full run; a smoke run only proves every step works. */
const FULL = { cycles: 25, readsBefore: 300, idleReleases: 50 };
const SMOKE = { cycles: 2, readsBefore: 20, idleReleases: 4 };
let CYCLES = FULL.cycles;
let READS_BEFORE = FULL.readsBefore;
let IDLE_RELEASES = FULL.idleReleases;
/** Saturday of week 7, 2025: in season and outside the waiver days, so signings are direct. */
const NOW = Date.UTC(2025, 9, 18, 16) / 1000;
const YEAR = 2025;

const letters = (n: number) => String.fromCharCode(65 + Math.floor(n / 676) % 26, 65 + Math.floor(n / 26) % 26, 65 + (n % 26));
const pid = (n: number) => `BENC-H${letters(n)}-2020-1990-01-${String((n % 28) + 1).padStart(2, '0')}`;

function playerDoc(n: number, pos: string): PlayerDoc {
  const name = `Bench ${n}`;
  return {
    pid: pid(n), fname: 'Bench', lname: String(n), name, pname: name, search: name.toLowerCase(), pos, team: 'BUF', jnum: null,
    dob: null, nfl_status: 'ACT', injury_status: null, game_status: null, nfl_draft_year: 2020, round: null, dpos: null,
    college: null, height: null, weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null,
    espn_id: null, yahoo_id: null, pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null,
    fantasypros_id: null,
  } as PlayerDoc;
}

/** Lineup of a full roster: slot and position per index (10 starters, 7 bench, 2 PS, 1 IR). */
const LAYOUT: [number, string][] = [
  [1, 'QB'], [2, 'RB'], [2, 'RB'], [3, 'WR'], [3, 'WR'], [4, 'TE'], [7, 'RB'], [8, 'QB'], [9, 'K'], [10, 'DST'],
  ...Array.from({ length: 7 }, () => [11, 'WR'] as [number, string]), [12, 'WR'], [12, 'RB'], [13, 'RB'],
];

async function seed(app: TestApp): Promise<string[]> {
  const { repos } = app;
  await repos.leagues.insertIfMissing({ ...DEFAULT_LEAGUE, uid: 1, name: 'Bench League', hosted: 1, created_at: NOW } as LeagueDoc);
  const players: PlayerDoc[] = [];
  const rows: RosterPlayerDoc[] = [];
  const tokens: string[] = [];
  let n = 0;
  for (let tid = 1; tid <= TEAMS; tid++) {
    await repos.leagues.insertTeamIfMissing({
      uid: tid, lid: 1, year: YEAR, div: null, name: `Team ${tid}`, image: null, abbrv: `T${tid}`, cap: 200, faab: 200,
      waiver_order: tid, draft_order: tid, pc: null, ac: null, invite_code: null,
    });
    const user = await repos.users.insert({
      username: `bench${tid}`, email: `bench${tid}@example.com`, password_hash: 'x', phone: null, user_text_notifications: false,
      user_voice_notifications: false, watchlist: [], created_at: NOW,
    });
    await repos.users.addOwner({ userid: user.uid, tid, lid: 1, teamtext: false, teamvoice: false, leaguetext: false });
    tokens.push(signToken(user.uid, app.config.jwtSecret, Math.floor(Date.now() / 1000)));
    for (const [slot, pos] of LAYOUT) {
      players.push(playerDoc(n, pos));
      rows.push({ lid: 1, tid, year: YEAR, week: 0, pid: pid(n), pos, slot, tag: 1, value: 5, extensions: 0, type: 14, timestamp: NOW - 86400 });
      n++;
    }
  }
  for (let i = 0; i < TEAMS * CYCLES; i++) players.push(playerDoc(10000 + i, 'WR'));
  for (let i = 0; i < IDLE_RELEASES; i++) players.push(playerDoc(20000 + i, 'WR'));
  await repos.players.insertMany(players);
  await repos.rosters.insertMany(rows);
  return tokens;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timedCall(app: TestApp, path: string, init?: { method: string; token: string; body: unknown }, expected = 200): Promise<number> {
  const t0 = performance.now();
  const res = await app.api(path, init);
  const ms = performance.now() - t0;
  if (res.status !== expected) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return ms;
}

/** One floor request: the same method, token and body as the figure's, to a path no route serves. */
function floorCall(app: TestApp, init?: { method: string; token: string; body: unknown }): Promise<number> {
  return timedCall(app, '/api/bench-floor', init, 404);
}

function p99Of(samples: number[]): number {
  return percentile([...samples].sort((a, b) => a - b), 99);
}

function summary(rows: BenchRow[], name: string, samples: number[], target: number, floorSamples: number[], floorName: string): void {
  const sorted = [...samples].sort((a, b) => a - b);
  rows.push({ metric: `${name} p50`, value: percentile(sorted, 50), unit: 'ms' });
  const p99 = percentile(sorted, 99);
  const floor: Floor = { metric: `${floorName} p99 (${floorSamples.length} requests)`, value: p99Of(floorSamples), unit: 'ms' };
  rows.push({ metric: `${name} p99`, value: p99, unit: 'ms', target: `<= ${target}`, pass: p99 <= target, floor });
  rows.push({ metric: `${name} samples`, value: samples.length, unit: 'requests' });
}

export async function rostersBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  ({ cycles: CYCLES, readsBefore: READS_BEFORE, idleReleases: IDLE_RELEASES } = options.smoke ? SMOKE : FULL);
  const app = await bootTestApp({ clock: () => new Date(NOW * 1000), env: { LOG_LEVEL: 'error' } });
  try {
    const tokens = await seed(app);
    const rows: BenchRow[] = [];
    const idle: number[] = [];
    const idleFloor: number[] = [];
    for (let i = 0; i < READS_BEFORE; i++) {
      idle.push(await timedCall(app, '/api/leagues/1/rosters'));
      idleFloor.push(await floorCall(app));
    }
    summary(rows, 'GET rosters (idle)', idle, 100, idleFloor, 'GET unknown /api path (idle)');

    // sequential releases (no other load) on the last team, releasing and re-signing its bench
    const idleReleases: number[] = [];
    const idlePostFloor: number[] = [];
    const lastTeam = TEAMS;
    let idleBench = Array.from({ length: 7 }, (_, i) => pid((lastTeam - 1) * LAYOUT.length + 10 + i));
    for (let c = 0; c < IDLE_RELEASES; c++) {
      const released = idleBench[c % idleBench.length];
      idleReleases.push(await timedCall(app, `/api/teams/${lastTeam}/release`, { method: 'POST', token: tokens[lastTeam - 1], body: { pid: released } }));
      idlePostFloor.push(await floorCall(app, { method: 'POST', token: tokens[lastTeam - 1], body: { pid: released } }));
      const signed = pid(20000 + c);
      await timedCall(app, `/api/teams/${lastTeam}/add`, { method: 'POST', token: tokens[lastTeam - 1], body: { pid: signed } });
      idleBench = idleBench.map((p) => (p === released ? signed : p));
    }
    summary(rows, 'release (idle)', idleReleases, 150, idlePostFloor, 'POST unknown /api path (idle)');

    const loaded: number[] = [];
    const releases: number[] = [];
    let writing = true;
    const loadedFloor: number[] = [];
    const loadedPostFloor: number[] = [];
    const readers = Array.from({ length: READERS }, async () => {
      while (writing) loaded.push(await timedCall(app, '/api/leagues/1/rosters'));
    });
    // One more client, alternating the two floor requests for as long as the load runs.
    const prober = (async () => {
      while (writing) {
        loadedFloor.push(await floorCall(app));
        loadedPostFloor.push(await floorCall(app, { method: 'POST', token: tokens[0], body: { pid: pid(0) } }));
      }
    })();
    const owners = tokens.slice(0, TEAMS - 1).map(async (token, index) => {
      const tid = index + 1;
      // the team's bench players are indexes 10..16 of its layout; each cycle releases one and signs a new one
      let bench = Array.from({ length: 7 }, (_, i) => pid(index * LAYOUT.length + 10 + i));
      for (let c = 0; c < CYCLES; c++) {
        const released = bench[c % bench.length];
        releases.push(await timedCall(app, `/api/teams/${tid}/release`, { method: 'POST', token, body: { pid: released } }));
        const signed = pid(10000 + index * CYCLES + c);
        await timedCall(app, `/api/teams/${tid}/add`, { method: 'POST', token, body: { pid: signed } });
        bench = bench.map((p) => (p === released ? signed : p));
      }
    });
    await Promise.all(owners);
    writing = false;
    await Promise.all([...readers, prober]);
    summary(rows, `GET rosters (under ${TEAMS - 1} writers)`, loaded, 250, loadedFloor, 'GET unknown /api path (same load)');
    summary(rows, `release (${TEAMS - 1} concurrent owners + ${READERS} readers)`, releases, 500, loadedPostFloor, 'POST unknown /api path (same load)');
    return rows;
  } finally {
    await app.stop();
  }
}

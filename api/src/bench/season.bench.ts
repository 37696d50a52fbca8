/**
 * Season bench (issue #10): through the real app on the embedded database, with real 2025 week-5 plays.
 * Ten 12-team leagues start real players who played that week (lineup snapshots, one schedule each).
 *
 * - `GET /leagues/:lid/matchups?year&week` idle, p50/p99. Floor: the app's own 404 for an unknown /api
 *   path (routing, parsing, error handler; no use-case, no database), requested alternately.
 * - Scoreboard push: 512 sockets registered over /ws across the ten leagues; each step ingests ONE play
 *   (`ingestPlays`: stat lines, game state, the stat-update signal) and times until the last of the 512
 *   sockets holds the scoreboard carrying that step's marker. Floor, in the same run and arrangement: a
 *   second server on the same database whose scoreboard source returns a ready message of the same size
 *   (no scoring, no reads), 512 sockets registered on it for another week, and a raw stat-update insert
 *   per step — what is left is the change stream, the hub and the fan-out.
 *
 * Run with `npm run bench -w @league/api -- season` (quiet machine: load under 1).
 */
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import WebSocket from 'ws';
import type { LeagueDoc } from '../db/models/league.model';
import { StatUpdateModel } from '../db/models/stats.model';
import { scheduleRows } from '../features/season-play/matchups';
import { IngestSession, ingestPlays } from '../features/stats-ingest/ingest';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import type { ScoreboardMessage, ScoreboardSource } from '../realtime/scoreboard-hub';
import { createServer, type LeagueServer } from '../server';
import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import type { BenchOptions, BenchRow, Floor } from './run';

const YEAR = 2025;
const WEEK = 5;
const FLOOR_WEEK = 6;
const LEAGUES = 10;
const TEAMS = 12;
const FULL = { reads: 300, sockets: 512, plays: 120 };
const SMOKE = { reads: 20, sockets: 40, plays: 6 };
/** Wednesday of week 12, 2026 (any fixed instant: the bench names its week). */
const NOW = new Date('2026-11-25T17:00:00Z');

/** Starting slots of the default league and the positions that fill them, in order. */
const STARTERS: Array<[number, string[]]> = [
  [1, ['QB']], [2, ['RB']], [2, ['RB']], [3, ['WR']], [3, ['WR']], [4, ['TE']], [7, ['RB', 'WR', 'TE']], [8, ['QB']], [9, ['K']], [10, ['DST']],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(rows: BenchRow[], name: string, samples: number[], target: number, floorSamples: number[], floorName: string): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const floorSorted = [...floorSamples].sort((a, b) => a - b);
  rows.push({ metric: `${name} p50`, value: percentile(sorted, 50), unit: 'ms', floor: { metric: `${floorName} p50`, value: percentile(floorSorted, 50), unit: 'ms' } });
  const p99 = percentile(sorted, 99);
  const floor: Floor = { metric: `${floorName} p99 (${floorSamples.length})`, value: percentile(floorSorted, 99), unit: 'ms' };
  rows.push({ metric: `${name} p99`, value: p99, unit: 'ms', target: `< ${target}`, pass: p99 < target, floor });
}

/** The week's plays in game order (kickoff, then play id), and who played. */
async function weekPlays(): Promise<Record<string, string>[]> {
  const plays: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile('plays_2025.csv.gz'))) if (Number(r.week) === WEEK) plays.push(r);
  return plays;
}

/** Ten leagues of twelve teams starting real players of the week, with lineups and a schedule. */
async function seedLeagues(app: TestApp, plays: Record<string, string>[]): Promise<void> {
  const index = await app.repos.stats.playerIndex();
  const gsis = new Set<string>();
  for (const p of plays) for (const k of ['passer_player_id', 'rusher_player_id', 'receiver_player_id', 'kicker_player_id']) if (p[k]) gsis.add(p[k]);
  const byPos = new Map<string, string[]>();
  for (const id of gsis) {
    const player = index.byGsis.get(id);
    if (!player) continue;
    byPos.set(player.pos, [...(byPos.get(player.pos) ?? []), player.pid]);
  }
  byPos.set('DST', [...new Set(plays.map((p) => index.defenseByTeam.get(p.defteam) ?? p.defteam))]);
  for (let lid = 1; lid <= LEAGUES; lid++) {
    await app.repos.leagues.insertIfMissing({ ...DEFAULT_LEAGUE, uid: lid, name: `Bench League ${lid}`, hosted: 1, created_at: 0 } as LeagueDoc);
    const used = new Set<string>();
    const cursor = new Map<string, number>();
    const take = (positions: string[]): [string, string] => {
      for (let round = 0; round < 200; round++) {
        const pos = positions[round % positions.length];
        const pool = byPos.get(pos) ?? [];
        const at = ((cursor.get(pos) ?? 0) + lid * 7) % Math.max(pool.length, 1);
        cursor.set(pos, (cursor.get(pos) ?? 0) + 1);
        const pid = pool[at];
        if (pid && !used.has(pid)) return (used.add(pid), [pid, pos]);
      }
      throw new Error(`not enough ${positions.join('/')} players in week ${WEEK}`);
    };
    const teams = [];
    for (let t = 1; t <= TEAMS; t++) {
      const uid = (lid - 1) * TEAMS + t;
      teams.push({ uid, div: null });
      await app.repos.leagues.insertTeamIfMissing({
        uid, lid, year: YEAR, div: null, name: `Team ${uid}`, image: null, abbrv: `T${t}`, cap: 200, faab: 200,
        waiver_order: t, draft_order: t, pc: null, ac: null, invite_code: null,
      });
      const starters = STARTERS.map(([slot, positions]) => {
        const [pid, pos] = take(positions);
        return { slot, pid, pos };
      });
      await app.repos.seasonPlay.putLineupWeeks([{ lid, tid: uid, year: YEAR, week: WEEK, starters, bench: [], final: false, points: null, points_manual: null, projected: null, potential: null }]);
    }
    await app.repos.seasonPlay.addMatchups(scheduleRows(lid, YEAR, teams, lid).filter((g) => g.week === WEEK));
  }
}

/** A socket registered for a league week; `until(marker)` resolves once it holds a scoreboard with it. */
async function register(url: string, lid: number, week: number): Promise<{ has(marker: string): boolean; ws: WebSocket; ready: Promise<void> }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?leagueId=${lid}`);
  let last = '';
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  ws.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text.startsWith('{"type":"scoreboard"')) {
      last = text;
      resolveReady();
    }
  });
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'scoreboard_register', updated: 0, year: YEAR, week }));
  return { ws, ready, has: (marker) => last.includes(marker) };
}

/**
 * Resolves with the ms from `t0` until every socket holds `marker`. Each socket checks only itself on
 * its own messages (one `includes` per message), so the harness costs O(sockets) per step, the same in
 * the figure and its floor.
 */
function allHold(sockets: Array<{ has(m: string): boolean; ws: WebSocket }>, marker: string, t0: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let left = sockets.filter((s) => !s.has(marker)).length;
    if (!left) return resolve(performance.now() - t0);
    const listeners: Array<[WebSocket, () => void]> = [];
    const cleanup = () => {
      for (const [ws, fn] of listeners) ws.off('message', fn);
    };
    const timer = setTimeout(() => (cleanup(), reject(new Error(`push of ${marker} did not reach ${left} sockets`))), 10_000);
    for (const s of sockets) {
      if (s.has(marker)) continue;
      const fn = () => {
        if (!s.has(marker)) return;
        s.ws.off('message', fn);
        if (--left > 0) return;
        clearTimeout(timer);
        cleanup();
        resolve(performance.now() - t0);
      };
      listeners.push([s.ws, fn]);
      s.ws.on('message', fn);
    }
  });
}

export async function seasonBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const app = await bootTestApp({ importData: { only: ['players', 'schedules'] }, clock: () => NOW, env: { LOG_LEVEL: 'error' } });
  let floorServer: LeagueServer | null = null;
  const sockets: WebSocket[] = [];
  try {
    const plays = await weekPlays();
    await seedLeagues(app, plays);
    const rows: BenchRow[] = [];

    const reads: number[] = [];
    const readFloor: number[] = [];
    for (let i = 0; i < size.reads; i++) {
      let t0 = performance.now();
      const res = await fetch(`${app.url}/api/leagues/${(i % LEAGUES) + 1}/matchups?year=${YEAR}&week=${WEEK}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET matchups answered ${res.status}`);
      reads.push(performance.now() - t0);
      t0 = performance.now();
      await (await fetch(`${app.url}/api/bench-floor`)).arrayBuffer();
      readFloor.push(performance.now() - t0);
    }
    summary(rows, `GET matchups of a week (idle, ${size.reads})`, reads, 30, readFloor, 'GET unknown /api path');

    // The floor's server: same database, a ready scoreboard of the real one's size, no scoring.
    const sample = JSON.parse(JSON.stringify((await app.api(`/api/scoreboard?leagueId=1&year=${YEAR}&week=${WEEK}`)).body)) as Omit<ScoreboardMessage, 'type'>;
    let floorMarker = 0;
    const canned: ScoreboardSource = {
      defaultWeek: async () => ({ year: YEAR, week: FLOOR_WEEK }),
      scoreboard: async (key) => ({ type: 'scoreboard', ...sample, year: key.year, week: key.week, last_updated: floorMarker }),
    };
    floorServer = createServer({ config: app.config, logger: createLogger('error'), repos: app.repos, dbKind: 'embedded', clock: () => NOW, scoreboardSource: canned });
    const floorUrl = await floorServer.start(0, '127.0.0.1');

    const real = [];
    const floor = [];
    for (let i = 0; i < size.sockets; i++) {
      real.push(await register(app.url, (i % LEAGUES) + 1, WEEK));
      floor.push(await register(floorUrl, (i % LEAGUES) + 1, FLOOR_WEEK));
    }
    for (const s of [...real, ...floor]) sockets.push(s.ws);
    await Promise.all([...real, ...floor].map((s) => s.ready));

    const pushes: number[] = [];
    const floorPushes: number[] = [];
    const ingests: number[] = [];
    const base = Math.floor(NOW.getTime() / 1000);
    // A live feed is one long-running ingester: it reads the player index once and keeps its games'
    // plays in a session, as the replay does.
    const index = await app.repos.stats.playerIndex();
    const session = new IngestSession();
    for (let i = 0; i < size.plays; i++) {
      const at = base + 1 + i;
      const marker = `"last_updated":${at},`;
      let t0 = performance.now();
      const done = allHold(real, marker, t0);
      await ingestPlays(app.repos, [plays[i]], { now: at, index, session });
      ingests.push(performance.now() - t0);
      pushes.push(await done);

      floorMarker = at;
      t0 = performance.now();
      const floorDone = allHold(floor, marker, t0);
      await StatUpdateModel.create({ year: YEAR, week: FLOOR_WEEK, esbids: [], pids: [], at });
      floorPushes.push(await floorDone);
    }
    summary(rows, `scoreboard push, one play to the last of ${size.sockets} sockets in ${LEAGUES} leagues`, pushes, 50, floorPushes, 'stat-update insert to the last socket, ready message');
    const ingestSorted = [...ingests].sort((a, b) => a - b);
    rows.push({ metric: 'of which: ingestPlays of one play p50', value: percentile(ingestSorted, 50), unit: 'ms' });
    rows.push({ metric: 'scoreboard message size', value: Buffer.byteLength(JSON.stringify(sample)), unit: 'bytes' });
    return rows;
  } finally {
    for (const ws of sockets) ws.terminate();
    await floorServer?.close();
    await app.stop();
  }
}

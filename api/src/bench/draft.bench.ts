/**
 * Draft bench (issue #11): through the real app on the embedded database, one 12-team league drafting
 * the real 2025 class (daily windows, all opened, so every step's pick may be made).
 *
 * - Draft pick push: 12 boards registered over /ws (`draft_register`); each step is one
 *   `POST /leagues/:lid/draft` by the pick's owner, timed until the last of the 12 boards holds the
 *   `draft_pick` of that pick. Floor, in the same run and arrangement: a POST the app answers itself
 *   (404 of an unknown /api path: routing, body parsing, error handler) followed by a bare write of a
 *   pick's player in a second league with its own 12 boards — what is left is the HTTP round trip,
 *   the change stream, the hub and the fan-out, without our use-case (checks, transaction, notices).
 *
 * The first pick of each league is made untimed: it warms the path (the route's code, the hub's first push) as
 * any pick after a server's first is; a cold first pick was the whole p99 of 30 samples (81 ms, the rest 28-48).
 *
 * Run with `npm run bench -w @league/api -- draft` (quiet machine: load under 1).
 */
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import WebSocket from 'ws';
import type { LeagueDoc } from '../db/models/league.model';
import { DraftPickModel } from '../db/models/draft.model';
import { createDraftRepository } from '../db/repositories/draft.repository';
import { signToken } from '../features/auth/tokens';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { request } from './http-client';
import type { BenchOptions, BenchRow, Floor } from './run';

const TEAMS = 12;
const BOARDS = 12;
const FULL = { picks: 30 };
const SMOKE = { picks: 4 };
const NOW = new Date('2026-04-30T16:00:00Z');
const DAY = 86400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A league of 12 owned teams whose 2026 draft opened a day per pick, 31 days ago (a warm-up pick and 30 timed). */
async function seedLeague(app: TestApp, lid: number): Promise<string[]> {
  const now = Math.floor(NOW.getTime() / 1000);
  await app.repos.leagues.insertIfMissing({
    ...DEFAULT_LEAGUE, uid: lid, name: `Draft Bench ${lid}`, hosted: 1, created_at: 0, draft_start: now - (FULL.picks + 1) * DAY, draft_type: 'day',
  } as LeagueDoc);
  const tokens: string[] = [];
  for (let t = 1; t <= TEAMS; t++) {
    const uid = (lid - 1) * TEAMS + t;
    await app.repos.leagues.insertTeamIfMissing({
      uid, lid, year: 2026, div: null, name: `Team ${uid}`, image: null, abbrv: `T${t}`, cap: 200, faab: 200,
      waiver_order: t, draft_order: t, pc: null, ac: null, invite_code: null,
    });
    const user = await app.repos.users.insert({
      username: `bench${uid}`, email: `bench${uid}@example.com`, password_hash: 'x', phone: null, user_text_notifications: false,
      user_voice_notifications: false, watchlist: [], created_at: now,
    });
    await app.repos.users.addOwner({ userid: user.uid, tid: uid, lid, teamtext: false, teamvoice: false, leaguetext: false });
    tokens.push(signToken(user.uid, app.config.jwtSecret, now));
  }
  return tokens;
}

/** A board registered for the league's draft; `has(uid)` once it holds that pick's push. */
async function board(url: string, lid: number): Promise<{ ws: WebSocket; has(uid: number): boolean }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?leagueId=${lid}`);
  const seen = new Set<number>();
  let registered: () => void = () => undefined;
  const confirmed = new Promise<void>((resolve) => (registered = resolve));
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as { type: string; pick?: { uid: number } };
    if (m.type === 'draft_pick' && m.pick) seen.add(m.pick.uid);
    if (m.type === 'draft_registered') registered();
  });
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'draft_register' }));
  // the server's confirmation: every pick from here on reaches this board
  await confirmed;
  return { ws, has: (uid) => seen.has(uid) };
}

/** Ms from `t0` until every board holds the pick `uid`. */
function allHold(boards: Array<{ ws: WebSocket; has(uid: number): boolean }>, uid: number, t0: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let left = boards.filter((b) => !b.has(uid)).length;
    if (!left) return resolve(performance.now() - t0);
    const timer = setTimeout(() => reject(new Error(`pick ${uid} did not reach ${left} boards`)), 10_000);
    for (const b of boards) {
      if (b.has(uid)) continue;
      const fn = () => {
        if (!b.has(uid)) return;
        b.ws.off('message', fn);
        if (--left > 0) return;
        clearTimeout(timer);
        resolve(performance.now() - t0);
      };
      b.ws.on('message', fn);
    }
  });
}

export async function draftBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const app = await bootTestApp({ importData: { only: ['players'] }, clock: () => NOW, env: { LOG_LEVEL: 'error' } });
  const sockets: WebSocket[] = [];
  try {
    const tokens = await seedLeague(app, 1);
    await seedLeague(app, 2);
    // reading the boards numbers both drafts' picks (the order: the teams' draft_order, no standings)
    const real = (await app.api('/api/leagues/1/draft')).body as { picks: Array<{ uid: number; tid: number }>; available: Array<{ pid: string }> };
    await app.api('/api/leagues/2/draft');
    const floorPicks = (await createDraftRepository().list(2, { year: 2026 })).sort((a, b) => a.pick! - b.pick!);
    const boards = [];
    const floorBoards = [];
    for (let i = 0; i < BOARDS; i++) {
      boards.push(await board(app.url, 1));
      floorBoards.push(await board(app.url, 2));
    }
    for (const b of [...boards, ...floorBoards]) sockets.push(b.ws);

    const samples: number[] = [];
    const floor: number[] = [];
    // pick 0 warms both paths, untimed
    for (let i = 0; i <= size.picks; i++) {
      const pick = real.picks[i];
      let t0 = performance.now();
      const done = allHold(boards, pick.uid, t0);
      // the bench's node:http client (http-client.ts), as the floor's: fetch's garbage would be the server's
      const res = await request(`${app.url}/api/leagues/1/draft`, {
        method: 'POST', token: tokens[pick.tid - 1], body: { pid: real.available[i].pid, pickId: pick.uid, teamId: pick.tid },
      });
      if (res.status !== 200) throw new Error(`POST draft answered ${res.status}`);
      const ms = await done;
      if (i > 0) samples.push(ms);

      const other = floorPicks[i];
      t0 = performance.now();
      const floorDone = allHold(floorBoards, other.uid, t0);
      await request(`${app.url}/api/bench-floor`, { method: 'POST', body: {} });
      await DraftPickModel.updateOne({ uid: other.uid }, { $set: { pid: real.available[i].pid, selection_timestamp: 0 } });
      const floorMs = await floorDone;
      if (i > 0) floor.push(floorMs);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const floorSorted = [...floor].sort((a, b) => a - b);
    const name = `draft pick, POST to the last of ${BOARDS} boards over /ws`;
    const floorName = 'POST the app answers itself + a bare pick write, to the last board';
    const f: Floor = { metric: `${floorName} p99 (${floor.length})`, value: percentile(floorSorted, 99), unit: 'ms' };
    const p99 = percentile(sorted, 99);
    return [
      { metric: `${name} p50`, value: percentile(sorted, 50), unit: 'ms', floor: { metric: `${floorName} p50`, value: percentile(floorSorted, 50), unit: 'ms' } },
      { metric: `${name} p99`, value: p99, unit: 'ms', target: '< 50', pass: p99 < 50, floor: f },
    ];
  } finally {
    for (const ws of sockets) ws.terminate();
    await app.stop();
  }
}

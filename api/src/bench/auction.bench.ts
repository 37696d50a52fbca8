/**
 * Live auction bench: `npm run bench -w @league/api -- auction`. This process runs what production
 * runs: the http server with the real `/ws` realtime module over an embedded database (in memory);
 * the bidding clients run in a worker thread (auction-load.ts), as real clients would run elsewhere.
 * Latency is from a client sending a bid to each socket receiving its broadcast; the bid is in the
 * database before anything is broadcast. Loops are bounded.
 * Each timed scenario first runs its floor in the same arrangement (rooms, sockets, closed or open loop)
 * on a bare `ws` server that only broadcasts a bid-sized message to the sender's room: the transport and
 * the clients' own cost, with no auction and no database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WebSocketServer, type WebSocket } from 'ws';
import { DEFAULT_LEAGUE, type ServerMessage } from '@league/shared-rules/contracts';
import { startTestDatabase } from '../db/connect';
import { ensureIndexes } from '../db/ensure-indexes';
import { LeagueModel, TeamModel } from '../db/models/league.model';
import { PlayerModel } from '../db/models/player.model';
import { UserTeamModel } from '../db/models/user.model';
import { createAuctionRepository } from '../db/repositories/auction.repository';
import { checkToken, signToken } from '../features/auth/tokens';
import { createLogger } from '../logger';
import { attachRealtime, type RealtimeServer } from '../realtime/ws-server';
import { WsTestClient } from '../realtime/ws-test-client';
import { PIDS, TEAMS, type LoadResult, type LoadScenario } from './auction-load';
import type { BenchOptions, BenchRow, Floor } from './run';

const SECRET = 'auction-bench-secret-auction-bench-secret';
/** `WS_PERMESSAGE_DEFLATE=on` measures the rooms with permessage-deflate, as the api's switch of that name does. */
const perMessageDeflate = process.env.WS_PERMESSAGE_DEFLATE === 'on';

function quantile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * q) - 1)];
}
const p99 = (values: number[]) => quantile(values, 0.99);
const p50 = (values: number[]) => quantile(values, 0.5);

/** League `lid` with 12 teams owned by users lid*100+1…+12; commissioner lid*100. Timers long: lots never close mid-bench. */
async function seedLeague(lid: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await LeagueModel.collection.insertOne({ ...DEFAULT_LEAGUE, uid: lid, commishid: lid * 100, hosted: 1, min_bid: 0, cap: 1_000_000, name: `Bench ${lid}`, created_at: now, free_agency_live_auction_start: now - 60, auction_bid_timer_seconds: 3600, auction_nomination_timer_seconds: 3600 });
  await TeamModel.insertMany(Array.from({ length: TEAMS }, (_, i) => ({ uid: lid * 100 + i + 1, lid, year: 2026, div: 1, name: `T${i + 1}`, image: null, abbrv: `T${i + 1}`, cap: 1_000_000, faab: 200, waiver_order: i + 1, draft_order: i + 1, pc: null, ac: null, invite_code: null })));
  await UserTeamModel.insertMany(Array.from({ length: TEAMS }, (_, i) => ({ userid: lid * 100 + i + 1, tid: lid * 100 + i + 1, lid })));
}

/** The load generator's worker: runs one scenario at a time. */
class LoadWorker {
  private readonly worker: Worker;
  constructor(url: string) {
    this.worker = new Worker(path.join(__dirname, 'auction-load.worker.js'), { workerData: { url, secret: SECRET } });
  }
  run(scenario: LoadScenario): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (m: { ok: true; result: LoadResult } | { ok: false; error: string }) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
      this.worker.postMessage(scenario);
    });
  }
  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The bench's owners exist only in its auction rows, so the handshake checks the signature alone. */
const authenticate = async (token: string) => {
  const checked = checkToken(token, SECRET, nowSeconds());
  return checked.ok ? checked.claims.userId : null;
};

/** `AUCTION_SCENARIOS=1,4` runs only those scenarios (all by default); recovery (6) needs nothing before it. */
const wanted = process.env.AUCTION_SCENARIOS?.split(',').map((x) => Number(x.trim()));
const want = (n: number): boolean => !wanted || wanted.includes(n);

/** A bare ws server: a message from a socket of `/room/<n>` is answered by a bid-sized broadcast to that room. */
async function startBareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const bare = createServer();
  const wss = new WebSocketServer({ server: bare });
  const rooms = new Map<string, Set<WebSocket>>();
  wss.on('connection', (ws, req) => {
    const key = req.url ?? '/';
    const room = rooms.get(key) ?? new Set<WebSocket>();
    rooms.set(key, room.add(ws));
    ws.on('close', () => room.delete(ws));
    ws.on('message', (data) => {
      const at = Date.now();
      const entry = { kind: 'bid', pid: PIDS[0], tid: 3, userid: 103, value: 1, at, seq: 5, nomination: false };
      const out = Buffer.from(JSON.stringify({ type: 'bid', version: 1, serverNow: at, entry, timerExpiresAt: at, requestId: String(data) }));
      for (const c of room) c.send(out, { binary: false });
    });
  });
  const url = await new Promise<string>((r) => bare.listen(0, '127.0.0.1', () => r(`ws://127.0.0.1:${(bare.address() as AddressInfo).port}`)));
  return {
    url,
    async close() {
      await new Promise((r) => wss.close(r));
      bare.closeAllConnections();
      await new Promise((r) => bare.close(r));
    },
  };
}

export async function auctionBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  /** Full-run counts, cut to a few in a smoke run. */
  const count = (full: number, smoke: number) => (options.smoke ? smoke : full);
  const rows: BenchRow[] = [];
  const db = await startTestDatabase();
  await ensureIndexes();
  await PlayerModel.collection.insertMany(PIDS.map((pid) => ({ pid, fname: 'Bench', lname: 'Player', name: 'Bench Player', pname: 'B. Player', pos: 'WR', team: 'INA', search: 'bench player' })));
  let lidSeq = 1;
  const leagues = async (n: number): Promise<number[]> => {
    const lids = Array.from({ length: n }, () => lidSeq++);
    for (const lid of lids) await seedLeague(lid);
    return lids;
  };
  let server: Server = createServer();
  const log = createLogger('silent');
  let rt: RealtimeServer = attachRealtime({ server, repo: createAuctionRepository(), log, authenticate, perMessageDeflate });
  const url = await new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  const load = new LoadWorker(url);
  let crashed: RealtimeServer | null = null;
  const bare = await startBareServer();

  try {
    const floorOf = async (rooms: number, sockets: number, rounds: number) => {
      const r = await load.run({ kind: 'floor', url: bare.url, rooms, sockets, rounds });
      const arrangement = `bare ws, ${rooms} room${rooms > 1 ? 's' : ''} x ${sockets} sockets, ${rounds} rounds`;
      return {
        p99: { metric: `floor: ${arrangement}, p99`, value: p99(r.latencies), unit: 'ms' } satisfies Floor,
        rate: { metric: `floor: ${arrangement}, broadcasts/s`, value: Math.round(r.accepted / (r.elapsedMs / 1000)), unit: 'msgs/s' } satisfies Floor,
      };
    };
    // 1. One room, 12 sockets: latency and accepted bids per second (closed loop, one bid in flight).
    if (want(1)) {
      const bids = count(3000, 60);
      const floor = await floorOf(1, 12, bids);
      const r = await load.run({ kind: 'closed-loop', lids: await leagues(1), watchers: 0, warmup: count(200, 10), bids });
      const p = p99(r.latencies);
      const rate = Math.round(r.accepted / (r.elapsedMs / 1000));
      rows.push({ metric: '1 room x 12 sockets: p50 bid->broadcast', value: p50(r.latencies), unit: 'ms' });
      rows.push({ metric: '1 room x 12 sockets: p99 bid->broadcast', value: p, unit: 'ms', target: '< 2', pass: p < 2, floor: floor.p99 });
      rows.push({ metric: '1 room x 12 sockets: accepted bids/s', value: rate, unit: 'bids/s', target: '> 1000', pass: rate > 1000, floor: floor.rate });
    }
    // 2. One room, 512 sockets (12 owners + 500 watchers).
    if (want(2)) {
      const bids = count(300, 10);
      const floor = await floorOf(1, 512, bids);
      const r = await load.run({ kind: 'closed-loop', lids: await leagues(1), watchers: 500, warmup: count(20, 2), bids });
      const p = p99(r.latencies);
      rows.push({ metric: '1 room x 512 sockets: p50 bid->broadcast', value: p50(r.latencies), unit: 'ms' });
      rows.push({ metric: '1 room x 512 sockets: p99 bid->broadcast', value: p, unit: 'ms', target: '< 10', pass: p < 10, floor: floor.p99 });
    }
    // 3. Ten rooms of 112 sockets, bidding at the same time.
    if (want(3)) {
      const bids = count(150, 5);
      const floor = await floorOf(10, 112, bids);
      const r = await load.run({ kind: 'closed-loop', lids: await leagues(10), watchers: 100, warmup: count(10, 1), bids });
      const p = p99(r.latencies);
      rows.push({ metric: '10 rooms x 112 sockets: p50 bid->broadcast', value: p50(r.latencies), unit: 'ms' });
      rows.push({ metric: '10 rooms x 112 sockets: p99 bid->broadcast', value: p, unit: 'ms', target: '< 15', pass: p < 15, floor: floor.p99 });
    }
    // 4. 100 rooms, 12 bidders each bidding once a second (1,200 bids/s offered) for 10 s.
    if (want(4)) {
      const [roomCount, seconds] = [count(100, 10), count(10, 2)];
      const f = await load.run({ kind: 'floor-open', url: bare.url, rooms: roomCount, seconds });
      const floor: Floor = { metric: `floor: bare ws, ${roomCount} rooms x 12 senders @1 msg/s for ${seconds} s, p99 own message back`, value: p99(f.latencies), unit: 'ms' };
      const r = await load.run({ kind: 'open-loop', lids: await leagues(roomCount), seconds });
      const p = p99(r.latencies);
      const name = `${roomCount} rooms x 12 bidders`;
      rows.push({ metric: `${name} @1 bid/s: p50 accepted bid->broadcast`, value: p50(r.latencies), unit: 'ms' });
      rows.push({ metric: `${name} @1 bid/s: p99 accepted bid->broadcast`, value: p, unit: 'ms', target: '< 25', pass: p < 25, floor });
      rows.push({ metric: `${name}: bids answered / sent`, value: r.answered, unit: `of ${r.sent}`, target: `= ${r.sent}`, pass: r.answered === r.sent, check: true });
      rows.push({ metric: `${name}: accepted bids/s`, value: Math.round(r.accepted / (r.elapsedMs / 1000)), unit: 'bids/s' });
    }
    // 5. Storm: 200 sockets send the same bid at once; every bid is answered, exactly one accepted.
    if (want(5)) {
      const [lid] = await leagues(1);
      const r = await load.run({ kind: 'storm', lid, stormers: 200 });
      rows.push({ metric: 'storm: 200 equal bids answered', value: r.answered, unit: 'answers', target: '= 200', pass: r.answered === 200, check: true });
      rows.push({ metric: 'storm: accepted', value: r.accepted, unit: 'bids', target: '= 1', pass: r.accepted === 1, check: true });
      rows.push({ metric: 'storm: time to answer all', value: r.elapsedMs, unit: 'ms' });
    }
    // 6. Recovery: the realtime process restarts; time until a client has the room back with its lot.
    if (want(6)) {
      const [lid] = await leagues(1);
      const pid = PIDS[lid % PIDS.length];
      const owners = await Promise.all([1, 2].map((i) => WsTestClient.connect(url, lid, signToken(lid * 100 + i, SECRET, nowSeconds()))));
      const commish = await WsTestClient.connect(url, lid, signToken(lid * 100, SECRET, nowSeconds()));
      await commish.waitFor((m) => m.type === 'init');
      commish.send({ type: 'resume' });
      await owners[0].waitFor((m) => m.type === 'start');
      owners[0].send({ type: 'nomination', pid, value: 0 });
      await owners[1].waitFor((m) => m.type === 'bid' && m.entry.pid === pid);
      owners[1].send({ type: 'bid', pid, value: 7 });
      await owners[0].waitFor((m) => m.type === 'bid' && m.entry.value === 7);
      await Promise.all([...owners, commish].map((c) => c.close()));
      // A crash, as far as the database can tell: the old module writes nothing more (no shutdown
      // snapshot), so the new one replays the log. It is closed only after the measurement.
      crashed = rt;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      const t0 = performance.now();
      server = createServer();
      rt = attachRealtime({ server, repo: createAuctionRepository(), log, authenticate, perMessageDeflate });
      const url2 = await new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
      const c = await WsTestClient.connect(url2, lid, signToken(lid * 100 + 1, SECRET, nowSeconds()));
      const init = await c.waitFor<Extract<ServerMessage, { type: 'init' }>>((m) => m.type === 'init');
      const ms = performance.now() - t0;
      const same = init.state.lot?.pid === pid && init.state.lot?.bid === 7;
      rows.push({ metric: 'recovery after restart: room back with same lot', value: ms, unit: 'ms', target: 'same lot', pass: same, check: true });
      await c.close();
    }
  } finally {
    await bare.close();
    await crashed?.close();
    await load.stop();
    await rt.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await db.stop();
  }
  return rows;
}

/**
 * Live auction bench: `npm run bench -w @league/api -- auction`. Everything runs on loopback in this
 * process: an in-memory embedded database, an http server with the real `/ws` realtime module, and
 * `ws` clients. Latency is measured from a client sending a bid to each socket receiving its broadcast
 * (the state is committed to the database before anything is broadcast). Loops are bounded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LEAGUE, type ServerMessage } from '@league/shared-rules/contracts';
import { startTestDatabase } from '../db/connect';
import { ensureIndexes } from '../db/ensure-indexes';
import { LeagueModel, TeamModel } from '../db/models/league.model';
import { PlayerModel } from '../db/models/player.model';
import { UserTeamModel } from '../db/models/user.model';
import { createAuctionRepository } from '../db/repositories/auction.repository';
import { configureTokenSecret, signToken } from '../features/auth/tokens';
import { createLogger } from '../logger';
import { attachRealtime, type RealtimeServer } from '../realtime/ws-server';
import { WsTestClient } from '../realtime/ws-test-client';
import type { BenchRow } from './run';

const SECRET = 'auction-bench-secret-auction-bench-secret';
const TEAMS = 12;
const letters = (i: number) => Array.from({ length: 4 }, (_, k) => String.fromCharCode(65 + (Math.floor(i / 26 ** k) % 26))).join('');
const PIDS = Array.from({ length: 400 }, (_, i) => `BENC-${letters(i)}-2020-1990-01-01`);

function p99(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)];
}

/** League `lid` with 12 teams owned by users lid*100+1…+12; commissioner lid*100. Timers long: lots never close mid-bench. */
async function seedLeague(lid: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await LeagueModel.collection.insertOne({ ...DEFAULT_LEAGUE, uid: lid, commishid: lid * 100, hosted: 1, min_bid: 0, cap: 1_000_000, name: `Bench ${lid}`, created_at: now, free_agency_live_auction_start: now - 60, auction_bid_timer_seconds: 3600, auction_nomination_timer_seconds: 3600 });
  await TeamModel.insertMany(Array.from({ length: TEAMS }, (_, i) => ({ uid: lid * 100 + i + 1, lid, year: 2026, div: 1, name: `T${i + 1}`, image: null, abbrv: `T${i + 1}`, cap: 1_000_000, faab: 200, waiver_order: i + 1, draft_order: i + 1, pc: null, ac: null, invite_code: null })));
  await UserTeamModel.insertMany(Array.from({ length: TEAMS }, (_, i) => ({ userid: lid * 100 + i + 1, tid: lid * 100 + i + 1, lid })));
}

interface Room {
  lid: number;
  owners: WsTestClient[];
  watchers: WsTestClient[];
  pid: string;
  bid: number;
  leader: number;
}

async function openRoom(url: string, lid: number, watchers: number): Promise<Room> {
  const token = (uid: number) => signToken(uid, SECRET);
  const owners = await Promise.all(Array.from({ length: TEAMS }, (_, i) => WsTestClient.connect(url, lid, token(lid * 100 + i + 1))));
  const commish = await WsTestClient.connect(url, lid, token(lid * 100));
  const watching = await Promise.all(Array.from({ length: watchers }, () => WsTestClient.connect(url, lid)));
  await Promise.all([...owners, commish, ...watching].map((c) => c.waitFor((m) => m.type === 'init')));
  commish.send({ type: 'resume' });
  await owners[0].waitFor((m) => m.type === 'start');
  const pid = PIDS[lid % PIDS.length];
  owners[0].send({ type: 'nomination', pid, value: 0 });
  await owners[0].waitFor((m) => m.type === 'bid' && m.entry.pid === pid);
  await commish.close();
  return { lid, owners, watchers: watching, pid, bid: 0, leader: 0 };
}

/**
 * Sends one bid from the next non-leading owner and waits until every socket in the room has the
 * broadcast; returns the per-socket latencies (ms).
 */
async function bidOnce(room: Room, seq: number): Promise<number[]> {
  const bidder = (room.leader + 1 + (seq % (TEAMS - 1))) % TEAMS;
  const value = room.bid + 1;
  const requestId = `${room.lid}:${seq}`;
  const sockets = [...room.owners, ...room.watchers];
  const t0 = performance.now();
  const waits = sockets.map((c) => c.waitFor((m) => m.type === 'bid' && m.entry.value === value && m.entry.pid === room.pid, 10_000, c.messages.length).then(() => performance.now() - t0));
  room.owners[bidder].send({ type: 'bid', pid: room.pid, value, requestId });
  const latencies = await Promise.all(waits);
  room.bid = value;
  room.leader = bidder;
  for (const c of sockets) c.messages.length = 0; // bounded memory
  return latencies;
}

async function closeRoom(room: Room): Promise<void> {
  await Promise.all([...room.owners, ...room.watchers].map((c) => c.close()));
}

export async function auctionBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const db = await startTestDatabase();
  await ensureIndexes();
  configureTokenSecret(SECRET);
  await PlayerModel.collection.insertMany(PIDS.map((pid) => ({ pid, fname: 'Bench', lname: 'Player', name: 'Bench Player', pname: 'B. Player', pos: 'WR', team: 'INA', search: 'bench player' })));
  let lidSeq = 1;
  let server: Server = createServer();
  const log = createLogger('silent');
  let rt: RealtimeServer = attachRealtime({ server, repo: createAuctionRepository(), log });
  const url = await new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

  try {
    // 1. One room, 12 sockets: latency and accepted bids per second (closed loop, one bid in flight).
    {
      const lid = lidSeq++;
      await seedLeague(lid);
      const room = await openRoom(url, lid, 0);
      for (let i = 0; i < 200; i++) await bidOnce(room, i); // warm-up
      const lat: number[] = [];
      const n = 3000;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) lat.push(...(await bidOnce(room, i)));
      const secs = (performance.now() - t0) / 1000;
      const p = p99(lat);
      rows.push({ metric: '1 room x 12 sockets: p99 bid->broadcast', value: p, unit: 'ms', target: '< 2', pass: p < 2 });
      rows.push({ metric: '1 room x 12 sockets: accepted bids/s', value: Math.round(n / secs), unit: 'bids/s', target: '> 1000', pass: n / secs > 1000 });
      await closeRoom(room);
    }
    // 2. One room, 512 sockets (12 owners + 500 watchers).
    {
      const lid = lidSeq++;
      await seedLeague(lid);
      const room = await openRoom(url, lid, 500);
      for (let i = 0; i < 20; i++) await bidOnce(room, i);
      const lat: number[] = [];
      for (let i = 0; i < 300; i++) lat.push(...(await bidOnce(room, i)));
      const p = p99(lat);
      rows.push({ metric: '1 room x 512 sockets: p99 bid->broadcast', value: p, unit: 'ms', target: '< 10', pass: p < 10 });
      await closeRoom(room);
    }
    // 3. Ten rooms of 112 sockets, bidding at the same time.
    {
      const rooms: Room[] = [];
      for (let r = 0; r < 10; r++) {
        const lid = lidSeq++;
        await seedLeague(lid);
        rooms.push(await openRoom(url, lid, 100));
      }
      const lat: number[] = [];
      await Promise.all(rooms.map(async (room) => {
        for (let i = 0; i < 150; i++) lat.push(...(await bidOnce(room, i)));
      }));
      const p = p99(lat);
      rows.push({ metric: '10 rooms x 112 sockets: p99 bid->broadcast', value: p, unit: 'ms', target: '< 15', pass: p < 15 });
      await Promise.all(rooms.map(closeRoom));
    }
    // 4. 100 rooms, 12 bidders each bidding once a second (1,200 bids/s offered) for 10 s.
    {
      const rooms: Room[] = [];
      for (let r = 0; r < 100; r++) {
        const lid = lidSeq++;
        await seedLeague(lid);
        rooms.push(await openRoom(url, lid, 0));
      }
      const lat: number[] = [];
      let answered = 0;
      let sent = 0;
      const until = performance.now() + 10_000;
      await Promise.all(rooms.flatMap((room) => room.owners.map(async (owner, i) => {
        await new Promise((r) => setTimeout(r, (i * 1000) / TEAMS + Math.random() * 80));
        let k = 0;
        while (performance.now() < until) {
          const value = room.bid + 1;
          const requestId = `${room.lid}:${i}:${k++}`;
          const t0 = performance.now();
          const reply = owner.waitFor((m) => (m.type === 'bid' || m.type === 'error') && 'requestId' in m && m.requestId === requestId, 10_000, owner.messages.length);
          owner.send({ type: 'bid', pid: room.pid, value, requestId });
          sent++;
          const m = await reply;
          answered++;
          if (m.type === 'bid') {
            lat.push(performance.now() - t0);
            room.bid = Math.max(room.bid, value);
          } else room.bid = Math.max(room.bid, owner.last('bid')?.entry.value ?? room.bid);
          owner.messages.length = 0;
          await new Promise((r) => setTimeout(r, 1000 - Math.min(999, performance.now() - t0)));
        }
      })));
      const p = p99(lat);
      rows.push({ metric: '100 rooms x 12 bidders @1 bid/s: p99 accepted bid->broadcast', value: p, unit: 'ms', target: '< 25', pass: p < 25 });
      rows.push({ metric: '100 rooms x 12 bidders: bids answered / sent', value: answered, unit: `of ${sent}`, target: `= ${sent}`, pass: answered === sent });
      await Promise.all(rooms.map(closeRoom));
    }
    // 5. Storm: 200 sockets send the same bid at once; every bid is answered, exactly one accepted.
    {
      const lid = lidSeq++;
      await seedLeague(lid);
      const room = await openRoom(url, lid, 0);
      const token = (uid: number) => signToken(uid, SECRET);
      const stormers = await Promise.all(Array.from({ length: 200 }, (_, i) => WsTestClient.connect(url, lid, token(lid * 100 + 2 + (i % (TEAMS - 1))))));
      await Promise.all(stormers.map((c) => c.waitFor((m) => m.type === 'init')));
      const t0 = performance.now();
      const replies = await Promise.all(stormers.map((c, i) => {
        const w = c.waitFor((m) => (m.type === 'bid' || m.type === 'error') && 'requestId' in m && m.requestId === `storm${i}`, 20_000);
        c.send({ type: 'bid', pid: room.pid, value: 1, requestId: `storm${i}` });
        return w;
      }));
      const ms = performance.now() - t0;
      const accepted = replies.filter((m: ServerMessage) => m.type === 'bid').length;
      rows.push({ metric: 'storm: 200 equal bids answered', value: replies.length, unit: 'answers', target: '= 200', pass: replies.length === 200 });
      rows.push({ metric: 'storm: accepted', value: accepted, unit: 'bids', target: '= 1', pass: accepted === 1 });
      rows.push({ metric: 'storm: time to answer all', value: ms, unit: 'ms' });
      await Promise.all(stormers.map((c) => c.close()));
      await closeRoom(room);
    }
    // 6. Recovery: the realtime process restarts; time until a client has the room back with its lot.
    {
      const lid = lidSeq++;
      await seedLeague(lid);
      const room = await openRoom(url, lid, 0);
      await bidOnce(room, 1);
      await closeRoom(room);
      await rt.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      const t0 = performance.now();
      server = createServer();
      rt = attachRealtime({ server, repo: createAuctionRepository(), log });
      const url2 = await new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
      const c = await WsTestClient.connect(url2, lid, signToken(lid * 100 + 1, SECRET));
      const init = await c.waitFor<Extract<ServerMessage, { type: 'init' }>>((m) => m.type === 'init');
      const ms = performance.now() - t0;
      const same = init.state.lot?.pid === room.pid && init.state.lot?.bid === room.bid;
      rows.push({ metric: 'recovery after restart: room back with same lot', value: ms, unit: 'ms', target: 'same lot', pass: same });
      await c.close();
    }
  } finally {
    await rt.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await db.stop();
  }
  return rows;
}

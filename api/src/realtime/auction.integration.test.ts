import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '@league/shared-rules/contracts';
import { AuctionLeaseModel } from '../db/models/auction-lease.model';
import { AuctionRoomModel } from '../db/models/auction-room.model';
import { LeagueModel } from '../db/models/league.model';
import { PlayerModel } from '../db/models/player.model';
import { RosterPlayerModel, TransactionModel } from '../db/models/roster.model';
import { createAuctionRepository } from '../db/repositories/auction.repository';
import { signToken } from '../features/auth/tokens';
import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { attachRealtime, type RealtimeServer } from './ws-server';
import { realtimeClock } from '../clock';
import { WsTestClient } from './ws-test-client';

let app: TestApp;
const tokens: Record<string, string> = {};
const clients: WsTestClient[] = [];
let year = 0;

async function connect(user?: string, url = app.url): Promise<WsTestClient> {
  const c = await WsTestClient.connect(url, 1, user ? tokens[user] : undefined);
  clients.push(c);
  await c.waitFor((m) => m.type === 'init');
  return c;
}

async function freePlayers(n: number): Promise<string[]> {
  const taken = new Set((await RosterPlayerModel.find({ lid: 1 }, { pid: 1 }).lean()).map((r) => r.pid));
  const pool = await PlayerModel.find({ pos: { $in: ['WR', 'RB'] } }, { pid: 1 }).limit(500).lean();
  return pool.map((p) => p.pid).filter((pid) => !taken.has(pid)).slice(0, n);
}

beforeAll(async () => {
  app = await bootTestApp({ importData: { limit: 3000 }, seedDemo: true });
  for (const name of ['commish', 'owner1', 'owner2', 'owner3']) {
    const user = await app.repos.users.findByLogin(name);
    tokens[name] = signToken(user!.uid, app.config.jwtSecret, Math.floor(app.server.ctx.clock().getTime() / 1000));
  }
  const nowS = Math.floor(app.server.ctx.clock().getTime() / 1000);
  // Started two days ago: live, but older than the scheduler's missed-start window, so it stays paused until resumed.
  await LeagueModel.updateOne({ uid: 1 }, { $set: { free_agency_live_auction_start: nowS - 2 * 86_400, auction_bid_timer_seconds: 8, auction_nomination_timer_seconds: 30 } });
  // Open two active spots on every team so the auction has somewhere to put players.
  const rows = await RosterPlayerModel.find({ lid: 1, slot: 11 }).lean();
  year = rows[0].year;
  const byTeam = new Map<number, string[]>();
  for (const r of rows) byTeam.set(r.tid, [...(byTeam.get(r.tid) ?? []), r.pid]);
  for (const [tid, pids] of byTeam) await RosterPlayerModel.deleteMany({ lid: 1, tid, pid: { $in: pids.slice(0, 2) } });
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await app?.stop();
});

/** A second http server with its own realtime module on the same database (another "process"). */
async function startInstance(opts: { multiInstance?: boolean; instanceId?: string; perMessageDeflate?: boolean } = {}): Promise<{ url: string; rt: RealtimeServer; stop(): Promise<void> }> {
  const server: Server = createServer();
  const url = await new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  const authenticate = async (token: string) => {
    const auth = await app.server.ctx.sessions.authenticate(token);
    return auth.ok ? auth.userId : null;
  };
  // the same clock as the app (the test instant), as two api processes of one league share real time
  const rt = attachRealtime({ server, repo: createAuctionRepository(), log: createLogger('silent'), authenticate, clock: realtimeClock(app.server.ctx.clock), ...opts });
  return {
    url,
    rt,
    async stop() {
      await rt.close().catch(() => undefined);
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

describe('live auction over real websockets', () => {
  it('offers permessage-deflate only when switched on; a room\'s init then crosses the wire compressed', async () => {
    const [on, off] = [await startInstance({ perMessageDeflate: true }), await startInstance()];
    try {
      const [a, b] = [await connect(undefined, on.url), await connect(undefined, off.url)];
      // the client (ws, like every browser) offers the extension; only the switched-on server takes it
      expect(a.ws.extensions).toContain('permessage-deflate');
      expect(b.ws.extensions).toBe('');
      const init = JSON.stringify(a.messages.find((m) => m.type === 'init'));
      expect(init.length).toBeGreaterThan(1024);
      // bytes read off each socket: the upgrade answer and the init (the same room, the same state)
      const read = (c: WsTestClient) => (c.ws as unknown as { _socket: { bytesRead: number } })._socket.bytesRead;
      expect(read(b)).toBeGreaterThan(init.length);
      expect(read(a)).toBeLessThan(read(b) / 2);
      expect(JSON.stringify(b.messages.find((m) => m.type === 'init'))).toHaveLength(init.length);
    } finally {
      await Promise.all([on.stop(), off.stop()]);
    }
  });

  it('refuses bad tokens and unknown leagues, and answers malformed messages without closing', async () => {
    const bad = await WsTestClient.connect(app.url, 1, 'nope');
    clients.push(bad);
    expect(await bad.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'UNAUTHENTICATED' });
    const missing = await WsTestClient.connect(app.url, 999);
    clients.push(missing);
    expect(await missing.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'NOT_FOUND' });
    const v = await connect();
    v.send('not json');
    expect(await v.next('error')).toMatchObject({ code: 'INVALID_PARAMS' });
    v.send({ type: 'teleport' });
    expect(await v.next('error')).toMatchObject({ code: 'UNKNOWN_MESSAGE' });
    v.send({ type: 'bid', pid: 'X', value: 'lots', requestId: 'r1' });
    expect(await v.next('error')).toMatchObject({ code: 'INVALID_PARAMS', requestId: 'r1' });
    v.send({ type: 'join', v: 1, requestId: 'j' });
    expect(await v.next('sync')).toMatchObject({ requestId: 'j', state: { lid: 1, paused: true } });
    expect(v.messages.filter((m) => m.type === 'init')).toHaveLength(1);
  });

  it('runs nomination, a bidding war with a storm of equal bids, and an atomic sale', async () => {
    const [commish, o1, o2, v] = [await connect('commish'), await connect('owner1'), await connect('owner2'), await connect()];
    o1.send({ type: 'pause' });
    expect(await o1.next('error')).toMatchObject({ code: 'NOT_COMMISSIONER' });
    commish.send({ type: 'resume' });
    await v.next('start');
    const init = o1.last('init')!;
    expect(init.you).toMatchObject({ teamId: 1, isCommissioner: false });
    const [pid] = await freePlayers(1);
    o2.send({ type: 'nomination', pid, value: 1 });
    expect(await o2.next('error')).toMatchObject({ code: 'NOT_YOUR_TURN' });
    // 200 sockets of owner2 and owner3, connected before the lot opens.
    const bidders = await Promise.all(Array.from({ length: 200 }, (_, i) => connect(i % 2 ? 'owner2' : 'owner3')));
    const before = v.messages.length;
    o1.send({ type: 'nomination', pid, value: 1 });
    await v.waitFor((m) => m.type === 'bid' && m.entry.pid === pid);
    // 200 simultaneous equal bids: exactly one is accepted, every other one is answered with a reason.
    bidders.forEach((b, i) => b.send({ type: 'bid', pid, value: 5, requestId: `s${i}` }));
    const answers = await Promise.all(
      bidders.map((b, i) => b.waitFor((m) => (m.type === 'error' || m.type === 'ack') && m.requestId === `s${i}`, 20_000)),
    );
    expect(answers.filter((a) => a.type === 'ack')).toHaveLength(1);
    expect(answers.filter((a) => a.type === 'error')).toHaveLength(199);
    const sale = await v.waitFor<Extract<ServerMessage, { type: 'processed' }>>((m) => m.type === 'processed', 30_000, before);
    expect(sale.entry).toMatchObject({ pid, value: 5 });
    await Promise.all(bidders.map((b) => b.close()));
    const winner = sale.entry.tid;
    const row = await RosterPlayerModel.findOne({ lid: 1, year, pid }).lean();
    expect(row).toMatchObject({ tid: winner, slot: 11, value: 5, type: 7 });
    // The sale wrote the lot's bid transactions (type 6) and the sale (type 7) with the roster row.
    const txs = await TransactionModel.find({ lid: 1, pid }).lean();
    expect(txs.filter((t) => t.type === 7)).toHaveLength(1);
    expect(txs.filter((t) => t.type === 6).map((t) => t.value).sort()).toEqual([1, 5]);
    expect(new Set(txs.map((t) => t.uid)).size).toBe(txs.length);
    const room = await AuctionRoomModel.findOne({ lid: 1 }).lean();
    expect(room!.state.soldPids).toContain(pid);
  }, 60_000);

  it('summarises the stored room over HTTP for other screens (Select For Nomination)', async () => {
    const c = await connect('owner1');
    const state = c.last('init')!.state;
    const res = await app.api('/api/leagues/1/auction');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: c.last('init')!.version, startsAt: state.startsAt, startedAt: state.startedAt, paused: state.paused, complete: state.complete, nominatingTid: state.nominatingTid, lotPid: state.lot?.pid ?? null });
    expect((await app.api('/api/leagues/999/auction')).body.error.code).toBe('NOT_FOUND');
    expect((await app.api('/api/leagues/x/auction')).status).toBe(400);
  });

  it('pauses and resumes; the room survives a restart with the same lot, leader and remaining time', async () => {
    const first = await startInstance();
    const [commish, o2, o3] = [await connect('commish', first.url), await connect('owner2', first.url), await connect('owner3', first.url)];
    const nominating = o2.last('init')!.state.nominatingTid!;
    const [pid] = await freePlayers(1);
    commish.send({ type: 'nomination', pid, value: 2, tid: nominating });
    await o3.waitFor((m) => m.type === 'bid' && m.entry.pid === pid);
    const bidder = nominating === 3 ? o2 : o3;
    bidder.send({ type: 'bid', pid, value: 4 });
    const bid = await commish.waitFor<Extract<ServerMessage, { type: 'bid' }>>((m) => m.type === 'bid' && m.entry.value === 4);
    commish.send({ type: 'pause' });
    await o2.next('paused');
    commish.send({ type: 'resume' });
    const start = await o2.next('start');
    expect(start.timerKind).toBe('bid');

    // That process goes away (its in-memory rooms with it); a fresh one reads the room back.
    await first.stop();
    const second = await startInstance();
    const after = await connect('owner2', second.url);
    const init = after.last('init')!;
    expect(init.state.lot).toMatchObject({ pid, bid: 4, leader: bid.entry.tid });
    expect(init.state.timerExpiresAt).toBe(start.timerExpiresAt);
    expect(init.state.paused).toBe(false);
    await after.close();
    await second.stop();
  });
});

describe('two api instances sharing one database', () => {
  it('see the same room through the change stream and fail over the timers', async () => {
    const [a, b] = [await startInstance({ multiInstance: true, instanceId: 'inst-a' }), await startInstance({ multiInstance: true, instanceId: 'inst-b' })];
    const urls = [a.url, b.url];
    await LeagueModel.updateOne({ uid: 1 }, { $set: { auction_bid_timer_seconds: 3 } });
    try {
      const ca = await connect('owner2', urls[0]);
      const cb = await connect('owner3', urls[1]);
      const commish = await connect('commish', urls[1]);
      const state = ca.last('init')!.state;
      if (state.paused) {
        commish.send({ type: 'resume' });
        await ca.next('start');
      }
      if (state.lot === null) {
        const [pid] = await freePlayers(1);
        commish.send({ type: 'nomination', pid, value: 1, tid: state.nominatingTid! });
        await ca.waitFor((m) => m.type === 'bid' && m.entry.pid === pid);
      }
      const lot = (await new Promise<Extract<ServerMessage, { type: 'sync' }>>((r) => { ca.send({ type: 'join', v: 1 }); void ca.next('sync').then(r); })).state.lot!;
      const bidderClient = lot.leader === 3 ? ca : cb;
      bidderClient.send({ type: 'bid', pid: lot.pid, value: lot.bid + 1 });
      // The bid written through one instance reaches the other's sockets via the change stream.
      const seenA = await ca.waitFor((m) => m.type === 'bid' && m.entry.value === lot.bid + 1);
      const seenB = await cb.waitFor((m) => m.type === 'bid' && m.entry.value === lot.bid + 1);
      expect({ ...seenA, serverNow: 0 }).toEqual({ ...seenB, serverNow: 0 });
      // The lease holder goes away: the other instance takes the timers over and sells the lot.
      expect((await AuctionLeaseModel.findOne({ lid: 1 }).lean())?.owner).toBe('inst-a');
      await a.stop();
      const sold = await cb.waitFor((m) => m.type === 'processed' && m.entry.pid === lot.pid, 15_000);
      expect(sold).toMatchObject({ entry: { value: lot.bid + 1 } });
      const deadline = performance.now() + 5_000;
      while ((await AuctionLeaseModel.findOne({ lid: 1 }).lean())?.owner !== 'inst-b' && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((await AuctionLeaseModel.findOne({ lid: 1 }).lean())?.owner).toBe('inst-b');
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 60_000);
});

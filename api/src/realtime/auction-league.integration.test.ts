import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { REALTIME_MAX_MESSAGE_BYTES, type ServerMessage } from '@league/shared-rules/contracts';
import { AuctionLogModel } from '../db/models/auction-log.model';
import { AuctionPresenceModel } from '../db/models/auction-presence.model';
import { LeagueModel } from '../db/models/league.model';
import { PlayerModel } from '../db/models/player.model';
import { RosterPlayerModel } from '../db/models/roster.model';
import { createAuctionRepository } from '../db/repositories/auction.repository';
import { signToken } from '../features/auth/tokens';
import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { eventually } from '../test-support/eventually';
import type { Clock } from './clock';
import { clockFrom, realtimeClock } from '../clock';
import { attachRealtime } from './ws-server';
import { DocClient } from './doc-client';
import { WsTestClient } from './ws-test-client';

/**
 * Issue 18 points 1–4 from outside: two api instances (each an http server with its own realtime
 * module, leases, presence and change streams) on one database, as a league uses them.
 */
const T0 = Date.UTC(2026, 7, 20, 16);
// Real timers (sockets, change streams), the league's "now" starting at a fixed instant (the app's clock).
const appClock = clockFrom(T0);
const clock: Clock = realtimeClock(appClock);
const authenticate = async (token: string) => {
  const auth = await app.server.ctx.sessions.authenticate(token);
  return auth.ok ? auth.userId : null;
};

let app: TestApp;
const tokens: Record<string, string> = {};
const clients: WsTestClient[] = [];
const instances: Array<{ url: string; stop(): Promise<void> }> = [];

async function startInstance(instanceId: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer();
  const url = await new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  const rt = attachRealtime({ server, repo: createAuctionRepository(), log: createLogger('silent'), multiInstance: true, instanceId, clock, authenticate });
  let stopped: Promise<void> | null = null;
  const inst = {
    url,
    stop: () => (stopped ??= (async () => {
      await rt.close().catch(() => undefined);
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    })()),
  };
  instances.push(inst);
  return inst;
}

async function connect(url: string, user?: string): Promise<WsTestClient> {
  const c = await WsTestClient.connect(url, 1, user ? tokens[user] : undefined);
  clients.push(c);
  await c.waitFor((m) => m.type === 'init');
  return c;
}

const teamCap = (m: ServerMessage | undefined, tid: number) =>
  m && (m.type === 'init' || m.type === 'sync') ? m.state.teams.find((t) => t.tid === tid) : undefined;

beforeAll(async () => {
  app = await bootTestApp({ importData: { limit: 3000 }, seedDemo: true, clock: appClock });
  for (const name of ['commish', 'owner1', 'owner2', 'owner3']) tokens[name] = signToken((await app.repos.users.findByLogin(name))!.uid, app.config.jwtSecret, Math.floor(clock.now() / 1000));
  await LeagueModel.updateOne({ uid: 1 }, { $set: { free_agency_live_auction_start: Math.floor(T0 / 1000) - 60, auction_bid_timer_seconds: 30 } });
  // One open active spot on every team.
  const rows = await RosterPlayerModel.find({ lid: 1, slot: 11 }).lean();
  const seen = new Set<number>();
  for (const r of rows) if (!seen.has(r.tid) && seen.add(r.tid)) await RosterPlayerModel.deleteOne({ _id: r._id });
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(instances.map((i) => i.stop()));
  await app?.stop();
});

describe('two api instances on one database', () => {
  it('presence is the league\'s: a closed extra tab on another instance changes nothing; the last one (or a dead instance) auto-pauses', async () => {
    const [a, b] = [await startInstance('pres-a'), await startInstance('pres-b')];
    const commish = await connect(a.url, 'commish');
    const o2a = await connect(a.url, 'owner2');
    const o3a = await connect(a.url, 'owner3');
    const o2b = await connect(b.url, 'owner2');
    await eventually(async () => o3a.last('connected')?.connected ?? o3a.last('init')!.state.connected, (c) => c.includes(2) && c.includes(3), 10_000);
    if (commish.last('init')!.state.paused) {
      commish.send({ type: 'resume', requestId: 'r' });
      await commish.waitFor((m) => m.type === 'ack' && m.requestId === 'r');
    }
    commish.send({ type: 'toggle_pause_on_disconnect', requestId: 't' });
    const toggled = await commish.waitFor((m) => m.type === 'config');
    expect(toggled).toMatchObject({ pauseOnTeamDisconnect: true });
    const versionBefore = (await AuctionLogModel.findOne({ lid: 1 }).sort({ version: -1 }).lean())!.version;
    // owner2's extra tab on b closes: still connected through a, nothing paused, no version spent.
    await o2b.close();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(o3a.messages.some((m) => m.type === 'paused')).toBe(false);
    expect(o3a.last('connected')?.connected ?? []).toContain(2);
    expect((await AuctionLogModel.findOne({ lid: 1 }).sort({ version: -1 }).lean())!.version).toBe(versionBefore);
    // A fresh socket on b sees the league's presence, not b's.
    const o1b = await connect(b.url, 'owner1');
    expect(o1b.last('init')!.state.connected).toEqual(expect.arrayContaining([1, 2, 3]));
    // The last tab of owner2 closes: disconnected on both instances, and the auction pauses once.
    await o2a.close();
    await o1b.waitFor((m) => m.type === 'connected' && !m.connected.includes(2));
    await o3a.waitFor((m) => m.type === 'paused');
    // An instance that dies without a word (its entry stops being renewed) drops its teams within the stated time.
    commish.send({ type: 'resume' });
    await o3a.next('start');
    const afterResume = o3a.messages.length;
    await AuctionPresenceModel.collection.insertOne({ _id: '1:dead' as never, lid: 1, instance: 'dead', teams: [4], expires_at: clock.now() + 1_000 });
    await o1b.waitFor((m) => m.type === 'connected' && m.connected.includes(4), 5_000);
    const gone = await o1b.waitFor((m) => m.type === 'connected' && !m.connected.includes(4), 8_000, o1b.messages.length);
    expect(gone.type).toBe('connected');
    await o3a.waitFor((m) => m.type === 'paused', 5_000, afterResume);
    await Promise.all([a.stop(), b.stop()]);
  }, 90_000);

  it('a roster changed over HTTP reaches the room on both instances before its next decision', async () => {
    const [a, b] = [await startInstance('ros-a'), await startInstance('ros-b')];
    const commish = await connect(a.url, 'commish');
    const before = teamCap(commish.last('init'), 2)!;
    const row = (await RosterPlayerModel.findOne({ lid: 1, tid: 2, slot: 11, value: { $gt: 0 } }).lean())!;
    const res = await app.api('/api/leagues/1/rosters', { method: 'DELETE', token: tokens.commish, body: { pid: row.pid, teamId: 2 } });
    expect(res.status).toBe(200);
    // Fresh connections to either instance show the rosters' figures.
    for (const url of [a.url, b.url]) {
      const c = await connect(url, 'owner1');
      expect(teamCap(c.last('init'), 2)).toMatchObject({ availableCap: before.availableCap + row.value, openSpots: before.openSpots + 1 });
    }
    // A connected socket hears it too (the lease holder re-reads the rosters every 1.5 s).
    await commish.waitFor((m) => m.type === 'teams' && m.teams.some((t) => t.tid === 2 && t.availableCap === before.availableCap + row.value), 5_000);
    await Promise.all([a.stop(), b.stop()]);
  }, 60_000);

  it('takes the token from Sec-WebSocket-Protocol or a first auth message, refuses a bad one with a close code, and answers an oversize frame', async () => {
    const inst = await startInstance('proto');
    const wsUrl = `${inst.url.replace(/^http/, 'ws')}/ws?leagueId=1`;
    const open = (protocols: string[]) => {
      const ws = new WebSocket(wsUrl, protocols);
      const got: ServerMessage[] = [];
      ws.on('message', (d) => got.push(JSON.parse(d.toString()) as ServerMessage));
      const closed = new Promise<{ code: number; reason: string }>((r) => ws.on('close', (code, reason) => r({ code, reason: reason.toString() })));
      return { ws, got, closed, opened: new Promise((r) => ws.once('open', r)) };
    };
    const until = async (got: ServerMessage[], type: string) => eventually(async () => got.find((m) => m.type === type), Boolean, 5_000);

    const header = open(['league.v1', `auth.${tokens.owner1}`]);
    await header.opened;
    expect(header.ws.protocol).toBe('league.v1');
    expect(await until(header.got, 'init')).toMatchObject({ you: { teamId: 1 } });
    header.ws.close();

    const message = open(['league.v1']);
    await message.opened;
    message.ws.send(JSON.stringify({ type: 'auth', token: tokens.owner2, requestId: 'a1' }));
    expect(await until(message.got, 'init')).toMatchObject({ you: { teamId: 2 } });
    expect(await until(message.got, 'ack')).toMatchObject({ requestId: 'a1', command: 'auth' });
    // The oversize frame gets its answer before the close.
    message.ws.send(JSON.stringify({ type: 'bid', pid: 'x'.repeat(REALTIME_MAX_MESSAGE_BYTES), value: 1 }));
    expect(await message.closed).toMatchObject({ code: 1009 });
    expect(message.got.at(-1)).toMatchObject({ type: 'error', code: 'PAYLOAD_TOO_LARGE' });
    expect(message.got.filter((m) => m.type === 'init')).toHaveLength(1);

    for (const bad of [open(['league.v1', 'auth.not-a-token']), open(['league.v1'])]) {
      await bad.opened;
      if (bad.ws.protocol === 'league.v1' && bad.got.length === 0) bad.ws.send(JSON.stringify({ type: 'auth', token: 'expired.or.forged' }));
      expect(await bad.closed).toEqual({ code: 4401, reason: 'unauthenticated' });
      expect(bad.got).toEqual([expect.objectContaining({ type: 'error', code: 'UNAUTHENTICATED' })]);
    }
    await inst.stop();
  }, 60_000);

  it('the commissioner schedules, starts and resets over HTTP; a scheduled auction starts by itself once', async () => {
    const [a, b] = [await startInstance('sched-a'), await startInstance('sched-b')];
    const [ca, cb] = [await connect(a.url, 'owner1'), await connect(b.url, 'owner2')];
    const path = '/api/leagues/1/auction';
    expect((await app.api(`${path}/reset`, { method: 'POST', token: tokens.owner1 })).body.error.code).toBe('NOT_COMMISSIONER');
    const reset = await app.api(`${path}/reset`, { method: 'POST', token: tokens.commish });
    expect(reset.body).toMatchObject({ startsAt: null, startedAt: null, paused: true, lotPid: null });
    await ca.waitFor((m) => m.type === 'sync' && m.state.startsAt === null);
    // Both instances load the room and arm the start; the start is written once.
    const startsAt = clock.now() + 3_000;
    const scheduled = await app.api(`${path}/schedule`, { method: 'PUT', token: tokens.commish, body: { startsAt } });
    expect(scheduled.body).toMatchObject({ startsAt: Math.floor(startsAt / 1000) * 1000, startedAt: null });
    expect((await app.api(`${path}/schedule`, { method: 'PUT', token: tokens.commish, body: { startsAt: 'soon' } })).status).toBe(400);
    await ca.waitFor((m) => m.type === 'start', 15_000);
    await cb.waitFor((m) => m.type === 'start', 15_000);
    const version = (await app.api(path)).body.version;
    // (The league's earlier start, passed when the suite began, ran once by itself too; count since the reset.)
    expect(await AuctionLogModel.countDocuments({ lid: 1, 'cmd.type': 'start', version: { $gt: reset.body.version } })).toBe(1);
    expect((await app.api(`${path}/schedule`, { method: 'PUT', token: tokens.commish, body: { startsAt } })).body.error.code).toBe('CONFLICT');
    // Start on a running auction: nothing to do, nothing written.
    expect((await app.api(`${path}/start`, { method: 'POST', token: tokens.commish })).body).toMatchObject({ version, paused: false });
    await app.api(`${path}/reset`, { method: 'POST', token: tokens.commish });
    const started = await app.api(`${path}/start`, { method: 'POST', token: tokens.commish });
    expect(started.body).toMatchObject({ paused: false });
    expect(started.body.startedAt).toBeGreaterThan(0);
    await Promise.all([a.stop(), b.stop()]);
  }, 60_000);

  it('a client written from the served AsyncAPI document alone runs a lot', async () => {
    const inst = await startInstance('doc');
    await LeagueModel.updateOne({ uid: 1 }, { $set: { auction_bid_timer_seconds: 2 } });
    await app.api('/api/leagues/1/auction/reset', { method: 'POST', token: tokens.commish });
    await app.api('/api/leagues/1/auction/start', { method: 'POST', token: tokens.commish });
    const api = `${inst.url}/api`;
    // The instance serves no HTTP routes of its own here: the document comes from the app, the socket goes to the instance.
    const docUrl = `${app.url}/api`;
    const [a, b] = await Promise.all(['owner1', 'owner2'].map((u) => DocClientAt(docUrl, api, tokens[u])));
    const init = (await a.waitFor((m) => m.type === 'init')) as unknown as { state: { nominatingTid: number }; you: { teamId: number } };
    const taken = new Set((await RosterPlayerModel.find({ lid: 1 }, { pid: 1 }).lean()).map((r) => r.pid));
    const pid = (await PlayerModel.find({ pos: 'WR' }, { pid: 1 }).limit(300).lean()).map((p) => p.pid).find((p) => !taken.has(p))!;
    // Whoever is on the clock nominates through the commissioner if neither of ours is.
    const [nominator, bidder] = init.state.nominatingTid === init.you.teamId ? [a, b] : [b, a];
    const commish = init.state.nominatingTid === 1 || init.state.nominatingTid === 2 ? null : await DocClientAt(docUrl, api, tokens.commish);
    (commish ?? nominator).send({ type: 'nomination', pid, value: 1, requestId: 'n1', ...(commish ? { tid: init.state.nominatingTid } : {}) });
    expect(await (commish ?? nominator).waitFor((m) => m.requestId === 'n1')).toMatchObject({ type: 'ack' });
    bidder.send({ type: 'bid', pid, value: 2, requestId: 'b1' });
    expect(await bidder.waitFor((m) => m.requestId === 'b1')).toMatchObject({ type: 'ack', changed: true });
    const sold = await a.waitFor((m) => m.type === 'processed', 15_000);
    expect(sold).toMatchObject({ entry: { pid, value: 2 } });
    for (const c of [a, b, commish]) {
      expect(c?.problems ?? []).toEqual([]);
      c?.close();
    }
    await inst.stop();
  }, 60_000);
});

/** A DocClient reading the document from one base and connecting to another instance. */
async function DocClientAt(docBase: string, socketBase: string, token: string): Promise<DocClient> {
  return DocClient.connect(docBase, 1, token, socketBase);
}

/**
 * The live auction bench's load generator: the bidding clients of each scenario. It runs in a worker
 * thread (auction-load.worker.ts) so the clients' own work (12 to 1,200 sockets parsing every
 * broadcast) does not share the server's event loop, as with real clients on other machines.
 * Latency is measured here, from a client sending a bid to each socket receiving its broadcast.
 */
import type { ServerMessage } from '@league/shared-rules/contracts';
import { signToken } from '../features/auth/tokens';
import { WebSocket } from 'ws';
import { WsTestClient } from '../realtime/ws-test-client';

export const TEAMS = 12;
const letters = (i: number) => Array.from({ length: 4 }, (_, k) => String.fromCharCode(65 + (Math.floor(i / 26 ** k) % 26))).join('');
export const PIDS = Array.from({ length: 400 }, (_, i) => `BENC-${letters(i)}-2020-1990-01-01`);

/** What the worker is asked to run. Leagues are seeded by the server side: owners lid*100+1…+12, commissioner lid*100. */
export type LoadScenario =
  | { kind: 'closed-loop'; lids: number[]; watchers: number; warmup: number; bids: number }
  | { kind: 'open-loop'; lids: number[]; seconds: number }
  | { kind: 'storm'; lid: number; stormers: number }
  /**
   * The transport's floor, in a scenario's arrangement: a bare `ws` server at `url` (no auction, no database)
   * that broadcasts a bid-sized message to every socket of the sender's room (`/room/<n>`). Closed loop:
   * `rooms` rooms of `sockets` sockets, one message in flight per room.
   */
  | { kind: 'floor'; url: string; rooms: number; sockets: number; rounds: number }
  /** Open loop on the bare server: `rooms` rooms of 12 senders, each sending once a second for `seconds`. */
  | { kind: 'floor-open'; url: string; rooms: number; seconds: number };

export interface LoadResult {
  latencies: number[];
  sent: number;
  answered: number;
  accepted: number;
  elapsedMs: number;
}

interface Room {
  lid: number;
  owners: WsTestClient[];
  watchers: WsTestClient[];
  pid: string;
  bid: number;
  leader: number;
}

export class AuctionLoad {
  constructor(private readonly url: string, private readonly secret: string) {}

  private token(uid: number): string {
    return signToken(uid, this.secret, Math.floor(Date.now() / 1000));
  }

  /** Connects 12 owners (and watchers), resumes the room and opens a lot with a nomination. */
  private async openRoom(lid: number, watchers: number): Promise<Room> {
    const owners = await Promise.all(Array.from({ length: TEAMS }, (_, i) => WsTestClient.connect(this.url, lid, this.token(lid * 100 + i + 1))));
    const commish = await WsTestClient.connect(this.url, lid, this.token(lid * 100));
    const watching = await Promise.all(Array.from({ length: watchers }, () => WsTestClient.connect(this.url, lid)));
    await Promise.all([...owners, commish, ...watching].map((c) => c.waitFor((m) => m.type === 'init')));
    // Running either way: resumed now, or already started by itself at its scheduled time (then a no-op).
    commish.send({ type: 'resume', requestId: 'resume' });
    await commish.waitFor((m) => m.type === 'ack' && m.requestId === 'resume');
    const pid = PIDS[lid % PIDS.length];
    owners[0].send({ type: 'nomination', pid, value: 0 });
    await owners[0].waitFor((m) => m.type === 'bid' && m.entry.pid === pid);
    await commish.close();
    for (const c of [...owners, ...watching]) c.messages.length = 0;
    return { lid, owners, watchers: watching, pid, bid: 0, leader: 0 };
  }

  private async closeRoom(room: Room): Promise<void> {
    await Promise.all([...room.owners, ...room.watchers].map((c) => c.close()));
  }

  /** One bid from the next non-leading owner; resolves with each socket's latency once all have the broadcast. */
  private async bidOnce(room: Room, seq: number): Promise<number[]> {
    const bidder = (room.leader + 1 + (seq % (TEAMS - 1))) % TEAMS;
    const value = room.bid + 1;
    const sockets = [...room.owners, ...room.watchers];
    const t0 = performance.now();
    const waits = sockets.map((c) => c.waitFor((m) => m.type === 'bid' && m.entry.value === value && m.entry.pid === room.pid, 10_000, c.messages.length).then(() => performance.now() - t0));
    room.owners[bidder].send({ type: 'bid', pid: room.pid, value, requestId: `${room.lid}:${seq}` });
    const latencies = await Promise.all(waits);
    room.bid = value;
    room.leader = bidder;
    for (const c of sockets) c.messages.length = 0; // bounded memory
    return latencies;
  }

  async run(s: LoadScenario): Promise<LoadResult> {
    if (s.kind === 'closed-loop') return this.closedLoop(s.lids, s.watchers, s.warmup, s.bids);
    if (s.kind === 'open-loop') return this.openLoop(s.lids, s.seconds);
    if (s.kind === 'floor') return this.floor(s.url, s.rooms, s.sockets, s.rounds);
    if (s.kind === 'floor-open') return this.floorOpen(s.url, s.rooms, s.seconds);
    return this.storm(s.lid, s.stormers);
  }

  /** Each room has one bid in flight at a time; rooms bid concurrently. */
  private async closedLoop(lids: number[], watchers: number, warmup: number, bids: number): Promise<LoadResult> {
    const rooms = await Promise.all(lids.map((lid) => this.openRoom(lid, watchers)));
    await Promise.all(rooms.map(async (room) => {
      for (let i = 0; i < warmup; i++) await this.bidOnce(room, i);
    }));
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(rooms.map(async (room) => {
      for (let i = 0; i < bids; i++) latencies.push(...(await this.bidOnce(room, i)));
    }));
    const elapsedMs = performance.now() - t0;
    await Promise.all(rooms.map((r) => this.closeRoom(r)));
    const n = bids * rooms.length;
    return { latencies, sent: n, answered: n, accepted: n, elapsedMs };
  }

  /** Every owner bids once a second (spread over the second) whatever the others do; every bid must be answered. */
  private async openLoop(lids: number[], seconds: number): Promise<LoadResult> {
    const rooms = await Promise.all(lids.map((lid) => this.openRoom(lid, 0)));
    const latencies: number[] = [];
    let sent = 0;
    let answered = 0;
    let accepted = 0;
    const start = performance.now();
    const until = start + seconds * 1000;
    await Promise.all(rooms.flatMap((room) => room.owners.map(async (owner, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / TEAMS + Math.random() * 80));
      let k = 0;
      while (performance.now() < until) {
        const value = room.bid + 1;
        const requestId = `${room.lid}:${i}:${k++}`;
        const t0 = performance.now();
        // The sender's reply (`ack` or `error`) follows the broadcast the bid caused.
        const reply = owner.waitFor((m) => (m.type === 'ack' || m.type === 'error') && m.requestId === requestId, 10_000, owner.messages.length);
        owner.send({ type: 'bid', pid: room.pid, value, requestId });
        sent++;
        const m = await reply;
        answered++;
        if (m.type === 'ack' && m.changed) {
          accepted++;
          latencies.push(performance.now() - t0);
          room.bid = Math.max(room.bid, value);
        } else room.bid = Math.max(room.bid, owner.last('bid')?.entry.value ?? room.bid);
        owner.messages.length = 0;
        await new Promise((r) => setTimeout(r, 1000 - Math.min(999, performance.now() - t0)));
      }
    })));
    const elapsedMs = performance.now() - start;
    await Promise.all(rooms.map((r) => this.closeRoom(r)));
    return { latencies, sent, answered, accepted, elapsedMs };
  }

  private static async bareSockets(url: string, room: number, n: number): Promise<WebSocket[]> {
    return Promise.all(Array.from({ length: n }, () => new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${url}/room/${room}`);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    })));
  }

  private static async closeBare(sockets: WebSocket[]): Promise<void> {
    await Promise.all(sockets.map((ws) => new Promise((r) => (ws.once('close', r), ws.close()))));
  }

  /** In each room one socket sends, the bare server broadcasts to the room; latency to each socket. */
  private async floor(url: string, roomCount: number, n: number, rounds: number): Promise<LoadResult> {
    const rooms = await Promise.all(Array.from({ length: roomCount }, (_, room) => AuctionLoad.bareSockets(url, room, n)));
    const latencies: number[] = [];
    const start = performance.now();
    await Promise.all(rooms.map(async (sockets) => {
      for (let k = 0; k < rounds; k++) {
        const t0 = performance.now();
        let left = n;
        await new Promise<void>((resolve) => {
          for (const ws of sockets) {
            ws.once('message', (data) => {
              JSON.parse(String(data));
              latencies.push(performance.now() - t0);
              if (--left === 0) resolve();
            });
          }
          sockets[0].send(String(k));
        });
      }
    }));
    const elapsedMs = performance.now() - start;
    await Promise.all(rooms.map((sockets) => AuctionLoad.closeBare(sockets)));
    const n2 = rounds * roomCount;
    return { latencies, sent: n2, answered: n2, accepted: n2, elapsedMs };
  }

  /** Like openLoop on the bare server: each sender's latency is until its own message comes back to it. */
  private async floorOpen(url: string, roomCount: number, seconds: number): Promise<LoadResult> {
    const rooms = await Promise.all(Array.from({ length: roomCount }, (_, room) => AuctionLoad.bareSockets(url, room, TEAMS)));
    const latencies: number[] = [];
    let sent = 0;
    let answered = 0;
    const start = performance.now();
    const until = start + seconds * 1000;
    await Promise.all(rooms.flatMap((sockets, room) => sockets.map(async (ws, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / TEAMS + Math.random() * 80));
      let k = 0;
      while (performance.now() < until) {
        const requestId = `${room}:${i}:${k++}`;
        const t0 = performance.now();
        const reply = new Promise<void>((resolve) => {
          const onMessage = (data: unknown) => {
            if ((JSON.parse(String(data)) as { requestId: string }).requestId !== requestId) return;
            ws.off('message', onMessage);
            resolve();
          };
          ws.on('message', onMessage);
        });
        ws.send(requestId);
        sent++;
        await reply;
        answered++;
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 1000 - Math.min(999, performance.now() - t0)));
      }
    })));
    const elapsedMs = performance.now() - start;
    await Promise.all(rooms.map((sockets) => AuctionLoad.closeBare(sockets)));
    return { latencies, sent, answered, accepted: answered, elapsedMs };
  }

  /** `stormers` sockets of 11 owners send the same bid at the same instant. */
  private async storm(lid: number, stormers: number): Promise<LoadResult> {
    const room = await this.openRoom(lid, 0);
    const clients = await Promise.all(Array.from({ length: stormers }, (_, i) => WsTestClient.connect(this.url, lid, this.token(lid * 100 + 2 + (i % (TEAMS - 1))))));
    await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'init')));
    const t0 = performance.now();
    const replies = await Promise.all(clients.map((c, i) => {
      const w = c.waitFor((m) => (m.type === 'ack' || m.type === 'error') && m.requestId === `storm${i}`, 20_000);
      c.send({ type: 'bid', pid: room.pid, value: 1, requestId: `storm${i}` });
      return w;
    }));
    const elapsedMs = performance.now() - t0;
    await Promise.all(clients.map((c) => c.close()));
    await this.closeRoom(room);
    const accepted = replies.filter((m: ServerMessage) => m.type === 'ack' && m.changed).length;
    return { latencies: [], sent: stormers, answered: replies.length, accepted, elapsedMs };
  }
}

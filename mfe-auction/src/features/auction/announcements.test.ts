import type { AuctionRoomStateWire } from '@league/shared-rules/contracts';
import { announce, initialMemory, type AnnounceInput, type AnnouncerMemory } from './announcements';

const T0 = Date.UTC(2026, 7, 20, 20, 0, 0);

function room(over: Partial<AuctionRoomStateWire>): AuctionRoomStateWire {
  return {
    lid: 1, hosted: true, startsAt: T0 - 60_000, minBid: 0, bidTimerMs: 12_000, nominationTimerMs: 120_000, paused: false,
    pauseOnTeamDisconnect: false, complete: false, completedAt: null, teams: [], nominatingTid: 1, lot: null,
    timerExpiresAt: T0 + 120_000, timerKind: 'nomination', soldPids: [], sales: [], connected: [], seq: 10,
    ...over,
  } as AuctionRoomStateWire;
}

const bid = (seq: number, tid: number, value: number) => ({ kind: 'bid' as const, pid: 'P1', tid, userid: tid, value, nomination: seq === 11, seq, at: 0 });
function lot(leader: number, value: number, seqs: number[]) {
  return { pid: 'P1', nominatedBy: 1, bid: value, leader, leaderUserid: leader, bids: seqs.map((q, i) => bid(q, i % 2 === 0 ? 1 : 2, i)) };
}

const input = (state: AuctionRoomStateWire, over: Partial<AnnounceInput> = {}): AnnounceInput => ({
  state, teamId: 1, serverNow: T0, playerName: (pid) => (pid === 'P1' ? 'Ja’Marr Chase' : pid), teamName: (tid) => `Team ${tid}`, ...over,
});

/** Feeds states in order and collects what is said. */
function say(states: Array<[AuctionRoomStateWire, Partial<AnnounceInput>?]>): Array<string | null> {
  let memory: AnnouncerMemory = initialMemory;
  return states.map(([state, over]) => {
    const r = announce(memory, input(state, over));
    memory = r.memory;
    return r.message;
  });
}

describe('auction announcements', () => {
  it('announces a new lot, being outbid, and a sale, each once', () => {
    const open = room({ lot: lot(1, 0, [11]), timerExpiresAt: T0 + 12_000 });
    const outbid = room({ lot: lot(2, 1, [11, 12]), timerExpiresAt: T0 + 12_000 });
    const sold = room({ lot: null, sales: [{ kind: 'processed', pid: 'P1', tid: 2, value: 1, seq: 13, at: 0 }] as AuctionRoomStateWire['sales'] });
    expect(say([[room({})], [open], [open], [outbid], [outbid], [sold], [sold]])).toEqual([
      null,
      'New lot: Ja’Marr Chase, nominated by Team 1 at $0.',
      null,
      'You have been outbid on Ja’Marr Chase: $1 by Team 2.',
      null,
      'Ja’Marr Chase sold to Team 2 for $1.',
      null,
    ]);
  });

  it('does not repeat old sales to a viewer who joins, and never tells a visitor they were outbid', () => {
    const old = room({ sales: [{ kind: 'void', pid: 'P9', tid: 1, value: 0, seq: 3, at: 0 }] as AuctionRoomStateWire['sales'] });
    expect(say([[old]])).toEqual([null]);
    const a = room({ lot: lot(1, 0, [11]) });
    const b = room({ lot: lot(2, 1, [11, 12]) });
    expect(say([[a, { teamId: null }], [b, { teamId: null }]])).toEqual(['New lot: Ja’Marr Chase, nominated by Team 1 at $0.', null]);
  });

  it('announces the last seconds once per running timer, not while paused', () => {
    const running = room({ lot: lot(1, 0, [11]), timerExpiresAt: T0 + 12_000 });
    expect(
      say([
        [running],
        [running, { serverNow: T0 + 6_500 }],
        [running, { serverNow: T0 + 7_100 }],
        [running, { serverNow: T0 + 9_000 }],
        [room({ lot: lot(1, 0, [11]), paused: true, timerExpiresAt: T0 + 12_000 }), { serverNow: T0 + 10_000 }],
      ]),
    ).toEqual(['New lot: Ja’Marr Chase, nominated by Team 1 at $0.', null, '5 seconds left.', null, null]);
  });
});

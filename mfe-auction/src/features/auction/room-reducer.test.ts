import type { AuctionRoomStateWire, ServerMessage } from '@league/shared-rules/contracts';
import { createRoomState } from '@league/shared-rules';
import { emptyRoom, reduceRoom } from './room-reducer';

const state: AuctionRoomStateWire = {
  ...createRoomState({
    lid: 1, hosted: true, startsAt: 0, minBid: 1,
    teams: [1, 2].map((tid) => ({ tid, name: `T${tid}`, draftOrder: tid, availableCap: 100, openSpots: 2 })),
  }),
  connected: [],
};
const init: ServerMessage = { type: 'init', v: 1, version: 3, serverNow: 1000, state, you: { userid: 5, teamId: 1, isCommissioner: false } };
const entry = (tid: number, value: number, nomination = false) => ({ kind: 'bid' as const, pid: 'P', tid, value, at: 0, seq: 1, nomination });

describe('reduceRoom', () => {
  it('follows a nomination, a bid, a sale and the next nomination', () => {
    let r = reduceRoom(emptyRoom, init, 500);
    expect(r.serverOffset).toBe(500);
    r = reduceRoom(r, { type: 'bid', version: 4, serverNow: 2000, entry: entry(1, 1, true), timerExpiresAt: 17_000 }, 1500);
    expect(r.state!.lot).toMatchObject({ pid: 'P', bid: 1, leader: 1 });
    expect(r.lockedUntil).toBe(3000);
    r = reduceRoom(r, { type: 'bid', version: 5, serverNow: 3000, entry: entry(2, 4), timerExpiresAt: 18_000 }, 2500);
    expect(r.state!.lot).toMatchObject({ bid: 4, leader: 2 });
    r = reduceRoom(r, { type: 'processed', version: 6, entry: { kind: 'processed', pid: 'P', tid: 2, value: 4, at: 0, seq: 3 } }, 3000);
    r = reduceRoom(r, { type: 'nomination', version: 6, serverNow: 4000, nominatingTid: 2, timerExpiresAt: 34_000 }, 3000);
    expect(r.state!.lot).toBeNull();
    expect(r.state!.nominatingTid).toBe(2);
    expect(r.state!.teams[1]).toMatchObject({ availableCap: 96, openSpots: 1 });
    expect(r.state!.sales).toHaveLength(1);
  });
  it('ignores what the init already holds and asks for a resync on a gap', () => {
    let r = reduceRoom(emptyRoom, init, 0);
    expect(reduceRoom(r, { type: 'paused', version: 3 }, 0)).toBe(r);
    r = reduceRoom(r, { type: 'paused', version: 9 }, 0);
    expect(r.needsResync).toBe(true);
  });
  it('pause clears the timer; start sets it', () => {
    let r = reduceRoom(emptyRoom, { ...init, state: { ...state, paused: false, timerExpiresAt: 9 } } as ServerMessage, 0);
    r = reduceRoom(r, { type: 'paused', version: 4 }, 0);
    expect(r.state).toMatchObject({ paused: true, timerExpiresAt: null });
    r = reduceRoom(r, { type: 'start', version: 5, serverNow: 0, timerExpiresAt: 30_000, timerKind: 'nomination' }, 0);
    expect(r.state).toMatchObject({ paused: false, timerExpiresAt: 30_000 });
  });
});

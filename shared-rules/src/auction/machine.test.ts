import fc from 'fast-check';
import { applyCommand, type AuctionActor, type AuctionCommand } from './machine';
import { createRoomState, type AuctionRoomState } from './state';

const T0 = 1_000_000;
const owner = (tid: number): AuctionActor => ({ userid: 100 + tid, teamId: tid, isCommissioner: false });
const commish: AuctionActor = { userid: 1, teamId: null, isCommissioner: true };

function room(openSpots = 3, cap = 50, minBid = 1): AuctionRoomState {
  return createRoomState({
    lid: 1, hosted: true, startsAt: T0, minBid,
    teams: [1, 2, 3].map((tid) => ({ tid, name: `T${tid}`, draftOrder: tid, availableCap: cap, openSpots })),
  });
}

function run(state: AuctionRoomState, command: AuctionCommand, now = T0) {
  const r = applyCommand(state, command, now);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r;
}

const started = () => run(room(), { type: 'resume', actor: commish }).state;

describe('auction room machine', () => {
  it('starts paused; resume starts the nomination timer', () => {
    const s = room();
    expect(s.paused).toBe(true);
    expect(applyCommand(s, { type: 'nominate', actor: owner(1), pid: 'A', value: 1 }, T0)).toMatchObject({ ok: false, code: 'AUCTION_PAUSED' });
    const r = run(s, { type: 'resume', actor: commish });
    expect(r.state.timerExpiresAt).toBe(T0 + s.nominationTimerMs);
    expect(r.events).toEqual([{ type: 'start', timerExpiresAt: T0 + s.nominationTimerMs, timerKind: 'nomination' }]);
  });

  it('refuses commissioner controls to owners and before the start', () => {
    expect(applyCommand(room(), { type: 'resume', actor: owner(1) }, T0)).toMatchObject({ ok: false, code: 'NOT_COMMISSIONER' });
    expect(applyCommand(room(), { type: 'resume', actor: commish }, T0 - 1)).toMatchObject({ ok: false, code: 'AUCTION_NOT_LIVE' });
    const notHosted = { ...room(), hosted: false };
    expect(applyCommand(notHosted, { type: 'pause', actor: commish }, T0)).toMatchObject({ ok: false, code: 'LEAGUE_NOT_HOSTED' });
  });

  it('runs a nomination, a bidding war and a sale, then passes the turn', () => {
    let s = started();
    expect(applyCommand(s, { type: 'nominate', actor: owner(2), pid: 'A', value: 1 }, T0)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    s = run(s, { type: 'nominate', actor: owner(1), pid: 'A', value: 1 }, T0 + 1).state;
    expect(s.timerExpiresAt).toBe(T0 + 1 + s.bidTimerMs);
    expect(applyCommand(s, { type: 'bid', actor: owner(1), pid: 'A', value: 2 }, T0 + 2)).toMatchObject({ ok: false, code: 'ALREADY_WINNING' });
    expect(applyCommand(s, { type: 'bid', actor: owner(2), pid: 'A', value: 1 }, T0 + 2)).toMatchObject({ ok: false, code: 'BID_TOO_LOW' });
    expect(applyCommand(s, { type: 'bid', actor: owner(2), pid: 'B', value: 5 }, T0 + 2)).toMatchObject({ ok: false, code: 'STALE_BID' });
    expect(applyCommand(s, { type: 'bid', actor: owner(2), pid: 'A', value: 49 }, T0 + 2)).toMatchObject({ ok: false, code: 'OVER_CAP_SPACE' });
    s = run(s, { type: 'bid', actor: owner(2), pid: 'A', value: 10 }, T0 + 2).state;
    s = run(s, { type: 'bid', actor: owner(3), pid: 'A', value: 11 }, T0 + 3).state;
    expect(applyCommand(s, { type: 'expire' }, T0 + 4)).toMatchObject({ ok: false, code: 'CONFLICT' });
    const sale = run(s, { type: 'expire' }, T0 + 3 + s.bidTimerMs);
    expect(sale.events.map((e) => e.type)).toEqual(['processed', 'nomination']);
    expect(sale.state.teams.find((t) => t.tid === 3)).toMatchObject({ availableCap: 39, openSpots: 2 });
    expect(sale.state.nominatingTid).toBe(2);
    expect(sale.state.soldPids).toEqual(['A']);
    expect(applyCommand(sale.state, { type: 'nominate', actor: owner(2), pid: 'A', value: 1 }, T0 + 20_000)).toMatchObject({ ok: false, code: 'PLAYER_ROSTERED' });
  });

  it('voids a lot whose winner fails the final check, and moves on', () => {
    let s = run(started(), { type: 'nominate', actor: owner(1), pid: 'A', value: 3 }).state;
    const r = run(s, { type: 'expire', voidReason: 'OVER_ROSTER_SPACE' }, T0 + s.bidTimerMs);
    expect(r.events.map((e) => e.type)).toEqual(['voided', 'nomination']);
    s = r.state;
    expect(s.soldPids).toEqual([]);
    expect(s.sales[0]).toMatchObject({ kind: 'void', reason: 'OVER_ROSTER_SPACE' });
    expect(s.teams[0].availableCap).toBe(50);
  });

  it('pause clears the timer; resume restarts the bid timer when a lot is open', () => {
    let s = run(started(), { type: 'nominate', actor: owner(1), pid: 'A', value: 1 }).state;
    s = run(s, { type: 'pause', actor: commish }, T0 + 5).state;
    expect(s.timerExpiresAt).toBeNull();
    expect(applyCommand(s, { type: 'bid', actor: owner(2), pid: 'A', value: 2 }, T0 + 6)).toMatchObject({ ok: false, code: 'AUCTION_PAUSED' });
    s = run(s, { type: 'resume', actor: commish }, T0 + 100).state;
    expect(s).toMatchObject({ timerExpiresAt: T0 + 100 + s.bidTimerMs, timerKind: 'bid' });
  });

  it('a team leaving the league pauses only with auto-pause on, and costs no version otherwise', () => {
    let s = started();
    expect(run(s, { type: 'disconnect', tid: 2 }).events).toEqual([]);
    s = run(s, { type: 'toggle_auto_pause', actor: commish }).state;
    const r = run(s, { type: 'disconnect', tid: 2 });
    expect(r.events).toEqual([{ type: 'paused' }]);
    expect(run(r.state, { type: 'disconnect', tid: 3 }).events).toEqual([]);
  });

  it('takes the rosters\' real cap and spots before deciding', () => {
    let s = started();
    expect(run(s, { type: 'rosters', teams: [{ tid: 1, availableCap: 50, openSpots: 3 }] }).events).toEqual([]);
    const r = run(s, { type: 'rosters', teams: [{ tid: 1, availableCap: 5, openSpots: 3 }, { tid: 9, availableCap: 1, openSpots: 1 }] });
    expect(r.events).toEqual([{ type: 'teams', teams: r.state.teams }]);
    s = r.state;
    expect(applyCommand(s, { type: 'nominate', actor: owner(1), pid: 'A', value: 6 }, T0)).toMatchObject({ ok: false, code: 'OVER_CAP_SPACE' });
    s = run(s, { type: 'rosters', teams: [{ tid: 1, availableCap: 30, openSpots: 0 }] }).state;
    expect(applyCommand(s, { type: 'nominate', actor: owner(1), pid: 'A', value: 1 }, T0)).toMatchObject({ ok: false, code: 'ROSTER_FULL' });
  });

  it('a scheduled start runs the auction once, only when it is live', () => {
    expect(run(room(), { type: 'start' }, T0 - 1).events).toEqual([]);
    const r = run(room(), { type: 'start' }, T0 + 5);
    expect(r.state).toMatchObject({ paused: false, startedAt: T0 + 5, timerKind: 'nomination' });
    const paused = run(r.state, { type: 'pause', actor: commish }, T0 + 6).state;
    expect(run(paused, { type: 'start' }, T0 + 7).events).toEqual([]);
    expect(run(room(), { type: 'resume', actor: commish }, T0 + 3).state.startedAt).toBe(T0 + 3);
  });

  it('a reset voids the open lot and starts over from the given seed, commissioner only', () => {
    let s = started();
    s = run(s, { type: 'nominate', actor: owner(1), pid: 'A', value: 1 }, T0 + 1).state;
    const seed = { lid: 1, hosted: true, startsAt: null, minBid: 1, teams: [{ tid: 1, name: 'T1', draftOrder: 1, availableCap: 40, openSpots: 2 }] };
    expect(applyCommand(s, { type: 'reset', actor: owner(1), seed }, T0 + 2)).toMatchObject({ ok: false, code: 'NOT_COMMISSIONER' });
    const r = run(s, { type: 'reset', actor: commish, seed }, T0 + 2);
    expect(r.events.map((e) => e.type)).toEqual(['voided', 'reset']);
    expect(r.events[0]).toMatchObject({ entry: { kind: 'void', pid: 'A', reason: 'AUCTION_RESET' } });
    expect(r.state).toMatchObject({ lot: null, paused: true, startsAt: null, startedAt: null, soldPids: [], teams: seed.teams });
    expect(r.state.seq).toBeGreaterThan(s.seq);
  });

  it('a nomination timer running out passes the turn; completes when no team has space', () => {
    let s = run(room(1), { type: 'resume', actor: commish }).state;
    s = run(s, { type: 'expire' }, T0 + s.nominationTimerMs).state;
    expect(s.nominatingTid).toBe(2);
    for (const [tid, pid] of [[2, 'A'], [3, 'B'], [1, 'C']] as const) {
      s = run(s, { type: 'nominate', actor: owner(tid), pid, value: 1 }, s.timerExpiresAt! - 1).state;
      s = run(s, { type: 'expire' }, s.timerExpiresAt!).state;
    }
    expect(s.complete).toBe(true);
    expect(s.nominatingTid).toBeNull();
    expect(applyCommand(s, { type: 'bid', actor: owner(1), pid: 'C', value: 9 }, T0 + 1e9)).toMatchObject({ ok: false, code: 'AUCTION_COMPLETE' });
  });
});

describe('auction room properties', () => {
  const commandArb = fc.oneof(
    fc.record({ type: fc.constant('nominate' as const), tid: fc.integer({ min: 1, max: 3 }), pid: fc.constantFrom('A', 'B', 'C', 'D'), value: fc.integer({ min: -2, max: 60 }) }),
    fc.record({ type: fc.constant('bid' as const), tid: fc.integer({ min: 1, max: 3 }), pid: fc.constantFrom('A', 'B', 'C', 'D'), value: fc.integer({ min: -2, max: 60 }) }),
    fc.record({ type: fc.constant('expire' as const), voided: fc.boolean() }),
    fc.record({ type: fc.constantFrom('pause' as const, 'resume' as const) }),
  );

  it('bids only increase, a player sells at most once, cap never goes negative', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(commandArb, fc.integer({ min: 0, max: 40_000 })), { maxLength: 120 }), (steps) => {
        let s = started();
        let now = T0;
        const sold = new Set<string>();
        for (const [c, dt] of steps) {
          now += dt;
          const command: AuctionCommand =
            c.type === 'nominate' || c.type === 'bid'
              ? { type: c.type, actor: owner(c.tid), pid: c.pid, value: c.value }
              : c.type === 'expire'
                ? { type: 'expire', voidReason: c.voided ? 'x' : undefined }
                : { type: c.type, actor: commish };
          const r = applyCommand(s, command, now);
          if (!r.ok) continue;
          if (s.lot && r.state.lot && s.lot.pid === r.state.lot.pid) expect(r.state.lot.bid).toBeGreaterThanOrEqual(s.lot.bid);
          for (const e of r.events) {
            if (e.type === 'processed') {
              expect(sold.has(e.entry.pid)).toBe(false);
              sold.add(e.entry.pid);
            }
          }
          for (const t of r.state.teams) {
            expect(t.availableCap).toBeGreaterThanOrEqual(0);
            expect(t.openSpots).toBeGreaterThanOrEqual(0);
          }
          s = r.state;
        }
      }),
      { numRuns: 300 },
    );
  });
});

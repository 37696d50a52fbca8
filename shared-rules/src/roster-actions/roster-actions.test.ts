import { PlayerTag, TransactionType } from '../constants/codes';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { RosterSlot } from '../constants/slots';
import type { RosterPlayer, Transaction } from '../constants/types';
import { getSeason } from '../season/calendar';
import { planCommissionerAdd, planCommissionerRemove, planCommissionerUpdate } from './commissioner';
import { findIneligibleCutlistPid, toggleCutlist } from './cutlist';
import { getKickoff, hasGameStarted } from './game-lock';
import { planLineup } from './lineup';
import { planActivate, planAddFreeAgent, planDeactivate, planProtect, planRelease, planReserve } from './moves';
import { planRemoveTag, planTag } from './tags';
import { canBidOnRestrictedFreeAgent, planCancelRestrictedFreeAgencyTag, planNominateRestrictedFreeAgent, planRestrictedFreeAgencyTag } from './restricted-free-agency';
import type { ActionPlayerInfo, RosterActionContext } from './types';

/** Saturday 2025-10-18 16:00 UTC: regular season week 7, not a waiver day. */
const IN_SEASON = Date.UTC(2025, 9, 18, 16) / 1000;
/** 2026-04-01: offseason. */
const OFFSEASON = Date.UTC(2026, 3, 1, 16) / 1000;

const league = { ...DEFAULT_LEAGUE, uid: 1 };
const pid = (n: number) => `PLAY-ER${String(n).padStart(2, '0')}-2020-1990-01-${String((n % 28) + 1).padStart(2, '0')}`;

function row(n: number, slot: number, pos = 'WR', extra: Partial<RosterPlayer> = {}): RosterPlayer {
  return { pid: pid(n), slot, pos, value: 10, tag: PlayerTag.REGULAR, tid: 3, ...extra };
}

/** A legal full starting lineup plus `bench` bench players. */
function fullRoster(bench: number): RosterPlayer[] {
  const starters = [
    row(1, RosterSlot.QB, 'QB'), row(2, RosterSlot.RB, 'RB'), row(3, RosterSlot.RB, 'RB'),
    row(4, RosterSlot.WR), row(5, RosterSlot.WR), row(6, RosterSlot.TE, 'TE'),
    row(7, RosterSlot.RBWRTE, 'RB'), row(8, RosterSlot.QBRBWRTE, 'QB'), row(9, RosterSlot.K, 'K'),
    row(10, RosterSlot.DST, 'DST'),
  ];
  const benchRows = Array.from({ length: bench }, (_, i) => row(20 + i, RosterSlot.BENCH, 'WR'));
  return [...starters, ...benchRows];
}

function ctx(roster: RosterPlayer[], players: Record<string, ActionPlayerInfo> = {}, now = IN_SEASON): RosterActionContext {
  const map = new Map<string, ActionPlayerInfo>();
  for (const p of roster) map.set(p.pid, { pos: p.pos });
  for (const [k, v] of Object.entries(players)) map.set(k, v);
  return { league, tid: 3, roster, players: map, now };
}

test('fixtures sit where the tests assume', () => {
  expect(getSeason(IN_SEASON).isRegularSeason).toBe(true);
  expect(getSeason(OFFSEASON).isOffseason).toBe(true);
});

describe('release', () => {
  test('removes the player and records a release at his salary', () => {
    const plan = planRelease(ctx(fullRoster(2)), pid(20));
    expect(plan).toEqual({
      ok: true,
      changes: [{ kind: 'delete', pid: pid(20), from: RosterSlot.BENCH }],
      transactions: [{ pid: pid(20), type: TransactionType.RELEASE, value: 10 }],
    });
  });
  test('refuses a player not on the roster, a locked starter and a protected player in season', () => {
    expect(planRelease(ctx(fullRoster(1)), pid(90))).toMatchObject({ ok: false, code: 'INELIGIBLE_PLAYER_NOT_ON_ROSTER' });
    const locked = ctx(fullRoster(1), { [pid(1)]: { pos: 'QB', gameStarted: true } });
    expect(planRelease(locked, pid(1))).toMatchObject({ ok: false, code: 'PLAYER_LOCKED' });
    const benchStarted = ctx(fullRoster(1), { [pid(20)]: { pos: 'WR', gameStarted: true } });
    expect(planRelease(benchStarted, pid(20)).ok).toBe(true);
    const protectedRoster = [...fullRoster(0), row(40, RosterSlot.PSP)];
    expect(planRelease(ctx(protectedRoster), pid(40))).toMatchObject({ ok: false, code: 'PLAYER_PROTECTED' });
    expect(planRelease(ctx(protectedRoster, {}, OFFSEASON), pid(40)).ok).toBe(true);
  });
});

describe('add free agent', () => {
  const fa = pid(70);
  test('signs to the bench at $0 with a roster add', () => {
    const plan = planAddFreeAgent(ctx(fullRoster(2), { [fa]: { pos: 'RB' } }), { pid: fa, slot: RosterSlot.BENCH, release: [] });
    expect(plan).toEqual({
      ok: true,
      changes: [{ kind: 'insert', pid: fa, pos: 'RB', slot: RosterSlot.BENCH, value: 0, tag: PlayerTag.REGULAR }],
      transactions: [{ pid: fa, type: TransactionType.ROSTER_ADD, value: 0 }],
    });
  });
  test('refuses a retired player (no player pool, §3); an unsigned free agent may be signed', () => {
    const retired = ctx(fullRoster(2), { [fa]: { pos: 'RB', nfl_status: 'RET' } });
    expect(planAddFreeAgent(retired, { pid: fa, slot: RosterSlot.BENCH, release: [] })).toMatchObject({ ok: false, code: 'PLAYER_RETIRED' });
    const unsigned = ctx(fullRoster(2), { [fa]: { pos: 'RB', nfl_status: 'UFA' } });
    expect(planAddFreeAgent(unsigned, { pid: fa, slot: RosterSlot.BENCH, release: [] }).ok).toBe(true);
  });
  test('a full roster needs a conditional release, applied in the same plan', () => {
    const c = ctx(fullRoster(7), { [fa]: { pos: 'RB' } });
    expect(planAddFreeAgent(c, { pid: fa, slot: RosterSlot.BENCH, release: [] })).toEqual({
      ok: false,
      code: 'NO_ACTIVE_SPACE',
      message: 'No active roster space available, make room by releasing a player',
    });
    const plan = planAddFreeAgent(c, { pid: fa, slot: RosterSlot.BENCH, release: [pid(20)] });
    expect(plan.ok && plan.changes.map((x) => x.kind)).toEqual(['delete', 'insert']);
    expect(plan.ok && plan.transactions.map((t) => t.type)).toEqual([TransactionType.RELEASE, TransactionType.ROSTER_ADD]);
    const lockedRelease = ctx(fullRoster(7), { [fa]: { pos: 'RB' }, [pid(1)]: { pos: 'QB', gameStarted: true } });
    expect(planAddFreeAgent(lockedRelease, { pid: fa, slot: RosterSlot.BENCH, release: [pid(1)] })).toMatchObject({ code: 'INELIGIBLE_RELEASE_PLAYER' });
  });
  test('a player released within 24 hours is on waivers', () => {
    const released: Transaction[] = [{ type: TransactionType.RELEASE, timestamp: IN_SEASON - 3600 }];
    const c = ctx(fullRoster(1), { [fa]: { pos: 'RB', transactions: released } });
    expect(planAddFreeAgent(c, { pid: fa, slot: RosterSlot.BENCH, release: [] })).toEqual({ ok: false, code: 'PLAYER_ON_WAIVERS', message: 'Player is on waivers' });
    const later = ctx(fullRoster(1), { [fa]: { pos: 'RB', transactions: released } }, IN_SEASON + 86400);
    expect(planAddFreeAgent(later, { pid: fa, slot: RosterSlot.BENCH, release: [] }).ok).toBe(true);
  });
  test('practice squad signing needs practice space', () => {
    const ps = [row(41, RosterSlot.PS), row(42, RosterSlot.PS), row(43, RosterSlot.PS), row(44, RosterSlot.PSP)];
    const c = ctx([...fullRoster(0), ...ps], { [fa]: { pos: 'WR' } });
    expect(planAddFreeAgent(c, { pid: fa, slot: RosterSlot.PS, release: [] })).toMatchObject({ code: 'NO_PRACTICE_SPACE' });
    const plan = planAddFreeAgent(c, { pid: fa, slot: RosterSlot.PS, release: [pid(41)] });
    expect(plan.ok && plan.transactions.map((t) => t.type)).toEqual([TransactionType.RELEASE, TransactionType.PRACTICE_ADD]);
  });
  test('offseason is a waiver period: no direct signing', () => {
    const c = ctx(fullRoster(1), { [fa]: { pos: 'RB' } }, OFFSEASON);
    expect(planAddFreeAgent(c, { pid: fa, slot: RosterSlot.BENCH, release: [] })).toMatchObject({ code: 'PLAYER_ON_WAIVERS' });
  });
});

describe('activate, deactivate, protect', () => {
  test('activates a practice squad player to the bench, or asks for a release when full', () => {
    const roster = [...fullRoster(6), row(41, RosterSlot.PS)];
    const plan = planActivate(ctx(roster), { pid: pid(41) });
    expect(plan).toMatchObject({ ok: true, transactions: [{ pid: pid(41), type: TransactionType.ACTIVATE }] });
    const full = [...fullRoster(7), row(41, RosterSlot.PS)];
    expect(planActivate(ctx(full), { pid: pid(41) })).toMatchObject({ code: 'NO_ACTIVE_SPACE' });
    const withRelease = planActivate(ctx(full), { pid: pid(41), releasePid: pid(20) });
    expect(withRelease.ok && withRelease.transactions.map((t) => t.type)).toEqual([TransactionType.RELEASE, TransactionType.ACTIVATE]);
  });
  test('activating from IR on a full roster says so with the reserve suffix; a reserve swap makes room', () => {
    const full = [...fullRoster(7), row(45, RosterSlot.IR)];
    const plan = planActivate(ctx(full), { pid: pid(45) });
    expect(plan).toEqual({
      ok: false,
      code: 'NO_ACTIVE_SPACE',
      message: 'No active roster space available, make room by releasing a player or moving any reserve eligible players to reserve.',
    });
    const hurt = ctx(full, { [pid(20)]: { pos: 'WR', injury_status: 'OUT' } });
    const swap = planActivate(hurt, { pid: pid(45), reservePid: pid(20), reserveSlot: RosterSlot.IR });
    expect(swap.ok && swap.transactions.map((t) => t.type)).toEqual([TransactionType.RESERVE_IR, TransactionType.ACTIVATE]);
  });
  test('protected players and long-term IR wait for the offseason', () => {
    const roster = [...fullRoster(2), row(44, RosterSlot.PSP), row(46, RosterSlot.IR_LONG_TERM)];
    expect(planActivate(ctx(roster), { pid: pid(44) })).toMatchObject({ code: 'PLAYER_PROTECTED' });
    expect(planActivate(ctx(roster), { pid: pid(46) })).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    expect(planActivate(ctx(roster, {}, OFFSEASON), { pid: pid(46) }).ok).toBe(true);
  });
  test('deactivates a never-activated player; an activated one is not eligible', () => {
    const roster = fullRoster(2);
    expect(planDeactivate(ctx(roster), { pid: pid(20) })).toMatchObject({ ok: true, transactions: [{ type: TransactionType.DEACTIVATE }] });
    const activated = ctx(roster, { [pid(20)]: { pos: 'WR', transactions: [{ type: TransactionType.ACTIVATE, timestamp: IN_SEASON - 10 }] } });
    expect(planDeactivate(activated, { pid: pid(20) })).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    const fullPs = [...roster, row(41, RosterSlot.PS), row(42, RosterSlot.PS), row(43, RosterSlot.PS), row(44, RosterSlot.PS)];
    expect(planDeactivate(ctx(fullPs), { pid: pid(20) })).toMatchObject({ code: 'NO_PRACTICE_SPACE' });
    expect(planDeactivate(ctx(fullPs), { pid: pid(20), releasePid: pid(41) }).ok).toBe(true);
  });
  test('protects a practice squad player after 24 hours on the squad', () => {
    const entered: Transaction[] = [{ type: TransactionType.PRACTICE_ADD, timestamp: IN_SEASON - 2 * 86400 }];
    const roster = [...fullRoster(0), row(41, RosterSlot.PS)];
    const plan = planProtect(ctx(roster, { [pid(41)]: { pos: 'WR', transactions: entered } }), pid(41));
    expect(plan).toMatchObject({ ok: true, changes: [{ set: { slot: RosterSlot.PSP } }], transactions: [{ type: TransactionType.PRACTICE_PROTECTED }] });
    const fresh: Transaction[] = [{ type: TransactionType.PRACTICE_ADD, timestamp: IN_SEASON - 3600 }];
    expect(planProtect(ctx(roster, { [pid(41)]: { pos: 'WR', transactions: fresh } }), pid(41))).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
  });
});

describe('reserve', () => {
  test('moves an injured player to IR; a healthy one is not eligible', () => {
    const roster = fullRoster(2);
    const c = ctx(roster, { [pid(20)]: { pos: 'WR', injury_status: 'OUT' } });
    expect(planReserve(c, { pid: pid(20), slot: RosterSlot.IR })).toMatchObject({
      ok: true,
      transactions: [{ type: TransactionType.RESERVE_IR }],
    });
    expect(planReserve(ctx(roster), { pid: pid(21), slot: RosterSlot.IR })).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
  });
  test('a recent activation blocks IR (transaction history rule)', () => {
    const c = ctx(fullRoster(2), {
      [pid(20)]: { pos: 'WR', injury_status: 'OUT', transactions: [{ type: TransactionType.ACTIVATE, timestamp: IN_SEASON - 86400 }] },
    });
    expect(planReserve(c, { pid: pid(20), slot: RosterSlot.IR })).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
  });
  test('a full IR needs a player to activate, done in the same plan', () => {
    const roster = [...fullRoster(2), row(45, RosterSlot.IR), row(46, RosterSlot.IR), row(47, RosterSlot.IR)];
    const c = ctx(roster, { [pid(20)]: { pos: 'WR', injury_status: 'OUT' } });
    expect(planReserve(c, { pid: pid(20), slot: RosterSlot.IR })).toEqual({
      ok: false,
      code: 'NO_RESERVE_SPACE',
      message: 'No reserve space available, make room by activating a player from reserve.',
    });
    const plan = planReserve(c, { pid: pid(20), slot: RosterSlot.IR, activatePid: pid(45) });
    expect(plan.ok && plan.transactions.map((t) => [t.pid, t.type])).toEqual([
      [pid(20), TransactionType.RESERVE_IR],
      [pid(45), TransactionType.ACTIVATE],
    ]);
  });
  test('long-term IR needs an NFL long-term status; a started starter is locked', () => {
    const c = ctx(fullRoster(1), { [pid(20)]: { pos: 'WR', nfl_status: 'RES' }, [pid(4)]: { pos: 'WR', injury_status: 'OUT', gameStarted: true } });
    expect(planReserve(c, { pid: pid(20), slot: RosterSlot.IR_LONG_TERM })).toMatchObject({ ok: true, transactions: [{ type: TransactionType.RESERVE_IR_LONG_TERM }] });
    expect(planReserve(c, { pid: pid(4), slot: RosterSlot.IR })).toMatchObject({ code: 'PLAYER_LOCKED' });
  });
});

describe('lineup', () => {
  test('swaps a bench player into a starter slot', () => {
    const plan = planLineup(ctx(fullRoster(2)), [
      { pid: pid(20), slot: RosterSlot.WR },
      { pid: pid(4), slot: RosterSlot.BENCH },
    ]);
    expect(plan.ok && plan.changes).toEqual([
      { kind: 'update', pid: pid(20), from: RosterSlot.BENCH, set: { slot: RosterSlot.WR } },
      { kind: 'update', pid: pid(4), from: RosterSlot.WR, set: { slot: RosterSlot.BENCH } },
    ]);
  });
  test('refuses an over-full slot, a wrong position and locked players', () => {
    expect(planLineup(ctx(fullRoster(2)), [{ pid: pid(20), slot: RosterSlot.WR }])).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    expect(planLineup(ctx(fullRoster(2)), [{ pid: pid(20), slot: RosterSlot.QB }, { pid: pid(1), slot: RosterSlot.BENCH }])).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    const started = ctx(fullRoster(2), { [pid(4)]: { pos: 'WR', gameStarted: true } });
    expect(planLineup(started, [{ pid: pid(20), slot: RosterSlot.WR }, { pid: pid(4), slot: RosterSlot.BENCH }])).toMatchObject({ code: 'PLAYER_LOCKED' });
    const inactive = ctx(fullRoster(2), { [pid(20)]: { pos: 'WR', nfl_status: 'INA' } });
    expect(planLineup(inactive, [{ pid: pid(20), slot: RosterSlot.WR }, { pid: pid(4), slot: RosterSlot.BENCH }])).toMatchObject({ code: 'PLAYER_LOCKED' });
  });
});

describe('signing a player with pending waiver claims', () => {
  test('is refused with PLAYER_ON_WAIVERS: the claims are processed first', () => {
    const c = ctx(fullRoster(2), { [pid(70)]: { pos: 'WR', hasWaiverClaim: true } });
    expect(planAddFreeAgent(c, { pid: pid(70), slot: RosterSlot.BENCH, release: [] })).toMatchObject({ ok: false, code: 'PLAYER_ON_WAIVERS' });
    const free = ctx(fullRoster(2), { [pid(70)]: { pos: 'WR' } });
    expect(planAddFreeAgent(free, { pid: pid(70), slot: RosterSlot.BENCH, release: [] }).ok).toBe(true);
  });
});

describe('tags', () => {
  const off = (roster: RosterPlayer[], players: Record<string, ActionPlayerInfo> = {}) => ctx(roster, players, OFFSEASON);
  test('franchise and rookie tags go on and come off in the offseason only (OUTSIDE_WINDOW in season)', () => {
    const roster = fullRoster(2);
    expect(planTag(ctx(roster), { pid: pid(20), tag: PlayerTag.FRANCHISE })).toMatchObject({ ok: false, code: 'OUTSIDE_WINDOW' });
    const tagged = roster.map((p) => (p.pid === pid(4) ? { ...p, tag: PlayerTag.ROOKIE } : p));
    expect(planRemoveTag(ctx(tagged), pid(4))).toMatchObject({ ok: false, code: 'OUTSIDE_WINDOW' });
    expect(planRemoveTag(off(tagged), pid(4)).ok).toBe(true);
  });
  test('franchise tag within the limit; a full tag set needs a player to untag', () => {
    const roster = fullRoster(2);
    const ctx = off;
    const plan = planTag(ctx(roster), { pid: pid(20), tag: PlayerTag.FRANCHISE });
    expect(plan).toMatchObject({ ok: true, transactions: [{ type: TransactionType.FRANCHISE_TAG }] });
    const tagged = roster.map((p) => (p.pid === pid(4) ? { ...p, tag: PlayerTag.FRANCHISE } : p));
    expect(planTag(ctx(tagged), { pid: pid(20), tag: PlayerTag.FRANCHISE })).toMatchObject({ code: 'TAG_LIMIT_REACHED' });
    const swap = planTag(ctx(tagged), { pid: pid(20), tag: PlayerTag.FRANCHISE, remove: pid(4) });
    expect(swap.ok && swap.changes.map((c) => c.kind === 'update' && [c.pid, c.set.tag])).toEqual([[pid(4), 1], [pid(20), 2]]);
    expect(planRemoveTag(ctx(tagged), pid(4))).toMatchObject({ ok: true, changes: [{ set: { tag: 1 } }] });
    expect(planRemoveTag(ctx(tagged), pid(20))).toMatchObject({ code: 'INVALID_PARAMS' });
  });
  test('rookie tag only for this or last year\'s draftees', () => {
    const c = off(fullRoster(2), { [pid(20)]: { pos: 'WR', nfl_draft_year: 2025 }, [pid(21)]: { pos: 'WR', nfl_draft_year: 2019 } });
    expect(planTag(c, { pid: pid(20), tag: PlayerTag.ROOKIE }).ok).toBe(true);
    expect(planTag(c, { pid: pid(21), tag: PlayerTag.ROOKIE })).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
  });
});

describe('commissioner', () => {
  test('adds within cap and space, edits and removes', () => {
    const fa = pid(70);
    const c = ctx(fullRoster(2), { [fa]: { pos: 'TE' } });
    expect(planCommissionerAdd(c, { pid: fa, value: 25 })).toMatchObject({ ok: true, transactions: [{ type: TransactionType.ROSTER_ADD, value: 25 }] });
    expect(planCommissionerAdd(c, { pid: fa, value: 500 })).toMatchObject({ code: 'OVER_CAP_SPACE' });
    expect(planCommissionerAdd(ctx(fullRoster(7), { [fa]: { pos: 'TE' } }), { pid: fa, value: 1 })).toMatchObject({ code: 'OVER_ROSTER_SPACE' });
    expect(planCommissionerAdd(ctx(fullRoster(2), { [fa]: { pos: 'TE', nfl_status: 'RET' } }), { pid: fa, value: 1 })).toMatchObject({ code: 'PLAYER_RETIRED' });
    expect(planCommissionerUpdate(c, { pid: pid(20), value: 30 })).toMatchObject({ ok: true, changes: [{ set: { value: 30 } }] });
    expect(planCommissionerUpdate(c, { pid: pid(20), slot: RosterSlot.QB })).toMatchObject({ ok: false });
    expect(planCommissionerRemove(c, pid(20))).toMatchObject({ ok: true, transactions: [{ type: TransactionType.RELEASE }] });
  });
});

describe('cutlist and game lock', () => {
  test('cutlist holds active, non-RFA players; toggling keeps order', () => {
    const roster = [...fullRoster(1), row(41, RosterSlot.PS), row(22, RosterSlot.BENCH, 'WR', { tag: PlayerTag.RESTRICTED_FREE_AGENCY })];
    expect(findIneligibleCutlistPid(roster, [pid(20), pid(1)])).toBeNull();
    expect(findIneligibleCutlistPid(roster, [pid(20), pid(41)])).toBe(pid(41));
    expect(findIneligibleCutlistPid(roster, [pid(22)])).toBe(pid(22));
    expect(toggleCutlist(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleCutlist(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleCutlist(['a'], '')).toEqual(['a']);
  });
  test('a game is started from its New York kickoff on', () => {
    const game = { home: 'KC', away: 'HOU', date: '2020-09-10', time: '20:20' };
    expect(getKickoff(game)).toBe(Date.UTC(2020, 8, 11, 0, 20) / 1000);
    expect(hasGameStarted([game], 'HOU', getKickoff(game) - 1)).toBe(false);
    expect(hasGameStarted([game], 'HOU', getKickoff(game))).toBe(true);
    expect(hasGameStarted([game], 'BUF', getKickoff(game) + 10)).toBe(false);
    expect(hasGameStarted([game], null, getKickoff(game) + 10)).toBe(false);
  });
});

describe('restricted free agency', () => {
  const open = { ...league, tran_start: IN_SEASON - 86400, tran_end: IN_SEASON + 86400 };
  const rfaCtx = (roster: RosterPlayer[]) => ({ ...ctx(roster), league: open });
  test('tags within the limit and the period; a full set needs a player to untag', () => {
    const roster = fullRoster(3);
    expect(planRestrictedFreeAgencyTag(ctx(roster), { pid: pid(20), bid: 12 })).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    const plan = planRestrictedFreeAgencyTag(rfaCtx(roster), { pid: pid(20), bid: 12 });
    expect(plan).toMatchObject({ ok: true, changes: [{ set: { tag: 4, bid: 12 } }], transactions: [{ type: TransactionType.RESTRICTED_FREE_AGENCY_TAG, value: 12 }] });
    const two = roster.map((p) => (p.pid === pid(20) || p.pid === pid(21) ? { ...p, tag: PlayerTag.RESTRICTED_FREE_AGENCY } : p));
    expect(planRestrictedFreeAgencyTag(rfaCtx(two), { pid: pid(22), bid: 5 })).toMatchObject({ code: 'TAG_LIMIT_REACHED' });
    expect(planRestrictedFreeAgencyTag(rfaCtx(two), { pid: pid(22), bid: 5, remove: pid(20) }).ok).toBe(true);
    expect(planRestrictedFreeAgencyTag(rfaCtx(two), { pid: pid(20), bid: 30 })).toMatchObject({ ok: true, transactions: [] });
    expect(planCancelRestrictedFreeAgencyTag(rfaCtx(two), pid(20))).toMatchObject({ ok: true, changes: [{ set: { tag: 1, bid: null } }] });
  });
  test('one nomination per team; announced players are final', () => {
    const roster = fullRoster(2).map((p) =>
      p.pid === pid(20) ? { ...p, tag: PlayerTag.RESTRICTED_FREE_AGENCY, restricted_free_agency_tag_nominated: IN_SEASON - 10 }
        : p.pid === pid(21) ? { ...p, tag: PlayerTag.RESTRICTED_FREE_AGENCY } : p,
    );
    const plan = planNominateRestrictedFreeAgent(rfaCtx(roster), pid(21));
    expect(plan.ok && plan.changes.map((c) => c.kind === 'update' && [c.pid, c.set.restricted_free_agency_tag_nominated])).toEqual([
      [pid(20), null],
      [pid(21), IN_SEASON],
    ]);
    expect(planNominateRestrictedFreeAgent(rfaCtx(roster), pid(20), true).ok).toBe(true);
    const announced = roster.map((p) => (p.pid === pid(21) ? { ...p, restricted_free_agency_tag_announced: IN_SEASON - 5 } : p));
    expect(planNominateRestrictedFreeAgent(rfaCtx(announced), pid(21))).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    expect(canBidOnRestrictedFreeAgent({ league: open, tid: 5, now: IN_SEASON }, { ...announced.find((p) => p.pid === pid(21))!, tid: 3 })).toBe(true);
    expect(canBidOnRestrictedFreeAgent({ league: open, tid: 5, now: IN_SEASON }, { ...roster.find((p) => p.pid === pid(21))!, tid: 3 })).toBe(false);
  });
});

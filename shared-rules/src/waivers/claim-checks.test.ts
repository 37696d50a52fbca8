import { TransactionType, WaiverType } from '../constants/codes';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { RosterSlot } from '../constants/slots';
import type { RosterPlayer, Transaction } from '../constants/types';
import { getPlayerFlags } from '../eligibility/player-eligibility';
import { NO_ACTIVE_SPACE_MESSAGE, NO_PRACTICE_SPACE_MESSAGE, POACH_NO_SPACE_MESSAGE } from '../roster/messages';
import type { ActionPlayerInfo, RosterActionContext } from '../roster-actions/types';
import { checkPoachClaim, checkWaiverClaim, isWaiverClaimDue, planClaimAward } from './claim-checks';
import { getClaimMenu } from './claim-menu';

/** Saturday 2025-10-18 16:00 UTC: regular season, outside the waiver days. */
const NOW = Date.UTC(2025, 9, 18, 16) / 1000;
const HOUR = 3600;
const league = { ...DEFAULT_LEAGUE, uid: 1, bench: 2, ps: 1, sqb: 0, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0, cap: 50 };
const row = (pid: string, slot: number, value = 10): RosterPlayer => ({ pid, slot, pos: 'WR', value, tid: 1 });
const released = (pid: string, at: number): Transaction => ({ pid, tid: 2, type: TransactionType.RELEASE, value: 3, timestamp: at });
const deactivated = (pid: string, at: number): Transaction => ({ pid, tid: 2, type: TransactionType.DEACTIVATE, value: 4, timestamp: at });

function ctx(roster: RosterPlayer[], players: Record<string, ActionPlayerInfo>): RosterActionContext {
  const map = new Map<string, ActionPlayerInfo>(roster.map((r) => [r.pid, { pos: 'WR' }]));
  for (const [k, v] of Object.entries(players)) map.set(k, v);
  return { league, tid: 1, roster, players: map, now: NOW };
}

const onWaivers = { pos: 'WR', transactions: [released('fa', NOW - HOUR)] };
const claim = { pid: 'fa', type: WaiverType.FREE_AGENCY, bid: 5, release: [] as string[], faab: 20, holder: null, duplicate: false };

/** 2026-04-01: offseason (waiver period, bids are salary). */
const OFFSEASON = Date.UTC(2026, 3, 1, 16) / 1000;

describe('offseason waiver bids are salary (§5: max bid = available cap)', () => {
  const off = (roster: RosterPlayer[]) => ({ ...ctx(roster, { fa: { pos: 'WR' } }), now: OFFSEASON });
  test('a bid above FAAB but within the cap is accepted; above the cap OVER_CAP_SPACE; releases free cap', () => {
    const c = off([row('a', RosterSlot.BENCH, 20)]); // cap 50: 30 available
    expect(checkWaiverClaim(c, { ...claim, bid: 30, faab: 0 })).toEqual({ ok: true });
    expect(checkWaiverClaim(c, { ...claim, bid: 31, faab: 100 })).toMatchObject({ ok: false, code: 'OVER_CAP_SPACE' });
    expect(checkWaiverClaim(c, { ...claim, bid: 45, faab: 0, release: ['a'] })).toEqual({ ok: true });
  });
  test('the award puts the player on the bench at his bid; a bid the cap cannot carry fails', () => {
    const c = off([row('a', RosterSlot.BENCH, 20)]);
    const award = planClaimAward(c, { pid: 'fa', type: WaiverType.FREE_AGENCY, release: [], value: 12 });
    expect(award).toMatchObject({ ok: true, changes: [{ kind: 'insert', pid: 'fa', slot: RosterSlot.BENCH, value: 12 }], transactions: [{ pid: 'fa', type: TransactionType.ROSTER_ADD, value: 12 }] });
    expect(planClaimAward(c, { pid: 'fa', type: WaiverType.FREE_AGENCY, release: [], value: 31 })).toMatchObject({ ok: false });
  });
});

describe('claims on a released player come first (DOMAIN-NOTES "Waivers")', () => {
  test('claims are due when his hold is over outside the waiver days, and he cannot be signed until then', () => {
    const c = (at: number, info: ActionPlayerInfo) => ({ ...ctx([], { fa: info }), now: at });
    const held = { pos: 'WR', transactions: [released('fa', NOW - HOUR)], hasWaiverClaim: true };
    const over = { pos: 'WR', transactions: [released('fa', NOW - 25 * HOUR)], hasWaiverClaim: true };
    expect(isWaiverClaimDue(c(NOW, held), 'fa')).toBe(false);
    expect(isWaiverClaimDue(c(NOW, over), 'fa')).toBe(true);
    // Tuesday is a waiver day: the claims wait for the weekly run
    expect(isWaiverClaimDue(c(Date.UTC(2025, 9, 21, 16) / 1000, over), 'fa')).toBe(false);
    const flags = getPlayerFlags({ ...over, tid: 0 }, { league, now: NOW, userTid: 1 });
    expect(flags.sign.active).toBe(false);
    expect(flags.waiver.active).toBe(true);
  });
});

describe('waiver claim checks (§5, §4)', () => {
  test('accepts a claim on a released player with roster room', () => {
    expect(checkWaiverClaim(ctx([row('a', RosterSlot.BENCH)], { fa: onWaivers }), claim)).toEqual({ ok: true });
  });
  test('refuses a claim on a retired player (no player pool, §3)', () => {
    const c = ctx([row('a', RosterSlot.BENCH)], { fa: { ...onWaivers, nfl_status: 'RET' } });
    expect(checkWaiverClaim(c, claim)).toMatchObject({ ok: false, code: 'PLAYER_RETIRED' });
  });
  test('refuses a player who can be signed, a rostered one, a duplicate and a bid over faab', () => {
    const c = ctx([row('a', RosterSlot.BENCH)], { fa: { pos: 'WR' } });
    expect(checkWaiverClaim(c, claim)).toMatchObject({ ok: false, code: 'PLAYER_NOT_ELIGIBLE', message: 'Player is not on waivers' });
    const w = ctx([row('a', RosterSlot.BENCH)], { fa: onWaivers });
    expect(checkWaiverClaim(w, { ...claim, holder: { tid: 2, slot: 11, value: 1 } })).toMatchObject({ code: 'PLAYER_ROSTERED' });
    expect(checkWaiverClaim(w, { ...claim, duplicate: true })).toMatchObject({ code: 'CLAIM_EXISTS' });
    expect(checkWaiverClaim(w, { ...claim, bid: 21 })).toMatchObject({ code: 'OVER_FAAB' });
    expect(checkWaiverClaim(w, { ...claim, bid: -1 })).toMatchObject({ code: 'INVALID_BID' });
    expect(checkWaiverClaim(w, { ...claim, type: WaiverType.FREE_AGENCY_PRACTICE })).toMatchObject({ code: 'INVALID_BID' });
  });
  test('a full roster needs a conditional release of its own players', () => {
    const full = ctx([row('a', RosterSlot.BENCH), row('b', RosterSlot.BENCH)], { fa: onWaivers });
    expect(checkWaiverClaim(full, claim)).toEqual({ ok: false, code: 'NO_ACTIVE_SPACE', message: NO_ACTIVE_SPACE_MESSAGE });
    expect(checkWaiverClaim(full, { ...claim, release: ['zz'] })).toMatchObject({ code: 'INELIGIBLE_RELEASE_PLAYER' });
    expect(checkWaiverClaim(full, { ...claim, release: ['b'] })).toEqual({ ok: true });
    const ps = ctx([row('p', RosterSlot.PS)], { fa: onWaivers });
    const practice = { ...claim, type: WaiverType.FREE_AGENCY_PRACTICE, bid: 0 };
    expect(checkWaiverClaim(ps, practice)).toEqual({ ok: false, code: 'NO_PRACTICE_SPACE', message: NO_PRACTICE_SPACE_MESSAGE });
    expect(checkWaiverClaim(ps, { ...practice, release: ['p'] })).toEqual({ ok: true });
  });
  test('a poaching waiver claim needs another team\'s practice squad player inside 48 hours', () => {
    const fresh = { pos: 'WR', transactions: [deactivated('ps', NOW - 30 * HOUR)] };
    const poachClaim = { ...claim, pid: 'ps', type: WaiverType.POACH, bid: 0, holder: { tid: 2, slot: RosterSlot.PS, value: 4 } };
    expect(checkWaiverClaim(ctx([], { ps: fresh }), poachClaim)).toEqual({ ok: true });
    const old = { pos: 'WR', transactions: [deactivated('ps', NOW - 50 * HOUR)] };
    expect(checkWaiverClaim(ctx([], { ps: old }), poachClaim)).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    expect(checkWaiverClaim(ctx([], { ps: fresh }), { ...poachClaim, holder: { tid: 2, slot: RosterSlot.PSP, value: 4 } }))
      .toMatchObject({ code: 'INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD' });
    expect(checkWaiverClaim(ctx([], { ps: { ...fresh, hasPoachClaim: true } }), poachClaim))
      .toMatchObject({ code: 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM' });
  });
});

describe('poach claim checks (§4 Poaching, §5 Poach)', () => {
  const settled = { pos: 'WR', transactions: [deactivated('ps', NOW - 30 * HOUR)] };
  const input = { pid: 'ps', release: [] as string[], holder: { tid: 2, slot: RosterSlot.PS, value: 4 }, existingPoach: false };
  test('accepts a settled, unprotected practice squad player of another team', () => {
    expect(checkPoachClaim(ctx([row('a', RosterSlot.BENCH)], { ps: settled }), input)).toEqual({ ok: true });
  });
  test('refuses a player on the squad under 24 h, protected, own, already claimed', () => {
    const fresh = { pos: 'WR', transactions: [deactivated('ps', NOW - 2 * HOUR)] };
    expect(checkPoachClaim(ctx([], { ps: fresh }), input)).toMatchObject({ code: 'PLAYER_NOT_ELIGIBLE' });
    expect(checkPoachClaim(ctx([], { ps: settled }), { ...input, holder: { tid: 2, slot: RosterSlot.PSP, value: 4 } }))
      .toMatchObject({ code: 'INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD' });
    expect(checkPoachClaim(ctx([], { ps: settled }), { ...input, holder: { tid: 1, slot: RosterSlot.PS, value: 4 } }))
      .toMatchObject({ code: 'INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD' });
    expect(checkPoachClaim(ctx([], { ps: settled }), { ...input, existingPoach: true }))
      .toMatchObject({ code: 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM' });
  });
  test('without room or cap for value + 2 a release is required (§8 text)', () => {
    const full = ctx([row('a', RosterSlot.BENCH, 40), row('b', RosterSlot.BENCH, 5)], { ps: settled });
    expect(checkPoachClaim(full, input)).toEqual({ ok: false, code: 'OVER_ROSTER_SPACE', message: POACH_NO_SPACE_MESSAGE });
    expect(checkPoachClaim(full, { ...input, release: ['b'] })).toEqual({ ok: true });
  });
});

describe('claim award', () => {
  test('releases first, then the player: bench at $0, practice squad, or poached at value + 2', () => {
    const c = ctx([row('a', RosterSlot.BENCH), row('b', RosterSlot.BENCH)], { fa: onWaivers, ps: { pos: 'WR' } });
    expect(planClaimAward(c, { pid: 'fa', type: WaiverType.FREE_AGENCY, release: ['b'], value: 0 })).toEqual({
      ok: true,
      changes: [{ kind: 'delete', pid: 'b', from: RosterSlot.BENCH }, { kind: 'insert', pid: 'fa', pos: 'WR', slot: RosterSlot.BENCH, value: 0, tag: 1 }],
      transactions: [{ pid: 'b', type: TransactionType.RELEASE, value: 10 }, { pid: 'fa', type: TransactionType.ROSTER_ADD, value: 0 }],
    });
    expect(planClaimAward(c, { pid: 'fa', type: WaiverType.FREE_AGENCY, release: [], value: 0 })).toEqual({ ok: false, reason: 'roster has no room' });
    const poached = planClaimAward(c, { pid: 'ps', type: WaiverType.POACH, release: ['a'], value: 4 });
    expect(poached.ok && poached.transactions[1]).toEqual({ pid: 'ps', type: TransactionType.POACHED, value: 6 });
    const practice = planClaimAward(ctx([], { fa: onWaivers }), { pid: 'fa', type: WaiverType.FREE_AGENCY_PRACTICE, release: [], value: 0 });
    expect(practice.ok && practice.changes[0]).toMatchObject({ slot: RosterSlot.PS, value: 0 });
  });
});

describe('claim menu (§2 free agent and other teams)', () => {
  const flagsFor = (tid: number, slot: number, transactions: Transaction[] = []) =>
    getPlayerFlags({ pos: 'WR', tid, slot, transactions }, { league, now: NOW, userTid: 1 });
  const menu = (input: Parameters<typeof getClaimMenu>[0]) => getClaimMenu(input).map((i) => `${i.label}${i.disabled ? ' (disabled)' : ''}`);
  const none = { pendingWaiver: false, pendingPoach: false, rfaBid: false };
  test('a free agent is signed, or claimed while on waivers; a pending claim is updated or cancelled', () => {
    expect(menu({ flags: flagsFor(0, 0), ...none })).toEqual(['Sign to Practice Squad', 'Sign to Active Roster']);
    const waived = flagsFor(0, 0, [released('fa', NOW - HOUR)]);
    expect(menu({ flags: waived, ...none })).toEqual(['Submit Practice Squad Waiver Claim', 'Submit Active Roster Waiver Claim']);
    expect(menu({ flags: waived, ...none, pendingWaiver: true })).toEqual(['Update Claim', 'Cancel Claim']);
  });
  test('another team\'s practice squad player: poaching waiver claim, poaching claim (disabled until eligible), Update Poach', () => {
    expect(menu({ flags: flagsFor(2, RosterSlot.PS, [deactivated('x', NOW - 2 * HOUR)]), slot: RosterSlot.PS, ...none })).toEqual(['Submit Poaching Waiver Claim']);
    expect(menu({ flags: flagsFor(2, RosterSlot.PS, [deactivated('x', NOW - 50 * HOUR)]), slot: RosterSlot.PS, ...none })).toEqual(['Submit Poaching Claim']);
    expect(menu({ flags: flagsFor(2, RosterSlot.PS, [deactivated('x', NOW - 50 * HOUR)]), slot: RosterSlot.PS, ...none, pendingPoach: true })).toEqual(['Update Poach']);
    const claimed = { ...flagsFor(2, RosterSlot.PS, [deactivated('x', NOW - 50 * HOUR)]) };
    claimed.eligible = { ...claimed.eligible, poach: false };
    expect(menu({ flags: claimed, slot: RosterSlot.PS, ...none })).toEqual(['Submit Poaching Claim (disabled)']);
    expect(menu({ flags: flagsFor(2, RosterSlot.PSP), slot: RosterSlot.PSP, ...none })).toEqual([]);
    expect(menu({ flags: flagsFor(2, RosterSlot.BENCH), slot: RosterSlot.BENCH, ...none })).toEqual([]);
  });
  test('Select For Nomination leads a free agent\'s menu only when the user may nominate', () => {
    expect(menu({ flags: flagsFor(0, 0), ...none, mayNominate: true })[0]).toBe('Select For Nomination');
    expect(menu({ flags: flagsFor(0, 0), ...none, mayNominate: false })).not.toContain('Select For Nomination');
    expect(menu({ flags: flagsFor(2, RosterSlot.BENCH), slot: RosterSlot.BENCH, ...none, mayNominate: true })).not.toContain('Select For Nomination');
  });
  test('restricted free agency bids: place, or update and remove', () => {
    const flags = flagsFor(2, RosterSlot.BENCH);
    flags.eligible = { ...flags.eligible, restrictedFreeAgencyBid: true };
    expect(menu({ flags, slot: RosterSlot.BENCH, ...none })).toEqual(['Place Restricted Free Agency Bid']);
    expect(menu({ flags, slot: RosterSlot.BENCH, ...none, rfaBid: true })).toEqual(['Update Restricted Free Agency Bid', 'Remove Restricted Free Agency Bid']);
  });
});

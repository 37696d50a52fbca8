import { DEFAULT_LEAGUE } from '../constants/default-league';
import { PlayerTag } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { POACH_NO_SPACE_MESSAGE } from '../roster/messages';
import { createRoster } from '../roster/roster';
import { canCancelPoach, checkPoachSpace, isPoachDue } from './poach';
import {
  getOriginalTeamEffectiveBid,
  getRestrictedFreeAgencyBidWarning,
  getRestrictedFreeAgencyMaxBid,
  isValidRestrictedFreeAgencyBid,
  decideRestrictedFreeAgency,
  planRestrictedFreeAgencyReleases,
  resolveRestrictedFreeAgency,
  RFA_OUTBID,
} from './restricted-free-agency';

const tiny: League = {
  ...DEFAULT_LEAGUE, sqb: 0, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0, bench: 2, cap: 50,
};
const p = (pid: string, slot: number, value: number, extra: Partial<RosterPlayer> = {}): RosterPlayer => ({
  pid, pos: 'WR', slot, value, tid: 1, ...extra,
});

describe('poach space (§5)', () => {
  it('needs an active spot and cap for value + 2; releases count only if active', () => {
    const roster = createRoster(tiny, [p('a', RosterSlot.BENCH, 20), p('ps', RosterSlot.PS, 3)]);
    expect(checkPoachSpace(roster, { value: 28 })).toEqual({ ok: true });
    expect(checkPoachSpace(roster, { value: 29 })).toEqual({ ok: false, field: 'release', message: POACH_NO_SPACE_MESSAGE });
    expect(checkPoachSpace(roster, { value: 29, release: ['a'] })).toEqual({ ok: true });
    const full = createRoster(tiny, [p('a', RosterSlot.BENCH, 1), p('b', RosterSlot.BENCH, 1), p('ps', RosterSlot.PS, 1)]);
    expect(checkPoachSpace(full, { value: 1 }).ok).toBe(false);
    expect(checkPoachSpace(full, { value: 1, release: ['ps', 'missing'] }).ok).toBe(false);
    expect(checkPoachSpace(full, { value: 1, release: ['b'] }).ok).toBe(true);
  });
  it('is due at its clearing time unless processed', () => {
    const submitted = Date.UTC(2026, 5, 10, 16) / 1000; // offseason: 48 hours
    expect(isPoachDue({ submitted }, submitted + 172799)).toBe(false);
    expect(isPoachDue({ submitted }, submitted + 172800)).toBe(true);
    expect(isPoachDue({ submitted, processed: submitted + 5 }, submitted + 172800)).toBe(false);
  });
  it('only an unprocessed poaching waiver claim can be cancelled', () => {
    expect(canCancelPoach({ isWaiverClaim: true })).toBe(true);
    expect(canCancelPoach({ isWaiverClaim: true, processed: 123 })).toBe(false);
    expect(canCancelPoach({ isWaiverClaim: false })).toBe(false);
  });
});

describe('restricted free agency', () => {
  const roster = createRoster(tiny, [
    p('cut', RosterSlot.BENCH, 5),
    p('rel', RosterSlot.BENCH, 7),
    p('own', RosterSlot.PS, 4, { tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid: 9 }),
    p('own2', RosterSlot.PS, 6, { tag: PlayerTag.RESTRICTED_FREE_AGENCY }),
  ]);
  it('max bid = available cap + cutlist + releases not on cutlist + own player unless cut', () => {
    expect(roster.availableCap).toBe(38);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'x' })).toBe(38);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'x', cutlist: ['cut'] })).toBe(43);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'x', cutlist: ['cut'], release: ['cut', 'rel', 'rel'] })).toBe(50);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'own' })).toBe(47);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'own2' })).toBe(44);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'own', cutlist: ['own'] })).toBe(38 + 9);
    expect(getRestrictedFreeAgencyMaxBid(roster, { pid: 'x', cutlist: ['nobody'], release: ['nobody2'] })).toBe(38);
  });
  it('validates bids and warns above the max', () => {
    expect(isValidRestrictedFreeAgencyBid(0)).toBe(true);
    expect(isValidRestrictedFreeAgencyBid(-1)).toBe(false);
    expect(isValidRestrictedFreeAgencyBid(1.5)).toBe(false);
    expect(isValidRestrictedFreeAgencyBid('2')).toBe(false);
    expect(getRestrictedFreeAgencyBidWarning(10, 10)).toBeNull();
    expect(getRestrictedFreeAgencyBidWarning(11, 10)).toBe(
      '⚠️ WARNING: Your bid of $11 exceeds the maximum available bid of $10. You may not have sufficient salary cap space to successfully process this transaction.',
    );
  });
  it('original team effective bid is max(bid × 1.2, bid + 2) rounded', () => {
    expect(getOriginalTeamEffectiveBid(0)).toBe(2);
    expect(getOriginalTeamEffectiveBid(5)).toBe(7);
    expect(getOriginalTeamEffectiveBid(10)).toBe(12);
    expect(getOriginalTeamEffectiveBid(13)).toBe(16); // 15.6
    expect(getOriginalTeamEffectiveBid(50)).toBe(60);
  });
  it('resolves: original team keeps at its raw bid when its effective bid is best', () => {
    expect(resolveRestrictedFreeAgency(1, [])).toBeNull();
    expect(resolveRestrictedFreeAgency(1, [{ tid: 1, bid: 10 }])).toEqual({ tid: 1, value: 10, retained: true, compensation: false });
    expect(resolveRestrictedFreeAgency(1, [{ tid: 1, bid: 10 }, { tid: 2, bid: 12 }])).toEqual({ tid: 1, value: 10, retained: true, compensation: false });
    expect(resolveRestrictedFreeAgency(1, [{ tid: 1, bid: 10 }, { tid: 2, bid: 13 }])).toEqual({ tid: 2, value: 13, retained: false, compensation: true });
    expect(resolveRestrictedFreeAgency(1, [{ tid: 2, bid: 4 }])).toEqual({ tid: 2, value: 4, retained: false, compensation: true });
    expect(resolveRestrictedFreeAgency(1, [{ tid: 3, bid: 20, waiver_order: 5 }, { tid: 2, bid: 20, waiver_order: 2 }])?.tid).toBe(2);
    expect(resolveRestrictedFreeAgency(1, [{ tid: 3, bid: 20, submitted: 5 }, { tid: 2, bid: 20, submitted: 9 }])?.tid).toBe(3);
    expect(resolveRestrictedFreeAgency(1, [{ tid: 3, bid: 20 }, { tid: 2, bid: 20 }])?.tid).toBe(3);
  });
});

describe('RFA processing', () => {
  it('releases the bid\'s conditional releases, then cutlist players in order while needed', () => {
    const roster = createRoster(tiny, [p('a', RosterSlot.BENCH, 20), p('b', RosterSlot.BENCH, 20)]);
    expect(planRestrictedFreeAgencyReleases(roster, { pos: 'WR', salary: 10, release: ['a'] })).toEqual(['a']);
    expect(planRestrictedFreeAgencyReleases(roster, { pos: 'WR', salary: 10, cutlist: ['b', 'a'] })).toEqual(['b']);
    expect(planRestrictedFreeAgencyReleases(roster, { pos: 'WR', salary: 45, cutlist: ['b', 'a'] })).toEqual(['b', 'a']);
    expect(planRestrictedFreeAgencyReleases(roster, { pos: 'WR', salary: 51, cutlist: ['b', 'a'] })).toBeNull();
    const room = createRoster(tiny, [p('a', RosterSlot.BENCH, 20)]);
    expect(planRestrictedFreeAgencyReleases(room, { pos: 'WR', salary: 30, cutlist: ['a'] })).toEqual([]);
  });
  it('a winner who cannot fit the player fails, and the decision is made again without him', () => {
    const bids = [{ tid: 1, bid: 10 }, { tid: 2, bid: 20, waiver_order: 2 }, { tid: 3, bid: 15, waiver_order: 1 }];
    const broke = decideRestrictedFreeAgency(1, bids, (b) => (b.tid === 2 ? 'not enough cap' : null));
    expect(broke.outcome).toEqual({ tid: 3, value: 15, retained: false, compensation: true });
    expect(broke.failures).toEqual([{ tid: 2, reason: 'not enough cap' }, { tid: 1, reason: RFA_OUTBID }]);
    // max(10 × 1.2, 10 + 2) = 12 does not match 15; 13 × 1.2 = 15.6 -> 16 does
    expect(decideRestrictedFreeAgency(1, [{ tid: 1, bid: 13 }, { tid: 3, bid: 15 }], () => null).outcome).toMatchObject({ tid: 1, value: 13, retained: true });
    expect(decideRestrictedFreeAgency(1, [], () => null)).toEqual({ outcome: null, failures: [] });
  });
});

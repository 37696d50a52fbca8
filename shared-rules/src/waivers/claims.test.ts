import fc from 'fast-check';
import { WaiverType } from '../constants/codes';
import {
  compareWaiverClaims,
  getMaxWaiverBid,
  processWaiverClaims,
  sortActiveClaims,
  sortWaiverClaims,
  validateWaiverClaim,
  WaiverFailureReason,
  type WaiverClaim,
} from './claims';

const claim = (uid: number, tid: number, pid: string, bid: number | null, extra: Partial<WaiverClaim> = {}): WaiverClaim => ({
  uid, tid, pid, bid, type: WaiverType.FREE_AGENCY, ...extra,
});
const teams = [1, 2, 3].map((uid) => ({ uid, waiver_order: uid, faab: 100 }));

describe('claim order', () => {
  const order = new Map([[1, 1], [2, 2], [3, 3]]);
  it('highest bid, then waiver order, then priority list, then submission', () => {
    const claims = [
      claim(1, 3, 'a', 10),
      claim(2, 2, 'a', 10),
      claim(3, 1, 'b', 5, { po: 2 }),
      claim(4, 1, 'c', 5, { po: 1 }),
      claim(5, 2, 'd', 20),
      claim(6, 3, 'e', 10, { submitted: 5 }),
      claim(7, 3, 'f', 10, { submitted: 4 }),
    ];
    expect(sortWaiverClaims(claims, order).map((c) => c.uid)).toEqual([5, 2, 1, 7, 6, 4, 3]);
    expect(compareWaiverClaims(claim(1, 9, 'a', 1), claim(2, 1, 'a', 1), order)).toBeGreaterThan(0);
    expect(compareWaiverClaims(claim(1, 1, 'a', null), claim(2, 1, 'a', null), order)).toBeLessThan(0);
  });
  it('lists active claims by bid then list position', () => {
    const sorted = sortActiveClaims([claim(1, 1, 'a', 5, { po: 2 }), claim(2, 1, 'b', 5, { po: 1 }), claim(3, 1, 'c', 9), claim(4, 1, 'd', 5)]);
    expect(sorted.map((c) => c.uid)).toEqual([3, 2, 1, 4]);
  });
});

describe('processWaiverClaims', () => {
  it('awards the best claim, fails the rest, and sends the tie winner to the end of the order', () => {
    const { results, waiverOrder, faab } = processWaiverClaims({
      claims: [claim(1, 3, 'a', 10), claim(2, 2, 'a', 10), claim(3, 1, 'a', 8), claim(4, 1, 'b', 3)],
      teams,
      spendFaab: true,
    });
    expect(results.map((r) => [r.claim.uid, r.succ, r.reason])).toEqual([
      [2, true, null],
      [1, false, WaiverFailureReason.ALREADY_CLAIMED],
      [3, false, WaiverFailureReason.ALREADY_CLAIMED],
      [4, true, null],
    ]);
    expect([...waiverOrder.entries()]).toEqual([[1, 1], [3, 2], [2, 3]]);
    expect(faab.get(2)).toBe(90);
    expect(faab.get(1)).toBe(97);
  });
  it('keeps the order when the winner did not win a tie; no FAAB outside the regular season', () => {
    const { waiverOrder, faab } = processWaiverClaims({ claims: [claim(1, 1, 'a', 10), claim(2, 2, 'a', 5)], teams, spendFaab: false });
    expect([...waiverOrder.values()]).toEqual([1, 2, 3]);
    expect(faab.get(1)).toBe(100);
  });
  it('outside the regular season the bid is salary, not FAAB: a bid above FAAB is left to the caller\'s cap check', () => {
    const poor = [{ uid: 1, waiver_order: 1, faab: 5 }];
    const { results, faab } = processWaiverClaims({ claims: [claim(1, 1, 'a', 30)], teams: poor, spendFaab: false });
    expect(results[0]).toMatchObject({ succ: true });
    expect(faab.get(1)).toBe(5);
    const capped = processWaiverClaims({ claims: [claim(1, 1, 'a', 30)], teams: poor, spendFaab: false, check: () => 'roster has no room' });
    expect(capped.results[0]).toMatchObject({ succ: false, reason: 'roster has no room' });
  });
  it('fails over-budget claims and claims the caller refuses, so the next claim wins', () => {
    const poor = [{ uid: 1, waiver_order: 1, faab: 5 }, { uid: 2, waiver_order: 2, faab: 100 }];
    const { results } = processWaiverClaims({
      claims: [claim(1, 1, 'a', 10), claim(2, 2, 'a', 4), claim(3, 2, 'b', 1)],
      teams: poor,
      spendFaab: true,
      check: (c) => (c.pid === 'b' ? 'no roster space' : null),
    });
    expect(results.map((r) => [r.claim.uid, r.succ, r.reason])).toEqual([
      [1, false, WaiverFailureReason.OVER_BUDGET],
      [2, true, null],
      [3, false, 'no roster space'],
    ]);
    expect(processWaiverClaims({ claims: [claim(1, 9, 'x', 1)], teams: poor, spendFaab: true }).results[0].succ).toBe(false);
  });
  it('practice squad waivers: no bid, waiver order decides, the winner goes to the end', () => {
    const ps = (uid: number, tid: number, pid: string) => claim(uid, tid, pid, null, { type: WaiverType.FREE_AGENCY_PRACTICE });
    const { results, waiverOrder } = processWaiverClaims({ claims: [ps(1, 2, 'a'), ps(2, 1, 'b'), ps(3, 3, 'c')], teams, spendFaab: true });
    expect(results.map((r) => r.claim.uid)).toEqual([2, 1, 3]);
    expect(results.every((r) => r.succ)).toBe(true);
    expect([...waiverOrder.entries()].sort((a, b) => a[1] - b[1]).map(([tid]) => tid)).toEqual([1, 2, 3]);
  });
  it('never awards a player twice, never overspends, and keeps the order a permutation (property)', () => {
    const arb = fc.array(
      fc.record({ tid: fc.integer({ min: 1, max: 3 }), pid: fc.constantFrom('a', 'b', 'c'), bid: fc.integer({ min: 0, max: 120 }), po: fc.integer({ min: 0, max: 5 }) }),
      { maxLength: 25 },
    );
    fc.assert(fc.property(arb, (rows) => {
      const claims = rows.map((r, i) => claim(i + 1, r.tid, r.pid, r.bid, { po: r.po }));
      const { results, waiverOrder, faab } = processWaiverClaims({ claims, teams, spendFaab: true });
      expect(results).toHaveLength(claims.length);
      const won = results.filter((r) => r.succ).map((r) => r.claim.pid);
      expect(new Set(won).size).toBe(won.length);
      for (const v of faab.values()) expect(v).toBeGreaterThanOrEqual(0);
      expect([...waiverOrder.values()].sort()).toEqual([1, 2, 3]);
      for (const r of results.filter((x) => x.succ)) {
        const better = claims.filter((c) => c.pid === r.claim.pid && (c.bid ?? 0) > (r.claim.bid ?? 0));
        for (const b of better) expect(results.find((x) => x.claim === b)?.reason).toBe(WaiverFailureReason.OVER_BUDGET);
      }
    }), { numRuns: 200 });
  });
});

describe('waiver bid validation (§5)', () => {
  it('shows faab in the regular season, else available cap', () => {
    expect(getMaxWaiverBid({ isRegularSeason: true, faab: 80, availableCap: 30 })).toBe(80);
    expect(getMaxWaiverBid({ isRegularSeason: false, faab: 80, availableCap: 30 })).toBe(30);
  });
  it('requires a type, an integer bid between 0 and the max, and a release without space', () => {
    const base = { type: WaiverType.FREE_AGENCY, bid: 5, faab: 10, hasRosterSpace: true };
    expect(validateWaiverClaim(base)).toEqual({ ok: true });
    expect(validateWaiverClaim({ ...base, bid: 0 })).toEqual({ ok: true });
    expect(validateWaiverClaim({ ...base, bid: 10 })).toEqual({ ok: true });
    expect(validateWaiverClaim({ ...base, type: null })).toMatchObject({ ok: false, field: 'type' });
    expect(validateWaiverClaim({ ...base, type: 9 })).toMatchObject({ ok: false, field: 'type' });
    for (const bid of [11, -1, 2.5]) {
      expect(validateWaiverClaim({ ...base, bid })).toEqual({ ok: false, field: 'bid', message: 'missing or invalid bid amount' });
    }
    expect(validateWaiverClaim({ ...base, type: WaiverType.FREE_AGENCY_PRACTICE, bid: 3 })).toMatchObject({ ok: false, field: 'bid' });
    expect(validateWaiverClaim({ ...base, type: WaiverType.FREE_AGENCY_PRACTICE, bid: null })).toEqual({ ok: true });
    expect(validateWaiverClaim({ ...base, bid: 8, maxBid: 7 })).toMatchObject({ ok: false, field: 'bid' }); // offseason: cap shown
    expect(validateWaiverClaim({ ...base, bid: 8, maxBid: 30 })).toEqual({ ok: true });
    // outside the regular season the bid is salary: the available cap, not FAAB, bounds it
    expect(validateWaiverClaim({ ...base, bid: 12, maxBid: 30 })).toEqual({ ok: true });
    expect(validateWaiverClaim({ ...base, bid: 31, maxBid: 30 })).toMatchObject({ ok: false, field: 'bid' });
    expect(validateWaiverClaim({ ...base, hasRosterSpace: false })).toMatchObject({ ok: false, field: 'release' });
    expect(validateWaiverClaim({ ...base, hasRosterSpace: false, release: ['x'] })).toEqual({ ok: true });
  });
});

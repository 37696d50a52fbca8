import fc from 'fast-check';
import { POSITION_MAX_FIELD } from '../constants/codes';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { TRADE_VETO_WINDOW_SECONDS } from '../constants/season-constants';
import { isActiveSlot, RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { checkTrade, isInVetoWindow, isPastTradeDeadline, rosterAfterTrade, type TradeCheckInput } from './check';

const NOW = 1_790_000_000;
const league: League = { ...DEFAULT_LEAGUE, sqb: 1, srb: 1, swr: 1, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0, bench: 2, cap: 100, mk: 1 };
const row = (pid: string, pos: string, value: number, slot: number = RosterSlot.BENCH): RosterPlayer => ({ pid, pos, value, slot });
const none = { proposingTeamPlayers: [], acceptingTeamPlayers: [], proposingTeamPicks: [], acceptingTeamPicks: [], proposingTeamReleasePlayers: [], acceptingTeamReleasePlayers: [] };

function input(over: Omit<Partial<TradeCheckInput>, 'trade'> & { trade?: Partial<TradeCheckInput['trade']> } = {}): TradeCheckInput {
  return {
    league, now: NOW,
    proposingRoster: [row('p-qb', 'QB', 30, RosterSlot.QB), row('p-rb', 'RB', 20, RosterSlot.RB), row('p-wr', 'WR', 10)],
    acceptingRoster: [row('a-qb', 'QB', 40, RosterSlot.QB), row('a-rb', 'RB', 5), row('a-k', 'K', 1)],
    picks: [{ uid: 1, tid: 1, pid: null }, { uid: 2, tid: 2, pid: null }, { uid: 3, tid: 1, pid: 'USED-PICK' }],
    poachClaimed: new Set(),
    ...over,
    trade: { ...none, propose_tid: 1, accept_tid: 2, ...over.trade },
  };
}

describe('trade check (spec §4, §5)', () => {
  it('accepts a legal player-for-player and pick trade', () => {
    expect(checkTrade(input({ trade: { proposingTeamPlayers: ['p-wr'], acceptingTeamPlayers: ['a-rb'], proposingTeamPicks: [1], acceptingTeamPicks: [2] } }))).toEqual({ ok: true });
  });
  it('refuses past the trade deadline, and only from it on', () => {
    expect(isPastTradeDeadline({ tddate: NOW }, NOW)).toBe(true);
    expect(isPastTradeDeadline({ tddate: NOW + 1 }, NOW)).toBe(false);
    expect(isPastTradeDeadline({ tddate: null }, NOW)).toBe(false);
    expect(checkTrade(input({ league: { ...league, tddate: NOW - 1 }, trade: { proposingTeamPicks: [1] } }))).toMatchObject({ code: 'TRADE_DEADLINE_PASSED' });
  });
  it('refuses players not on the giving roster, poach-claimed players, bad releases and picks', () => {
    expect(checkTrade(input({ trade: { proposingTeamPlayers: ['a-rb'] } }))).toMatchObject({ code: 'INELIGIBLE_PLAYER_NOT_ON_ROSTER' });
    expect(checkTrade(input({ poachClaimed: new Set(['p-wr']), trade: { proposingTeamPlayers: ['p-wr'] } }))).toMatchObject({ code: 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM' });
    expect(checkTrade(input({ trade: { proposingTeamPlayers: ['p-wr'], proposingTeamReleasePlayers: ['p-wr'] } }))).toMatchObject({ code: 'INELIGIBLE_RELEASE_PLAYER' });
    expect(checkTrade(input({ trade: { acceptingTeamReleasePlayers: ['p-rb'] } }))).toMatchObject({ code: 'INELIGIBLE_RELEASE_PLAYER' });
    expect(checkTrade(input({ trade: { proposingTeamPicks: [2] } }))).toMatchObject({ code: 'INELIGIBLE_DRAFT_PICK' });
    expect(checkTrade(input({ trade: { proposingTeamPicks: [3] } }))).toMatchObject({ code: 'INELIGIBLE_DRAFT_PICK' });
    expect(checkTrade(input({ trade: { proposingTeamPicks: [99] } }))).toMatchObject({ code: 'INELIGIBLE_DRAFT_PICK' });
  });
  it('needs roster space on the side that receives more players, unless it releases', () => {
    // the accepting roster (limit 5) holds 3: a 3-for-0 leaves it one short
    const threeForNone = { proposingTeamPlayers: ['p-qb', 'p-rb', 'p-wr'] };
    expect(checkTrade(input({ trade: threeForNone }))).toMatchObject({ code: 'OVER_ROSTER_SPACE', message: expect.stringContaining('accepting') });
    expect(checkTrade(input({ trade: { ...threeForNone, acceptingTeamReleasePlayers: ['a-k'] } }))).toMatchObject({ code: 'OVER_CAP_SPACE' });
    expect(checkTrade(input({ acceptingRoster: [row('a-k', 'K', 1)], trade: threeForNone }))).toEqual({ ok: true });
  });
  it('keeps position maximums', () => {
    const kicker = input({ proposingRoster: [row('p-k', 'K', 1)], trade: { proposingTeamPlayers: ['p-k'] } });
    expect(checkTrade(kicker)).toMatchObject({ code: 'OVER_ROSTER_SPACE' });
    expect(checkTrade({ ...kicker, trade: { ...kicker.trade, acceptingTeamReleasePlayers: ['a-k'] } })).toEqual({ ok: true });
  });
  it('refuses a trade that puts a team over the cap, but lets a team over the cap shed salary', () => {
    const rich = [row('a-qb', 'QB', 90, RosterSlot.QB)];
    expect(checkTrade(input({ acceptingRoster: rich, trade: { proposingTeamPlayers: ['p-qb'] } }))).toMatchObject({ code: 'OVER_CAP_SPACE' });
    const overCap = [row('a-qb', 'QB', 90, RosterSlot.QB), row('a-rb', 'RB', 20)];
    expect(checkTrade(input({ acceptingRoster: overCap, trade: { acceptingTeamPlayers: ['a-rb'], proposingTeamPlayers: ['p-wr'] } }))).toEqual({ ok: true });
    expect(checkTrade(input({ acceptingRoster: overCap, trade: { acceptingTeamPlayers: ['a-rb'], proposingTeamPlayers: ['p-qb'] } }))).toMatchObject({ code: 'OVER_CAP_SPACE' });
  });
  it('opens the veto window at acceptance for 48 hours', () => {
    expect(TRADE_VETO_WINDOW_SECONDS).toBe(48 * 3600);
    const t = { propose_tid: 1, accept_tid: 2, accepted: NOW };
    expect(isInVetoWindow(t, NOW + TRADE_VETO_WINDOW_SECONDS - 1)).toBe(true);
    expect(isInVetoWindow(t, NOW + TRADE_VETO_WINDOW_SECONDS)).toBe(false);
    expect(isInVetoWindow({ ...t, vetoed: NOW + 1 }, NOW + 2)).toBe(false);
    expect(isInVetoWindow({ propose_tid: 1, accept_tid: 2 }, NOW)).toBe(false);
  });
});

/** An independent statement of a legal roster: active size, position maximums (active + signed PS). */
function legal(l: League, rows: readonly RosterPlayer[]): boolean {
  const limit = l.sqb + l.srb + l.swr + l.ste + l.srbwr + l.srbwrte + l.sqbrbwrte + l.swrte + l.sdst + l.sk + l.bench;
  if (rows.filter((r) => isActiveSlot(r.slot)).length > limit) return false;
  for (const [pos, field] of Object.entries(POSITION_MAX_FIELD)) {
    const max = l[field];
    const count = rows.filter((r) => r.pos === pos && (isActiveSlot(r.slot) || r.slot === RosterSlot.PS)).length;
    if (max && count > max) return false;
  }
  return true;
}
const salary = (rows: readonly RosterPlayer[]) => rows.filter((r) => isActiveSlot(r.slot)).reduce((s, r) => s + r.value, 0);

describe('trade check properties', () => {
  const POS = ['QB', 'RB', 'WR', 'TE', 'K'];
  const rosterArb = (prefix: string) =>
    fc.array(fc.record({ pos: fc.constantFrom(...POS), value: fc.integer({ min: 0, max: 40 }), slot: fc.constantFrom(RosterSlot.BENCH, RosterSlot.PS, RosterSlot.IR) }), { maxLength: 7 })
      .map((list) => list.map((p, i) => ({ ...p, pid: `${prefix}${i}` })));
  const pick = <T>(items: readonly T[]) => fc.subarray([...items], { maxLength: 3 });

  it('after any accepted trade both rosters are legal and within the cap (or no costlier than before)', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        rosterArb('p'), rosterArb('a'), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 60, max: 150 }), fc.nat(),
        (p, a, bench, cap, seed) => {
          const l: League = { ...league, bench, cap, mk: 1, mqb: 2 };
          // start from legal rosters only: the rule keeps legality, it does not repair it
          if (!legal(l, p) || !legal(l, a)) return;
          const choose = (rows: RosterPlayer[], k: number) => rows.filter((_, i) => ((seed >> (i + k)) & 1) === 1).map((r) => r.pid);
          const proposingTeamPlayers = choose(p, 0);
          const acceptingTeamPlayers = choose(a, 3);
          const proposingTeamReleasePlayers = p.map((r) => r.pid).filter((pid, i) => !proposingTeamPlayers.includes(pid) && ((seed >> (i + 7)) & 1));
          const acceptingTeamReleasePlayers = a.map((r) => r.pid).filter((pid, i) => !acceptingTeamPlayers.includes(pid) && ((seed >> (i + 11)) & 1));
          const trade = { ...none, propose_tid: 1, accept_tid: 2, proposingTeamPlayers, acceptingTeamPlayers, proposingTeamReleasePlayers, acceptingTeamReleasePlayers };
          const decision = checkTrade({ league: l, now: NOW, trade, proposingRoster: p, acceptingRoster: a, picks: [], poachClaimed: new Set() });
          if (!decision.ok) {
            refused += 1;
            return;
          }
          accepted += 1;
          const pAfter = rosterAfterTrade(p, { outgoing: proposingTeamPlayers, release: proposingTeamReleasePlayers, incoming: a.filter((r) => acceptingTeamPlayers.includes(r.pid)) });
          const aAfter = rosterAfterTrade(a, { outgoing: acceptingTeamPlayers, release: acceptingTeamReleasePlayers, incoming: p.filter((r) => proposingTeamPlayers.includes(r.pid)) });
          expect(legal(l, pAfter)).toBe(true);
          expect(legal(l, aAfter)).toBe(true);
          expect(salary(pAfter) <= cap || salary(pAfter) <= salary(p)).toBe(true);
          expect(salary(aAfter) <= cap || salary(aAfter) <= salary(a)).toBe(true);
          // players only change hands: nobody is duplicated or lost besides the releases
          expect(new Set([...pAfter, ...aAfter].map((r) => r.pid)).size).toBe(pAfter.length + aAfter.length);
          expect(pAfter.length + aAfter.length).toBe(p.length + a.length - proposingTeamReleasePlayers.length - acceptingTeamReleasePlayers.length);
        },
      ),
      { numRuns: 400, seed: 11 },
    );
    // the property is not vacuous: the generator reaches both outcomes often
    expect(accepted).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(40);
  });
  it('a refusal always names a §8-style code and message', () => {
    fc.assert(
      fc.property(rosterArb('p'), rosterArb('a'), pick(['p0', 'p1', 'a0', 'zz']), (p, a, pids) => {
        const decision = checkTrade({ league, now: NOW, trade: { ...none, propose_tid: 1, accept_tid: 2, proposingTeamPlayers: pids }, proposingRoster: p, acceptingRoster: a, picks: [], poachClaimed: new Set() });
        if (!decision.ok) expect(decision.message.length).toBeGreaterThan(10);
        if (pids.some((x) => !p.some((r) => r.pid === x))) expect(decision).toMatchObject({ ok: false });
      }),
      { numRuns: 200, seed: 5 },
    );
  });
});

import fc from 'fast-check';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { PlayerTag } from '../constants/codes';
import { isActiveSlot, RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { createRoster, getRosterLimit, PLAYER_NOT_ELIGIBLE_ERROR, ROSTER_FULL_ERROR } from './roster';
import { getStarterSlotsForPosition, isPositionEligibleForSlot } from './slot-eligibility';

const league: League = { ...DEFAULT_LEAGUE, mqb: 0 };
const p = (pid: string, pos: string, slot: number, value = 1, extra: Partial<RosterPlayer> = {}): RosterPlayer => ({
  pid, pos, slot, value, tid: 1, ...extra,
});

describe('position eligibility for slots (§5)', () => {
  it('matches the spec list exactly', () => {
    const S = RosterSlot;
    const table: Record<string, number[]> = {
      QB: [S.QB, S.QBRBWRTE],
      RB: [S.RB, S.RBWR, S.RBWRTE, S.QBRBWRTE],
      WR: [S.WR, S.RBWR, S.RBWRTE, S.WRTE, S.QBRBWRTE],
      TE: [S.TE, S.RBWRTE, S.WRTE, S.QBRBWRTE],
      K: [S.K],
      DST: [S.DST],
    };
    for (const [pos, slots] of Object.entries(table)) {
      for (let slot = 1; slot <= 10; slot++) {
        expect(isPositionEligibleForSlot(pos, slot)).toBe(slots.includes(slot));
      }
      for (let slot = 11; slot <= 18; slot++) expect(isPositionEligibleForSlot(pos, slot)).toBe(true);
      expect(getStarterSlotsForPosition(pos)).toEqual(slots);
    }
    expect(isPositionEligibleForSlot('LB', RosterSlot.QB)).toBe(false);
    expect(isPositionEligibleForSlot('QB', 19)).toBe(false);
    expect(getStarterSlotsForPosition('LB')).toEqual([]);
  });
});

describe('Roster', () => {
  it('computes limit, space and cap', () => {
    expect(getRosterLimit(league)).toBe(17);
    const roster = createRoster(league, [
      p('a', 'QB', RosterSlot.QB, 50),
      p('b', 'RB', RosterSlot.BENCH, 20),
      p('c', 'WR', RosterSlot.PS, 5),
      p('d', 'TE', RosterSlot.IR, 7),
    ]);
    expect(roster.tid).toBe(1);
    expect(roster.limit).toBe(17);
    expect(roster.activeSize).toBe(2);
    expect(roster.availableSpace).toBe(15);
    expect(roster.availableCap).toBe(130);
    expect(roster.availablePracticeSpace).toBe(3);
    expect(roster.availableReserveSpace).toBe(2);
    expect(roster.isFull).toBe(false);
    expect(roster.starters.map((x) => x.pid)).toEqual(['a']);
    expect(roster.active.map((x) => x.pid)).toEqual(['a', 'b']);
    expect(roster.bench.map((x) => x.pid)).toEqual(['b']);
    expect(roster.practice.map((x) => x.pid)).toEqual(['c']);
    expect(roster.practiceSigned.map((x) => x.pid)).toEqual(['c']);
    expect(roster.practiceDrafted).toEqual([]);
    expect(roster.reserve.map((x) => x.pid)).toEqual(['d']);
    expect(roster.isStarter('a')).toBe(true);
    expect(roster.isStarter('b')).toBe(false);
    expect(roster.isStarter('zz')).toBe(false);
    expect(roster.has('a')).toBe(true);
    expect(roster.get('a')?.salary).toBe(50);
    expect(roster.getCountBySlot(RosterSlot.QB)).toBe(1);
    expect(roster.getCountBySlot(99)).toBe(0);
    expect(roster.getCountByTag(PlayerTag.REGULAR)).toBe(4);
    expect(roster.getCountByTag(9)).toBe(0);
    expect(roster.getPlayersByTag(PlayerTag.REGULAR)).toHaveLength(4);
  });

  it('charges the RFA bid ($0 included) and extension salaries when asked', () => {
    const players = [
      p('r', 'RB', RosterSlot.BENCH, 10, { tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid: 0 }),
      p('s', 'WR', RosterSlot.BENCH, 10, { tag: PlayerTag.RESTRICTED_FREE_AGENCY }),
      p('t', 'WR', RosterSlot.BENCH, 10, { extensions: 1 }),
    ];
    expect(createRoster(league, players).availableCap).toBe(200 - 0 - 10 - 10);
    const extended = createRoster(league, players, { useExtendedSalaries: true, tid: 1 });
    expect(extended.get('t')?.salary).toBe(20);
    expect(extended.availableCap).toBe(200 - 0 - 10 - 20);
  });

  it('throws Roster is full and Player is not eligible exactly', () => {
    const small: League = { ...league, sqb: 1, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0, bench: 1 };
    const roster = createRoster(small, [p('a', 'QB', RosterSlot.QB)]);
    expect(() => roster.addPlayer(p('b', 'RB', RosterSlot.QB))).toThrow(PLAYER_NOT_ELIGIBLE_ERROR);
    roster.addPlayer(p('b', 'RB', RosterSlot.BENCH));
    expect(roster.isFull).toBe(true);
    expect(() => roster.addPlayer(p('c', 'RB', RosterSlot.BENCH))).toThrow('Roster is full');
    expect(ROSTER_FULL_ERROR).toBe('Roster is full');
    expect(PLAYER_NOT_ELIGIBLE_ERROR).toBe('Player is not eligible');
    expect(() => roster.addPlayer(p('a', 'QB', RosterSlot.IR))).toThrow(PLAYER_NOT_ELIGIBLE_ERROR);
    expect(() => roster.addPlayer(p('z', 'QB', 42))).toThrow(PLAYER_NOT_ELIGIBLE_ERROR);
    // long-term IR, COV and drafted practice squad are always allowed
    roster.addPlayer(p('c', 'RB', RosterSlot.IR_LONG_TERM));
    roster.addPlayer(p('d', 'RB', RosterSlot.COV));
    roster.addPlayer(p('e', 'RB', RosterSlot.PSD));
    roster.addPlayer(p('f', 'RB', RosterSlot.PSDP));
    expect(roster.practiceDrafted).toHaveLength(2);
    expect(roster.availablePracticeSpace).toBe(4);
  });

  it('checks starter counts, bench, practice squad, IR and position maximums', () => {
    const roster = createRoster(league, [p('k1', 'K', RosterSlot.K), p('k2', 'K', RosterSlot.BENCH)]);
    expect(roster.isEligibleForSlot({ slot: RosterSlot.K, pos: 'K' })).toBe(false);
    expect(roster.hasOpenSlot(RosterSlot.K)).toBe(false);
    expect(roster.hasOpenSlot(RosterSlot.BENCH)).toBe(false);
    expect(roster.isEligibleForSlot({ slot: RosterSlot.RBWRTE, pos: 'TE' })).toBe(true);
    expect(roster.isEligibleForSlot({ slot: RosterSlot.RBWR, pos: 'RB' })).toBe(false); // srbwr 0
    expect(roster.hasOpenBenchSlot('K')).toBe(true);
    roster.addPlayer(p('k3', 'K', RosterSlot.PS));
    expect(roster.getPositionCount('K')).toBe(3);
    expect(roster.hasOpenBenchSlot('K')).toBe(false); // mk 3: active + signed practice squad
    expect(roster.isEligibleForSlot({ slot: RosterSlot.PS, pos: 'K' })).toBe(false);
    expect(roster.isEligibleForSlot({ slot: RosterSlot.PSD, pos: 'K' })).toBe(true);
    expect(roster.hasPositionCapacity('QB')).toBe(true); // mqb 0 = no maximum
    expect(roster.hasPositionCapacity('LB')).toBe(true);
    roster.addPlayer(p('x1', 'WR', RosterSlot.PS));
    roster.addPlayer(p('x2', 'WR', RosterSlot.PSP));
    roster.addPlayer(p('x3', 'WR', RosterSlot.PS));
    expect(roster.hasOpenPracticeSquadSlot()).toBe(false);
    expect(roster.isEligibleForSlot({ slot: RosterSlot.PS, pos: 'WR' })).toBe(false);
    for (const pid of ['i1', 'i2', 'i3']) roster.addPlayer(p(pid, 'RB', RosterSlot.IR));
    expect(roster.hasOpenInjuredReserveSlot()).toBe(false);
    expect(() => roster.addPlayer(p('i4', 'RB', RosterSlot.IR))).toThrow(PLAYER_NOT_ELIGIBLE_ERROR);
    expect(roster.isEligibleForSlot({ slot: RosterSlot.IR_LONG_TERM, pos: 'RB' })).toBe(true);
  });

  it('moves, removes and retags players', () => {
    const roster = createRoster(league, [p('a', 'RB', RosterSlot.BENCH, 10), p('b', 'RB', RosterSlot.RB, 5)]);
    roster.updateSlot('a', RosterSlot.RB);
    expect(roster.getCountBySlot(RosterSlot.RB)).toBe(2);
    expect(() => roster.updateSlot('a', RosterSlot.QB)).toThrow(PLAYER_NOT_ELIGIBLE_ERROR);
    expect(roster.get('a')?.slot).toBe(RosterSlot.RB); // unchanged on failure
    expect(() => roster.updateSlot('missing', RosterSlot.BENCH)).toThrow(PLAYER_NOT_ELIGIBLE_ERROR);
    roster.updateValue('a', 30);
    expect(roster.availableCap).toBe(165);
    roster.updateValue('missing', 3);
    roster.updateTag('a', PlayerTag.FRANCHISE);
    expect(roster.getCountByTag(PlayerTag.FRANCHISE)).toBe(1);
    roster.updateTag('missing', PlayerTag.FRANCHISE);
    expect(roster.removePlayer('a')?.pid).toBe('a');
    expect(roster.removePlayer('a')).toBeUndefined();
    expect(roster.availableCap).toBe(195);
    expect(roster.getPlayersBySlot(RosterSlot.RB).map((x) => x.pid)).toEqual(['b']);
  });

  it('limits tags; RFA count excludes players from another original team', () => {
    const tagged: League = { ...league, tag2: 1, tag3: 1, tag4: 1 };
    const roster = createRoster(tagged, [
      p('f', 'QB', RosterSlot.QB, 1, { tag: PlayerTag.FRANCHISE }),
      p('r', 'RB', RosterSlot.BENCH, 1, { tag: PlayerTag.RESTRICTED_FREE_AGENCY, restricted_free_agency_original_team: 7 }),
    ], { tid: 1 });
    expect(roster.isEligibleForTag({ tag: PlayerTag.REGULAR })).toBe(true);
    expect(roster.isEligibleForTag({ tag: PlayerTag.FRANCHISE })).toBe(false);
    expect(roster.isEligibleForTag({ tag: PlayerTag.ROOKIE })).toBe(true);
    expect(roster.isEligibleForTag({ tag: PlayerTag.RESTRICTED_FREE_AGENCY })).toBe(true);
    roster.addPlayer(p('o', 'WR', RosterSlot.BENCH, 1, { tag: PlayerTag.RESTRICTED_FREE_AGENCY, restricted_free_agency_original_team: 1 }));
    expect(roster.isEligibleForTag({ tag: PlayerTag.RESTRICTED_FREE_AGENCY })).toBe(false);
    roster.removePlayer('o');
    roster.addPlayer(p('n', 'WR', RosterSlot.BENCH, 1, { tag: PlayerTag.RESTRICTED_FREE_AGENCY }));
    expect(roster.isEligibleForTag({ tag: PlayerTag.RESTRICTED_FREE_AGENCY })).toBe(false);
    expect(createRoster({ ...league, tag2: undefined }, []).isEligibleForTag({ tag: PlayerTag.FRANCHISE })).toBe(false);
  });
});

describe('Roster invariants (property-based)', () => {
  const positions = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'];
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), pid: fc.integer({ min: 0, max: 40 }), pos: fc.constantFrom(...positions), slot: fc.integer({ min: 1, max: 18 }), value: fc.integer({ min: 0, max: 60 }) }),
    fc.record({ kind: fc.constant('move' as const), pid: fc.integer({ min: 0, max: 40 }), slot: fc.integer({ min: 1, max: 18 }) }),
    fc.record({ kind: fc.constant('release' as const), pid: fc.integer({ min: 0, max: 40 }) }),
  );

  it('never exceeds slots and keeps available cap = cap − Σ active salaries', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const roster = createRoster(league, []);
        for (const o of ops) {
          const pid = `p${o.pid}`;
          try {
            if (o.kind === 'add') roster.addPlayer({ pid, pos: o.pos, slot: o.slot, value: o.value });
            else if (o.kind === 'move') roster.updateSlot(pid, o.slot);
            else roster.removePlayer(pid);
          } catch (error) {
            expect([ROSTER_FULL_ERROR, PLAYER_NOT_ELIGIBLE_ERROR]).toContain((error as Error).message);
          }
          const all = roster.all;
          const active = all.filter((x) => isActiveSlot(x.slot));
          expect(active.length).toBeLessThanOrEqual(roster.limit);
          expect(roster.activeSize).toBe(active.length);
          expect(roster.availableCap).toBe(league.cap - active.reduce((s, x) => s + x.value, 0));
          const count = (slots: number[]) => all.filter((x) => slots.includes(x.slot)).length;
          expect(count([RosterSlot.PS, RosterSlot.PSP])).toBeLessThanOrEqual(league.ps);
          expect(count([RosterSlot.IR])).toBeLessThanOrEqual(league.ir);
          expect(count([RosterSlot.QB])).toBeLessThanOrEqual(league.sqb);
          expect(count([RosterSlot.RB])).toBeLessThanOrEqual(league.srb);
          expect(count([RosterSlot.K])).toBeLessThanOrEqual(league.sk);
          expect(count([RosterSlot.RBWR])).toBe(0);
          for (const x of all) {
            if (x.slot <= 10) expect(isPositionEligibleForSlot(String(x.pos), x.slot)).toBe(true);
          }
          const ks = all.filter((x) => x.pos === 'K' && (isActiveSlot(x.slot) || x.slot === RosterSlot.PS || x.slot === RosterSlot.PSP));
          expect(ks.length).toBeLessThanOrEqual(league.mk!);
        }
      }),
      { numRuns: 200 },
    );
  });
});

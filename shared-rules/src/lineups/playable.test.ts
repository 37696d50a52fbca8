import { NflStatus } from '../constants/nfl-status';
import { RosterSlot } from '../constants/slots';
import { optimalBudgetLineup } from './budget-lineup';
import { optimalLineup, type StartingSlots } from './optimal-lineup';
import { canStartInLineup } from './playable';
import { optimalRosterLineup, type RosterLineupCandidate } from './roster-lineup';

const SLOTS: StartingSlots = { sqb: 1, srb: 1, swr: 1, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };

describe('canStartInLineup', () => {
  it.each([
    ['IR', RosterSlot.IR],
    ['long-term IR', RosterSlot.IR_LONG_TERM],
    ['COV', RosterSlot.COV],
    ['practice squad', RosterSlot.PS],
    ['protected practice squad', RosterSlot.PSP],
    ['drafted practice squad', RosterSlot.PSD],
  ])('refuses a player in the %s slot', (_, slot) => {
    expect(canStartInLineup({ slot, nfl_status: NflStatus.ACTIVE })).toBe(false);
  });

  it.each([NflStatus.INACTIVE, NflStatus.INJURED_RESERVE, NflStatus.RESERVE_COVID_19, NflStatus.RETIRED, NflStatus.SUSPENDED, NflStatus.UNSIGNED_FREE_AGENT])(
    'refuses NFL status %s',
    (nfl_status) => {
      expect(canStartInLineup({ slot: RosterSlot.BENCH, nfl_status })).toBe(false);
    },
  );

  it('refuses a locked player and accepts an active bench player or a pool player', () => {
    expect(canStartInLineup({ slot: RosterSlot.BENCH, nfl_status: NflStatus.ACTIVE, locked: true })).toBe(false);
    expect(canStartInLineup({ slot: RosterSlot.BENCH, nfl_status: NflStatus.ACTIVE })).toBe(true);
    expect(canStartInLineup({ slot: RosterSlot.RB, nfl_status: NflStatus.ACTIVE })).toBe(true);
    expect(canStartInLineup({})).toBe(true);
  });
});

describe('the optimizer starts only players who can play', () => {
  const roster: RosterLineupCandidate[] = [
    { pid: 'QB-IR', pos: 'QB', points: 30, slot: RosterSlot.IR, nfl_status: NflStatus.ACTIVE },
    { pid: 'QB-OK', pos: 'QB', points: 10, slot: RosterSlot.BENCH, nfl_status: NflStatus.ACTIVE },
    { pid: 'RB-PS', pos: 'RB', points: 25, slot: RosterSlot.PS, nfl_status: NflStatus.ACTIVE },
    { pid: 'RB-INA', pos: 'RB', points: 24, slot: RosterSlot.BENCH, nfl_status: NflStatus.INACTIVE },
    { pid: 'RB-OK', pos: 'RB', points: 8, slot: RosterSlot.BENCH, nfl_status: NflStatus.ACTIVE },
    { pid: 'WR-COV', pos: 'WR', points: 20, slot: RosterSlot.COV, nfl_status: NflStatus.RESERVE_COVID_19 },
    { pid: 'WR-LOCKED', pos: 'WR', points: 19, slot: RosterSlot.BENCH, nfl_status: NflStatus.ACTIVE, locked: true },
    { pid: 'WR-OK', pos: 'WR', points: 5, slot: RosterSlot.BENCH, nfl_status: NflStatus.ACTIVE },
  ];

  it('optimalLineup leaves out IR, practice squad, inactive, COV and locked players', () => {
    const lineup = optimalLineup(roster, SLOTS);
    expect(lineup.starters.map((s) => s.pid).sort()).toEqual(['QB-OK', 'RB-OK', 'WR-OK']);
    expect(lineup.points).toBe(23);
  });

  it('optimalRosterLineup keeps a locked starter in his slot and fills the rest', () => {
    const withLockedStarter = roster.map((p) => (p.pid === 'WR-LOCKED' ? { ...p, slot: RosterSlot.WR } : p));
    const lineup = optimalRosterLineup(withLockedStarter, SLOTS);
    expect(lineup.starters).toContainEqual({ pid: 'WR-LOCKED', slot: RosterSlot.WR, points: 19 });
    expect(lineup.starters.map((s) => s.pid).sort()).toEqual(['QB-OK', 'RB-OK', 'WR-LOCKED']);
    expect(lineup.points).toBe(37);
  });

  it('optimalBudgetLineup does not start a rostered player on IR', () => {
    const lineup = optimalBudgetLineup({
      rostered: roster.map((p) => ({ ...p, salary: 1 })),
      available: [],
      slots: SLOTS,
      budget: 100,
    });
    expect(lineup.starters.map((s) => s.pid).sort()).toEqual(['QB-OK', 'RB-OK', 'WR-OK']);
  });
});

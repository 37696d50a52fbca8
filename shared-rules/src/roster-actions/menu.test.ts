import { PlayerTag, TransactionType } from '../constants/codes';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { RosterSlot } from '../constants/slots';
import type { RosterPlayer } from '../constants/types';
import { getOwnPlayerMenu } from './menu';
import type { ActionPlayerInfo, RosterActionContext } from './types';

const IN_SEASON = Date.UTC(2025, 9, 18, 16) / 1000;
const OFFSEASON = Date.UTC(2026, 3, 1, 16) / 1000;
const row = (pid: string, slot: number, extra: Partial<RosterPlayer> = {}): RosterPlayer => ({ pid, slot, pos: 'WR', value: 5, tag: 1, tid: 3, ...extra });

function ctx(roster: RosterPlayer[], players: Record<string, ActionPlayerInfo> = {}, now = IN_SEASON): RosterActionContext {
  const map = new Map<string, ActionPlayerInfo>(roster.map((p) => [p.pid, { pos: p.pos }]));
  for (const [k, v] of Object.entries(players)) map.set(k, v);
  return { league: { ...DEFAULT_LEAGUE, uid: 1 }, tid: 3, roster, players: map, now };
}
const labels = (items: { label: string; disabled: boolean }[]) => items.map((i) => (i.disabled ? `(${i.label})` : i.label));

describe('own player menu', () => {
  test('a healthy bench player: practice squad, release; the franchise tag only in the offseason', () => {
    expect(labels(getOwnPlayerMenu(ctx([row('A', RosterSlot.BENCH)]), 'A'))).toEqual(['Move to Practice Squad', 'Release']);
    expect(labels(getOwnPlayerMenu(ctx([row('A', RosterSlot.BENCH)], {}, OFFSEASON), 'A'))).toEqual(['Move to Practice Squad', 'Franchise Tag', 'Add to Cutlist', 'Release']);
  });
  test('an injured starter whose game started: reserve and release disabled', () => {
    const c = ctx([row('A', RosterSlot.WR)], { A: { pos: 'WR', injury_status: 'OUT', gameStarted: true } });
    expect(labels(getOwnPlayerMenu(c, 'A'))).toEqual(['(Move to Practice Squad)', '(Move to Reserve/IR)', '(Release)']);
  });
  test('practice squad players: activate, protect when eligible; protected players locked in season', () => {
    const entered = [{ type: TransactionType.PRACTICE_ADD, timestamp: IN_SEASON - 3 * 86400 }];
    const c = ctx([row('P', RosterSlot.PS), row('Q', RosterSlot.PSP)], { P: { pos: 'WR', transactions: entered } });
    expect(labels(getOwnPlayerMenu(c, 'P'))).toEqual(['Activate', 'Designate Protected', 'Release']);
    expect(labels(getOwnPlayerMenu(c, 'Q'))).toEqual(['(Activate)', '(Release)']);
  });
  test('tagged players offer removal; cutlist items only in the offseason', () => {
    const roster = [row('F', RosterSlot.BENCH, { tag: PlayerTag.FRANCHISE }), row('C', RosterSlot.BENCH)];
    const items = labels(getOwnPlayerMenu(ctx(roster, {}, OFFSEASON), 'F', ['F']));
    expect(items).toContain('Remove Franchise Tag');
    expect(labels(getOwnPlayerMenu(ctx(roster), 'F'))).toContain('(Remove Franchise Tag)');
    expect(items).toContain('Remove from Cutlist');
    expect(labels(getOwnPlayerMenu(ctx(roster, {}, OFFSEASON), 'C'))).toContain('Add to Cutlist');
    expect(labels(getOwnPlayerMenu(ctx(roster), 'C'))).not.toContain('Add to Cutlist');
  });
  test('long-term and COV reserve follow NFL status; unknown players have no menu', () => {
    const c = ctx([row('L', RosterSlot.BENCH)], { L: { pos: 'WR', nfl_status: 'RES' } });
    expect(labels(getOwnPlayerMenu(c, 'L'))).toEqual(['Move to Practice Squad', 'Move to Reserve/IR', 'Reserve/IR (Long Term)', 'Release']);
    expect(getOwnPlayerMenu(c, 'X')).toEqual([]);
  });
  test('restricted free agency items while the transition period is open', () => {
    const league = { ...DEFAULT_LEAGUE, uid: 1, tran_start: IN_SEASON - 100, tran_end: IN_SEASON + 100 };
    const base = ctx([row('A', RosterSlot.BENCH), row('R', RosterSlot.BENCH, { tag: PlayerTag.RESTRICTED_FREE_AGENCY }),
      row('N', RosterSlot.BENCH, { tag: PlayerTag.RESTRICTED_FREE_AGENCY, restricted_free_agency_tag_nominated: IN_SEASON - 5 })]);
    const open = { ...base, league };
    expect(labels(getOwnPlayerMenu(open, 'A'))).toContain('Restricted Free Agency Tag');
    expect(labels(getOwnPlayerMenu(open, 'R'))).toEqual(expect.arrayContaining(['Update Restricted Free Agency Tag', 'Remove Restricted Free Agency Tag', 'Designate as Next RFA Nominee']));
    expect(labels(getOwnPlayerMenu(open, 'N'))).toContain('Remove as Next RFA Nominee');
    expect(labels(getOwnPlayerMenu(base, 'A'))).not.toContain('Restricted Free Agency Tag');
  });
});

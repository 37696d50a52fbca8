import { DEFAULT_LEAGUE } from '../constants/default-league';
import { WaiverType } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { createRoster } from '../roster/roster';
import { hasClaimSpace, requiresConditionalRelease } from './claim-space';

const league: League = {
  ...DEFAULT_LEAGUE, sqb: 0, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 1, bench: 1,
  ps: 1, cap: 20, mk: 1,
};
const p = (pid: string, pos: string, slot: number, value: number): RosterPlayer => ({ pid, pos, slot, value });

describe('claim space after conditional releases', () => {
  const roster = createRoster(league, [p('k', 'K', RosterSlot.K, 5), p('b', 'RB', RosterSlot.BENCH, 10), p('ps', 'WR', RosterSlot.PS, 1)]);
  it('active claims need a spot, the position maximum and cap room', () => {
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY, pos: 'RB' })).toBe(false);
    expect(requiresConditionalRelease(roster, { type: WaiverType.FREE_AGENCY, pos: 'RB' })).toBe(true);
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY, pos: 'RB', release: ['b'] })).toBe(true);
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY, pos: 'RB', release: ['ps', 'nobody'] })).toBe(false);
    expect(hasClaimSpace(roster, { type: WaiverType.POACH, pos: 'RB', salary: 15, release: ['b'] })).toBe(true);
    expect(hasClaimSpace(roster, { type: WaiverType.POACH, pos: 'RB', salary: 16, release: ['b'] })).toBe(false);
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY, pos: 'K', release: ['b'] })).toBe(false);
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY, pos: 'K', release: ['b', 'k', 'k'] })).toBe(true);
  });
  it('practice squad claims need a signed practice squad spot', () => {
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY_PRACTICE, pos: 'WR' })).toBe(false);
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY_PRACTICE, pos: 'WR', release: ['ps'] })).toBe(true);
    expect(hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY_PRACTICE, pos: 'WR', release: ['b'] })).toBe(false);
    const open = createRoster(league, []);
    expect(hasClaimSpace(open, { type: WaiverType.FREE_AGENCY_PRACTICE, pos: 'LB' })).toBe(true);
  });
});

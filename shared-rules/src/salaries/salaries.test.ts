import { PlayerTag } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import { calculateFranchiseTagValues, isFranchiseTagAllowedForYear } from './franchise';
import {
  getExtendedSalaries,
  getExtensionAmount,
  getFranchiseTagValue,
  getPoachSalary,
  getSalaryByTag,
  getSignedFreeAgentSalary,
} from './salary';

const league = { fqb: 40, frb: 35, fwr: 38, fte: 20 };

describe('salary by tag (§9)', () => {
  it('regular: value + 5 × (extensions + 1)', () => {
    expect(getExtensionAmount({ pos: 'RB', value: 10 }, league)).toBe(15);
    expect(getExtensionAmount({ pos: 'RB', value: 10, tag: PlayerTag.REGULAR, extensions: 2 }, league)).toBe(25);
  });
  it('franchise uses the position value; K/DST keep value', () => {
    expect(getExtensionAmount({ pos: 'QB', value: 10, tag: PlayerTag.FRANCHISE }, league)).toBe(40);
    expect(getExtensionAmount({ pos: 'TE', value: 10, tag: PlayerTag.FRANCHISE }, league)).toBe(20);
    expect(getExtensionAmount({ pos: 'TE', value: 10, tag: PlayerTag.FRANCHISE }, {})).toBe(0);
    expect(getFranchiseTagValue(league, 'K', 3)).toBe(3);
  });
  it('rookie keeps value; RFA uses bid (even $0) or value; practice squad keeps value', () => {
    expect(getSalaryByTag({ pos: 'WR', value: 4, tag: PlayerTag.ROOKIE, extensions: 3 }, league)).toBe(4);
    expect(getSalaryByTag({ pos: 'WR', value: 4, tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid: 0 }, league)).toBe(0);
    expect(getSalaryByTag({ pos: 'WR', value: 4, tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid: 22 }, league)).toBe(22);
    expect(getSalaryByTag({ pos: 'WR', value: 4, tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid: null }, league)).toBe(4);
    expect(getSalaryByTag({ pos: 'WR', value: 4, slot: RosterSlot.PSD }, league)).toBe(4);
    expect(getSalaryByTag({ pos: 'WR', value: 4, slot: RosterSlot.BENCH }, league)).toBe(9);
  });
  it('projects four years with the extension count rising', () => {
    expect(getExtendedSalaries({ pos: 'RB', value: 10, extensions: 0 }, league)).toEqual([10, 15, 25, 40]);
    expect(getExtendedSalaries({ pos: 'RB', value: 10, extensions: 1 }, league)).toEqual([10, 20, 35, 55]);
    expect(getExtendedSalaries({ pos: 'QB', value: 10, tag: PlayerTag.FRANCHISE }, league)).toEqual([10, 40, 50, 65]);
  });
  it('poach is value + 2, signed free agent $0', () => {
    expect(getPoachSalary(7)).toBe(9);
    expect(getSignedFreeAgentSalary()).toBe(0);
  });
});

describe('franchise tag values', () => {
  it('averages the top 10 at QB/RB/WR and top 5 at TE, rounded', () => {
    const salaries = [
      ...Array.from({ length: 12 }, (_, i) => ({ pos: 'QB', value: i + 1 })), // top 10: 3..12 -> 7.5
      ...Array.from({ length: 7 }, (_, i) => ({ pos: 'TE', value: (i + 1) * 10 })), // top 5: 30..70 -> 50
      { pos: 'RB', value: 5 },
      { pos: 'RB', value: 6 },
      { pos: 'K', value: 99 },
    ];
    expect(calculateFranchiseTagValues(salaries)).toEqual({ fqb: 8, frb: 6, fwr: 0, fte: 50 });
  });
  it('refuses a third franchise tag in a row', () => {
    expect(isFranchiseTagAllowedForYear([2024, 2025], 2026)).toBe(false);
    expect(isFranchiseTagAllowedForYear([2023, 2025], 2026)).toBe(true);
    expect(isFranchiseTagAllowedForYear([2025], 2026)).toBe(true);
    expect(isFranchiseTagAllowedForYear([], 2026)).toBe(true);
  });
});

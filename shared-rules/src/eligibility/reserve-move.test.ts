import { TransactionType as T } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import { canMoveToReserve } from './reserve-move';

describe('canMoveToReserve', () => {
  const now = 5_000_000;
  const recentAdd = [{ type: T.ROSTER_ADD, timestamp: now - 86400 }];
  it('combines status eligibility and the IR history rules', () => {
    expect(canMoveToReserve(RosterSlot.IR, { injury_status: 'OUT' }, [], now)).toBe(true);
    expect(canMoveToReserve(RosterSlot.IR, { injury_status: 'OUT' }, recentAdd, now)).toBe(false);
    expect(canMoveToReserve(RosterSlot.IR, { injury_status: 'QUESTIONABLE' }, [], now)).toBe(false);
    expect(canMoveToReserve(RosterSlot.IR_LONG_TERM, { nfl_status: 'RES' }, [], now)).toBe(true);
    expect(canMoveToReserve(RosterSlot.IR_LONG_TERM, { injury_status: 'OUT' }, [], now)).toBe(false);
    expect(canMoveToReserve(RosterSlot.IR_LONG_TERM, { nfl_status: 'RES' }, recentAdd, now)).toBe(false);
    expect(canMoveToReserve(RosterSlot.COV, { nfl_status: 'COV' }, recentAdd, now)).toBe(true);
    expect(canMoveToReserve(RosterSlot.COV, { nfl_status: 'ACT' }, [], now)).toBe(false);
    expect(canMoveToReserve(RosterSlot.BENCH, { nfl_status: 'RES' }, [], now)).toBe(false);
  });
});

import { DEFAULT_LEAGUE } from '../constants/default-league';
import { RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import {
  checkActivateSpace,
  checkDeactivateSpace,
  checkReserveSpace,
  isValidCommissionerValue,
  NO_ACTIVE_SPACE_MESSAGE,
  NO_PRACTICE_SPACE_MESSAGE,
  NO_RESERVE_SPACE_MESSAGE,
  noActiveSpaceMessage,
  POACH_NO_SPACE_MESSAGE,
  restrictedFreeAgencyBidWarning,
} from './messages';
import { createRoster } from './roster';

const tiny: League = {
  ...DEFAULT_LEAGUE, sqb: 0, srb: 0, swr: 0, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0,
  bench: 1, ps: 1, ir: 1,
};
const p = (pid: string, slot: number): RosterPlayer => ({ pid, pos: 'RB', slot, value: 1 });

describe('§8 roster messages', () => {
  it('has the exact texts', () => {
    expect(NO_RESERVE_SPACE_MESSAGE).toBe('No reserve space available, make room by activating a player from reserve.');
    expect(noActiveSpaceMessage()).toBe('No active roster space available, make room by releasing a player');
    expect(noActiveSpaceMessage({ onReserve: true })).toBe(
      'No active roster space available, make room by releasing a player or moving any reserve eligible players to reserve.',
    );
    expect(NO_ACTIVE_SPACE_MESSAGE).toBe(noActiveSpaceMessage({ onReserve: false }));
    expect(NO_PRACTICE_SPACE_MESSAGE).toBe(
      'No practice squad space available, make room by releasing a signed practice squad player',
    );
    expect(POACH_NO_SPACE_MESSAGE).toBe(
      'There is not enough roster or salary space on your active roster. Please select a player to release. They will only be released if your claim is successful.',
    );
    expect(restrictedFreeAgencyBidWarning(30, 25)).toBe(
      '⚠️ WARNING: Your bid of $30 exceeds the maximum available bid of $25. You may not have sufficient salary cap space to successfully process this transaction.',
    );
  });
});

describe('§5 space checks', () => {
  it('reserve needs an activate choice when no IR slot is open', () => {
    expect(checkReserveSpace(createRoster(tiny, []))).toEqual({ ok: true });
    const full = createRoster(tiny, [p('ir', RosterSlot.IR), p('b', RosterSlot.BENCH)]);
    expect(checkReserveSpace(full)).toEqual({ ok: false, field: 'activate_pid', message: NO_RESERVE_SPACE_MESSAGE });
    expect(checkReserveSpace(full, 'b').ok).toBe(false);
    expect(checkReserveSpace(full, 'ir')).toEqual({ ok: true });
  });

  it('activate needs a release or reserve choice when the bench is full', () => {
    const open = createRoster(tiny, [p('ps', RosterSlot.PS)]);
    expect(checkActivateSpace(open, { pid: 'ps' })).toEqual({ ok: true });
    const full = createRoster(tiny, [p('b', RosterSlot.BENCH), p('ps', RosterSlot.PS), p('ir', RosterSlot.IR)]);
    expect(checkActivateSpace(full, { pid: 'b' })).toEqual({ ok: true });
    expect(checkActivateSpace(full, { pid: 'ps' })).toEqual({
      ok: false, field: 'release_pid', message: NO_ACTIVE_SPACE_MESSAGE,
    });
    expect(checkActivateSpace(full, { pid: 'ir' })).toEqual({
      ok: false, field: 'release_pid', message: noActiveSpaceMessage({ onReserve: true }),
    });
    expect(checkActivateSpace(full, { pid: 'ps', releasePid: 'b' })).toEqual({ ok: true });
    expect(checkActivateSpace(full, { pid: 'ps', reservePid: 'b' })).toEqual({ ok: true });
    expect(checkActivateSpace(full, { pid: 'ps', releasePid: 'ir' }).ok).toBe(false);
    expect(checkActivateSpace(full, { pid: 'ps', releasePid: 'ps' }).ok).toBe(false);
  });

  it('deactivate needs a signed practice squad release when the squad is full', () => {
    expect(checkDeactivateSpace(createRoster(tiny, []))).toEqual({ ok: true });
    const full = createRoster(tiny, [p('ps', RosterSlot.PS), p('psd', RosterSlot.PSD), p('b', RosterSlot.BENCH)]);
    expect(checkDeactivateSpace(full)).toEqual({ ok: false, field: 'release_pid', message: NO_PRACTICE_SPACE_MESSAGE });
    expect(checkDeactivateSpace(full, 'psd').ok).toBe(false);
    expect(checkDeactivateSpace(full, 'b').ok).toBe(false);
    expect(checkDeactivateSpace(full, 'ps')).toEqual({ ok: true });
    const protectedFull = createRoster(tiny, [p('psp', RosterSlot.PSP)]);
    expect(checkDeactivateSpace(protectedFull, 'psp')).toEqual({ ok: true });
  });

  it('commissioner value is an integer between 0 and available cap', () => {
    expect(isValidCommissionerValue(0, 10)).toBe(true);
    expect(isValidCommissionerValue(10, 10)).toBe(true);
    expect(isValidCommissionerValue(11, 10)).toBe(false);
    expect(isValidCommissionerValue(-1, 10)).toBe(false);
    expect(isValidCommissionerValue(1.5, 10)).toBe(false);
    expect(isValidCommissionerValue('3', 10)).toBe(false);
  });
});

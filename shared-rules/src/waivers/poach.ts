import { isActiveSlot } from '../constants/slots';
import type { Roster } from '../roster/roster';
import { POACH_NO_SPACE_MESSAGE, type SpaceCheck } from '../roster/messages';
import { getPoachSalary } from '../salaries/salary';

/**
 * §5 Poach: the claiming team needs an active roster spot and cap room for the player's salary
 * after the poach (value + 2). Conditional releases (active players only; released only if the
 * claim succeeds) count as freed space and salary. Without room the field `release` is flagged
 * with the §8 poach text.
 */
export function checkPoachSpace(
  roster: Roster,
  { value, release = [] }: { value: number; release?: readonly string[] },
): SpaceCheck {
  let space = roster.availableSpace;
  let cap = roster.availableCap;
  for (const pid of release) {
    const entry = roster.get(pid);
    if (entry && isActiveSlot(entry.slot)) {
      space += 1;
      cap += entry.salary;
    }
  }
  if (space >= 1 && cap >= getPoachSalary(value)) return { ok: true };
  return { ok: false, field: 'release', message: POACH_NO_SPACE_MESSAGE };
}

/**
 * Whether a poach can be cancelled (spec §4): a poaching waiver claim can be cancelled before it
 * is processed; a plain poach cannot.
 */
export function canCancelPoach({ processed, isWaiverClaim }: { processed?: number | null; isWaiverClaim: boolean }): boolean {
  return isWaiverClaim && processed == null;
}

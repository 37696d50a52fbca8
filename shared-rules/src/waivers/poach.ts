import { isActiveSlot } from '../constants/slots';
import type { Roster } from '../roster/roster';
import { POACH_NO_SPACE_MESSAGE, type SpaceCheck } from '../roster/messages';
import { getPoachSalary } from '../salaries/salary';
import type { SeasonOptions } from '../season/calendar';
import { getPoachProcessingTime } from '../season/windows';

/** A poach claim (spec §3 Poach); times are unix seconds. */
export interface Poach {
  uid: number;
  /** Claiming team. */
  tid: number;
  pid: string;
  /** Team the player is poached from. */
  player_tid?: number;
  submitted: number;
  processed?: number | null;
  release?: readonly string[];
}

/** True once an unprocessed claim has reached its clearing time (see getPoachProcessingTime). */
export function isPoachDue(poach: Pick<Poach, 'submitted' | 'processed'>, now: number, options?: SeasonOptions): boolean {
  return poach.processed == null && now >= getPoachProcessingTime(poach.submitted, options);
}

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

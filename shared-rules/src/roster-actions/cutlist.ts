import { PlayerTag } from '../constants/codes';
import { isActiveSlot } from '../constants/slots';
import type { RosterPlayer } from '../constants/types';

/**
 * Whether a player may be on the cutlist (spec §2: active and not RFA-tagged). The spec shows the
 * cutlist item only in the offseason; the stored list itself is accepted at any time so an order
 * prepared in season survives.
 */
export function isCutlistEligible(row: RosterPlayer | undefined): boolean {
  return row !== undefined && isActiveSlot(row.slot) && (row.tag ?? PlayerTag.REGULAR) !== PlayerTag.RESTRICTED_FREE_AGENCY;
}

/** The first pid of `pids` that may not be on the team's cutlist, or null when all may. */
export function findIneligibleCutlistPid(roster: readonly RosterPlayer[], pids: readonly string[]): string | null {
  const byPid = new Map(roster.map((p) => [p.pid, p]));
  for (const pid of pids) if (!isCutlistEligible(byPid.get(pid))) return pid;
  return null;
}

/**
 * Toggle a pid in a cutlist, keeping order (spec §5 "Cutlist toggle": an empty pid is ignored).
 * Added players go to the end.
 */
export function toggleCutlist(cutlist: readonly string[], pid: string): string[] {
  if (!pid) return [...cutlist];
  return cutlist.includes(pid) ? cutlist.filter((p) => p !== pid) : [...cutlist, pid];
}

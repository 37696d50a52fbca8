import { isPracticeSquadSlot, isReserveSlot } from '../constants/slots';
import { isInactiveNflStatus } from '../eligibility/reserve';

/**
 * What decides whether a roster player may start. All optional: a candidate without them is a pool
 * player (valuation, the auction planner), who is assumed able to play.
 */
export interface Playability {
  /** The player's roster slot (§3 codes); practice squad and reserve slots cannot start. */
  slot?: number | null;
  /** NFL status (§3 abbreviations); inactive, reserve, COV, retired … cannot play (§4). */
  nfl_status?: string | null;
  /** Locked: his NFL game has started (§4 "Locked"). */
  locked?: boolean;
}

/**
 * True when the optimizer may put the player in a starting slot: not on IR, long-term IR, COV or the
 * practice squad, not of an NFL status that cannot play (inactive, reserve lists, COV, retired,
 * suspended …), and not locked (his game has started, so he can no longer be moved in).
 */
export function canStartInLineup(player: Playability): boolean {
  if (player.locked === true) return false;
  if (player.slot != null && (isPracticeSquadSlot(player.slot) || isReserveSlot(player.slot))) return false;
  return !isInactiveNflStatus(player.nfl_status);
}

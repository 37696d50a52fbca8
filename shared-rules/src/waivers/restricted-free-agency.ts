import {
  RFA_ORIGINAL_TEAM_MIN_RAISE,
  RFA_ORIGINAL_TEAM_MULTIPLIER,
} from '../constants/season-constants';
import type { Roster } from '../roster/roster';
import { restrictedFreeAgencyBidWarning } from '../roster/messages';

/**
 * Maximum RFA bid (spec §5): available cap + salary of cutlist players + salary of selected
 * conditional releases not on the cutlist + the bidding team's own player's value or bid (when the
 * RFA player is on its roster) unless he is on the cutlist. Salaries are the roster model's.
 */
export function getRestrictedFreeAgencyMaxBid(
  roster: Roster,
  { pid, cutlist = [], release = [] }: { pid: string; cutlist?: readonly string[]; release?: readonly string[] },
): number {
  const onCutlist = new Set(cutlist);
  let max = roster.availableCap;
  for (const cut of onCutlist) max += roster.get(cut)?.salary ?? 0;
  for (const rel of new Set(release)) if (!onCutlist.has(rel)) max += roster.get(rel)?.salary ?? 0;
  const own = roster.get(pid);
  if (own && !onCutlist.has(pid)) max += own.bid ?? own.value;
  return max;
}

/** True for a valid RFA bid (integer, at least 0). */
export function isValidRestrictedFreeAgencyBid(bid: unknown): boolean {
  return typeof bid === 'number' && Number.isInteger(bid) && bid >= 0;
}

/** The §8 warning when a bid exceeds the maximum, else null. */
export function getRestrictedFreeAgencyBidWarning(bid: number, maxBid: number): string | null {
  return bid > maxBid ? restrictedFreeAgencyBidWarning(bid, maxBid) : null;
}

/** The original team's effective bid: max(bid × 1.2, bid + 2), rounded. */
export function getOriginalTeamEffectiveBid(bid: number): number {
  return Math.round(Math.max(bid * RFA_ORIGINAL_TEAM_MULTIPLIER, bid + RFA_ORIGINAL_TEAM_MIN_RAISE));
}

export interface RestrictedFreeAgencyBid {
  tid: number;
  bid: number;
  /** Team's waiver order, lower first (tie-break among competing teams). */
  waiver_order?: number;
  /** Submission order tie-break. */
  submitted?: number;
}

export interface RestrictedFreeAgencyOutcome {
  tid: number;
  /** Salary the winner pays: its raw bid. */
  value: number;
  /** The original team kept the player. */
  retained: boolean;
  /** The original team receives a compensatory pick (it lost the player). */
  compensation: boolean;
}

/**
 * Resolve RFA bids (DOMAIN-NOTES): the original team's bid counts as its effective bid; if that is
 * at least the best competing bid the original team keeps the player at its raw bid; otherwise the
 * highest competing bid wins (ties by waiver order, then submission) and the original team gets a
 * compensatory pick. No bids: null.
 */
export function resolveRestrictedFreeAgency(
  originalTid: number,
  bids: readonly RestrictedFreeAgencyBid[],
): RestrictedFreeAgencyOutcome | null {
  const original = bids.find((b) => b.tid === originalTid);
  const competing = bids
    .filter((b) => b.tid !== originalTid)
    .sort(
      (a, b) =>
        b.bid - a.bid ||
        (a.waiver_order ?? Infinity) - (b.waiver_order ?? Infinity) ||
        (a.submitted ?? 0) - (b.submitted ?? 0),
    );
  const best = competing[0];
  if (original && (!best || getOriginalTeamEffectiveBid(original.bid) >= best.bid)) {
    return { tid: originalTid, value: original.bid, retained: true, compensation: false };
  }
  if (!best) return null;
  return { tid: best.tid, value: best.bid, retained: false, compensation: true };
}

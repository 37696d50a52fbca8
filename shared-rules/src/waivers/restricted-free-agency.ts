import {
  RFA_ORIGINAL_TEAM_MIN_RAISE,
  RFA_ORIGINAL_TEAM_MULTIPLIER,
} from '../constants/season-constants';
import { WaiverType } from '../constants/codes';
import type { Roster } from '../roster/roster';
import { hasClaimSpace } from './claim-space';
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

/**
 * The releases a team makes to fit a restricted free agent at `salary` (DOMAIN-NOTES: releases
 * come from the bid's conditional releases, then the team's cutlist in order): every conditional
 * release still on the roster, then cutlist players one at a time until he fits (roster spot,
 * position maximum, cap). Null when he does not fit even then. `roster` must not hold the player.
 */
export function planRestrictedFreeAgencyReleases(
  roster: Roster,
  { pos, salary, release = [], cutlist = [] }: { pos: string; salary: number; release?: readonly string[]; cutlist?: readonly string[] },
): string[] | null {
  const chosen = [...new Set(release)].filter((pid) => roster.get(pid));
  const fits = () => hasClaimSpace(roster, { type: WaiverType.FREE_AGENCY, pos, salary, release: chosen });
  if (fits()) return chosen;
  for (const pid of cutlist) {
    if (chosen.includes(pid) || !roster.get(pid)) continue;
    chosen.push(pid);
    if (fits()) return chosen;
  }
  return null;
}

/** A bid that lost or could not be honoured, and why. */
export interface RestrictedFreeAgencyBidFailure {
  tid: number;
  reason: string;
}

/**
 * Processes an announced player's blind bids: {@link resolveRestrictedFreeAgency} decides; when the
 * deciding team cannot fit the player at its bid (`fits` answers a reason), that bid fails and the
 * decision is made again without it. Answers the outcome (null when no bid stands) and every bid
 * that did not win, with its reason.
 */
export function decideRestrictedFreeAgency(
  originalTid: number,
  bids: readonly RestrictedFreeAgencyBid[],
  fits: (bid: RestrictedFreeAgencyBid) => string | null,
): { outcome: RestrictedFreeAgencyOutcome | null; failures: RestrictedFreeAgencyBidFailure[] } {
  const failures: RestrictedFreeAgencyBidFailure[] = [];
  let standing = [...bids];
  for (;;) {
    const outcome = resolveRestrictedFreeAgency(originalTid, standing);
    if (!outcome) return { outcome: null, failures };
    const winner = standing.find((b) => b.tid === outcome.tid)!;
    const reason = fits(winner);
    if (reason === null) {
      for (const b of standing) if (b.tid !== outcome.tid) failures.push({ tid: b.tid, reason: RFA_OUTBID });
      return { outcome, failures };
    }
    failures.push({ tid: winner.tid, reason });
    standing = standing.filter((b) => b !== winner);
  }
}

/** Reason stored on a bid another team's bid (or the original team's match) beat. */
export const RFA_OUTBID = 'outbid';

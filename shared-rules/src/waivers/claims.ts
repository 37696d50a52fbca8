import { WaiverType } from '../constants/codes';

/** A waiver claim as the processing order reads it (spec §3 Waiver plus ordering inputs). */
export interface WaiverClaim {
  uid: number;
  tid: number;
  pid: string;
  /** FAAB bid; practice squad waivers have none (treated as 0). */
  bid?: number | null;
  /** Position in the team's own priority list (lower first). */
  po?: number | null;
  /** Submission time (unix seconds); `uid` breaks remaining ties. */
  submitted?: number | null;
  type: number;
  release?: readonly string[];
}

/** A claim's outcome (spec §3 Waiver `succ`, `reason`). */
export interface WaiverClaimResult {
  claim: WaiverClaim;
  succ: boolean;
  reason: string | null;
}

/** Failure reasons written on claims (shown in the waiver report). */
export const WaiverFailureReason = {
  ALREADY_CLAIMED: 'player already claimed',
  OVER_BUDGET: 'bid exceeds available budget',
} as const;

/**
 * Compare two claims in processing order (DOMAIN-NOTES): highest bid first; ties by the team's
 * waiver order (lower first), then the team's own priority list (`po`), then submission order.
 * `waiverOrder` maps tid to its current waiver order.
 */
export function compareWaiverClaims(
  a: WaiverClaim,
  b: WaiverClaim,
  waiverOrder: ReadonlyMap<number, number>,
): number {
  return (
    (b.bid ?? 0) - (a.bid ?? 0) ||
    (waiverOrder.get(a.tid) ?? Infinity) - (waiverOrder.get(b.tid) ?? Infinity) ||
    (a.po ?? Infinity) - (b.po ?? Infinity) ||
    (a.submitted ?? 0) - (b.submitted ?? 0) ||
    a.uid - b.uid
  );
}

/** Claims sorted in processing order (a new array). */
export function sortWaiverClaims(claims: readonly WaiverClaim[], waiverOrder: ReadonlyMap<number, number>): WaiverClaim[] {
  return [...claims].sort((a, b) => compareWaiverClaims(a, b, waiverOrder));
}

/**
 * A team's active claims as the UI lists them (spec §4): bid descending, then list position.
 */
export function sortActiveClaims(claims: readonly WaiverClaim[]): WaiverClaim[] {
  return [...claims].sort((a, b) => (b.bid ?? 0) - (a.bid ?? 0) || (a.po ?? Infinity) - (b.po ?? Infinity));
}

export interface ProcessWaiversInput {
  claims: readonly WaiverClaim[];
  /** Teams in current waiver order, with remaining FAAB. */
  teams: ReadonlyArray<{ uid: number; waiver_order: number; faab: number }>;
  /** FAAB is spent only in the regular season (DOMAIN-NOTES). */
  spendFaab: boolean;
  /**
   * Roster/cap check of the caller for a claim about to win, given what this run already awarded;
   * returns a failure reason, or null when the claim (with its conditional releases) fits.
   */
  check?: (claim: WaiverClaim) => string | null;
}

export interface ProcessWaiversResult {
  results: WaiverClaimResult[];
  /** tid -> new waiver order (1-based). */
  waiverOrder: Map<number, number>;
  /** tid -> remaining FAAB. */
  faab: Map<number, number>;
}

/**
 * Process waiver claims one at a time across the league (DOMAIN-NOTES): the best claim by
 * {@link compareWaiverClaims} goes first; a claim fails when the player was already claimed, the
 * bid exceeds the remaining budget, or `check` refuses it. A winner that won a tie (another claim
 * on the player with the same bid) goes to the end of the waiver order; practice squad waivers
 * have no bid, so their winner always goes to the end.
 */
export function processWaiverClaims({ claims, teams, spendFaab, check }: ProcessWaiversInput): ProcessWaiversResult {
  const order = [...teams].sort((a, b) => a.waiver_order - b.waiver_order).map((t) => t.uid);
  const faab = new Map(teams.map((t) => [t.uid, t.faab]));
  const orderMap = (): Map<number, number> => new Map(order.map((tid, i) => [tid, i + 1]));
  const claimed = new Set<string>();
  const results: WaiverClaimResult[] = [];
  let pending = [...claims];

  while (pending.length > 0) {
    const [claim] = sortWaiverClaims(pending, orderMap());
    pending = pending.filter((c) => c !== claim);
    const bid = claim.bid ?? 0;
    let reason: string | null = null;
    if (claimed.has(claim.pid)) reason = WaiverFailureReason.ALREADY_CLAIMED;
    // outside the regular season the bid is salary: the caller's check holds it to the cap
    else if (spendFaab && bid > (faab.get(claim.tid) ?? 0)) reason = WaiverFailureReason.OVER_BUDGET;
    else reason = check?.(claim) ?? null;
    if (reason !== null) {
      results.push({ claim, succ: false, reason });
      continue;
    }
    results.push({ claim, succ: true, reason: null });
    claimed.add(claim.pid);
    if (spendFaab) faab.set(claim.tid, (faab.get(claim.tid) ?? 0) - bid);
    const wonTie = pending.some((c) => c.pid === claim.pid && c.tid !== claim.tid && (c.bid ?? 0) === bid);
    if (claim.type === WaiverType.FREE_AGENCY_PRACTICE || wonTie) {
      order.splice(order.indexOf(claim.tid), 1);
      order.push(claim.tid);
    }
  }
  return { results, waiverOrder: orderMap(), faab };
}

/** The maximum waiver bid shown (spec §5): FAAB in the regular season, else available cap. */
export function getMaxWaiverBid(
  { isRegularSeason, faab, availableCap }: { isRegularSeason: boolean; faab: number; availableCap: number },
): number {
  return isRegularSeason ? faab : availableCap;
}

/** Result of a form validation. */
export type Validation = { ok: true } | { ok: false; field: string; message: string };

/**
 * Waiver claim form (spec §5): a type must be chosen; the bid is an integer, at least 0, at most
 * the maximum shown ({@link getMaxWaiverBid}: faab in the regular season, the available cap
 * outside it, where the bid is the player's salary and FAAB is not spent; defaults to faab);
 * practice squad waivers take no bid (0); without roster space at least one conditional release
 * is required.
 */
export function validateWaiverClaim(input: {
  type?: number | null;
  bid?: number | null;
  faab: number;
  maxBid?: number;
  hasRosterSpace: boolean;
  release?: readonly string[];
}): Validation {
  const { type, bid, faab, maxBid = faab } = input;
  const types: readonly number[] = [WaiverType.FREE_AGENCY, WaiverType.POACH, WaiverType.FREE_AGENCY_PRACTICE];
  if (type == null || !types.includes(type)) return { ok: false, field: 'type', message: 'a type must be chosen' };
  const amount = bid ?? 0;
  const bidAllowed = type === WaiverType.FREE_AGENCY_PRACTICE ? amount === 0 : true;
  if (!Number.isInteger(amount) || amount < 0 || amount > maxBid || !bidAllowed) {
    return { ok: false, field: 'bid', message: 'missing or invalid bid amount' };
  }
  if (!input.hasRosterSpace && (input.release ?? []).length === 0) {
    return { ok: false, field: 'release', message: 'a player to release is required' };
  }
  return { ok: true };
}

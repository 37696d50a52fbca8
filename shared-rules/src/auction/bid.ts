/**
 * Bid amount rules (spec §5) and the maximum bid a team can make (DOMAIN-NOTES "Live auction").
 * Pure: every input is an argument.
 */

/** Why a bid amount is refused; `null` means it is acceptable. */
export type BidProblem = 'MISSING' | 'NOT_INTEGER' | 'NEGATIVE' | 'OVER_CAP' | 'NOT_HIGHER' | 'OVER_MAX_BID' | 'NO_ROSTER_SPACE';

/** The user-facing warning for any invalid bid or nomination (spec §5, §8). */
export const INVALID_BID_MESSAGE = 'missing or invalid bid amount';

/**
 * The most a team may bid: its available cap minus the league minimum for each other open roster
 * spot it still has to fill. A team with no open spot cannot bid at all (-1).
 */
export function maxBid(availableCap: number, openSpots: number, minBid: number): number {
  if (openSpots <= 0) return -1;
  return Math.max(-1, availableCap - minBid * (openSpots - 1));
}

export interface BidCheckInput {
  /** The typed or sent amount; `undefined`/`null`/'' means missing. */
  value: unknown;
  availableCap: number;
  /** Current bid when a player is nominated; `null` when nothing is nominated (a nomination). */
  currentBid: number | null;
}

/**
 * §5 bid amount check: present (0 allowed), an integer, not negative, not above the team's
 * available cap and, when a player is nominated, greater than the current bid.
 */
export function checkBidAmount({ value, availableCap, currentBid }: BidCheckInput): BidProblem | null {
  if (value === undefined || value === null || value === '') return 'MISSING';
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'NOT_INTEGER';
  if (n < 0) return 'NEGATIVE';
  if (n > availableCap) return 'OVER_CAP';
  if (currentBid !== null && n <= currentBid) return 'NOT_HIGHER';
  return null;
}

/**
 * The server's full check: §5 plus the max-bid rule (room left to fill the rest of the roster at
 * the league minimum) and at least one open roster spot.
 */
export function checkServerBid(input: BidCheckInput & { openSpots: number; minBid: number }): BidProblem | null {
  if (input.openSpots <= 0) return 'NO_ROSTER_SPACE';
  const basic = checkBidAmount(input);
  if (basic) return basic;
  if ((input.value as number) > maxBid(input.availableCap, input.openSpots, input.minBid)) return 'OVER_MAX_BID';
  return null;
}

/**
 * Typing rule (§5): a non-integer or a value above the available cap is ignored, so the input keeps
 * its previous value. Returns the value to keep.
 */
export function acceptTypedBid(previous: number | '', typed: string, availableCap: number): number | '' {
  if (typed === '') return '';
  const n = Number(typed);
  if (!Number.isInteger(n) || n < 0 || n > availableCap) return previous;
  return n;
}

/** Plus/minus buttons apply the same check as typing (§5). */
export function stepBid(previous: number | '', delta: 1 | -1, availableCap: number): number | '' {
  const base = previous === '' ? 0 : previous;
  return acceptTypedBid(previous, String(base + delta), availableCap);
}

import { adjustedMarketSalary } from '@league/shared-rules';
import type { AuctionPoolPlayer } from '@league/shared-rules/contracts';

/** A pool row as the room shows it: the server's row plus Adjusted, which moves with the unspent cap. */
export interface PoolPlayer extends AuctionPoolPlayer {
  adjusted: number;
}

/** What Adjusted is priced against: the league's unspent cap over the open (unrostered) points added. */
export interface AdjustedBasis {
  unspentCap: number;
  openPointsAdded: number;
}

/**
 * Adjusted market salary (spec §9, DOMAIN-NOTES "Valuation"): points added × unspent cap ÷ the points added
 * still open. The server sends points added and the open total; the room prices here so Adjusted follows
 * every sale without asking the server again.
 */
export function withAdjusted(row: AuctionPoolPlayer, basis: AdjustedBasis): PoolPlayer {
  return { ...row, adjusted: adjustedMarketSalary(row.points_added, basis.unspentCap, basis.openPointsAdded, 0) };
}

import type { League, RosterPlayer } from '../constants/types';
import { RosterSlot } from '../constants/slots';
import { createRoster } from '../roster/roster';

/** Trade decision timestamps (spec §3 Trade); unset/null means not happened. */
export interface TradeState {
  propose_tid: number;
  accept_tid: number;
  accepted?: number | null;
  cancelled?: number | null;
  rejected?: number | null;
  vetoed?: number | null;
}

export type TradeStatus = 'open' | 'accepted' | 'cancelled' | 'rejected' | 'vetoed';

/** Trade status (spec §4): open unless cancelled, rejected, accepted or vetoed (veto wins). */
export function getTradeStatus(trade: TradeState): TradeStatus {
  if (trade.vetoed != null) return 'vetoed';
  if (trade.accepted != null) return 'accepted';
  if (trade.rejected != null) return 'rejected';
  if (trade.cancelled != null) return 'cancelled';
  return 'open';
}

/** True while the trade is open. */
export function isTradeOpen(trade: TradeState): boolean {
  return getTradeStatus(trade) === 'open';
}
/** Only the accepting team accepts, and only an open trade. */
export function canAcceptTrade(trade: TradeState, tid: number): boolean {
  return isTradeOpen(trade) && tid === trade.accept_tid;
}
/** The accepting team may add its release players only while the trade is open. */
export function canAddAcceptingTeamReleases(trade: TradeState, tid: number): boolean {
  return canAcceptTrade(trade, tid);
}
/** Either side may cancel an open trade (DOMAIN-NOTES). */
export function canCancelTrade(trade: TradeState, tid: number): boolean {
  return isTradeOpen(trade) && (tid === trade.propose_tid || tid === trade.accept_tid);
}
/** Either side may reject an open trade (DOMAIN-NOTES). */
export function canRejectTrade(trade: TradeState, tid: number): boolean {
  return canCancelTrade(trade, tid);
}

/**
 * Trade acceptance check (spec §5): the accepting roster, after removing its released and outgoing
 * players, has an open bench slot for each incoming player's position (filled one by one, so
 * position maximums and roster space apply cumulatively).
 */
export function isTradeAcceptable(
  league: League,
  acceptingRoster: readonly RosterPlayer[],
  { outgoing, release, incoming }: {
    outgoing: readonly string[];
    release: readonly string[];
    incoming: ReadonlyArray<{ pid: string; pos: string; value: number }>;
  },
): boolean {
  const leaving = new Set([...outgoing, ...release]);
  const roster = createRoster(league, acceptingRoster.filter((p) => !leaving.has(p.pid)));
  for (const player of incoming) {
    if (!roster.hasOpenBenchSlot(player.pos)) return false;
    roster.addPlayer({ ...player, slot: RosterSlot.BENCH });
  }
  return true;
}

import { z } from 'zod';
import { DraftPickSchema } from './draft-pick';
import { IdSchema, PidSchema, UnixSecondsSchema, YearSchema } from './common';

/**
 * A trade proposal between two teams (spec §3 "Trade"). The status fields are unix seconds of the
 * event or null; a trade is open unless cancelled, rejected, accepted or vetoed (spec §4 "Trades").
 */
export const TradeSchema = z.object({
  uid: IdSchema,
  propose_tid: IdSchema,
  accept_tid: IdSchema,
  lid: z.number().int().nonnegative(),
  year: YearSchema,
  offered: UnixSecondsSchema,
  accepted: UnixSecondsSchema.nullable(),
  cancelled: UnixSecondsSchema.nullable(),
  rejected: UnixSecondsSchema.nullable(),
  vetoed: UnixSecondsSchema.nullable(),
  proposingTeamPlayers: z.array(PidSchema),
  acceptingTeamPlayers: z.array(PidSchema),
  proposingTeamPicks: z.array(DraftPickSchema),
  acceptingTeamPicks: z.array(DraftPickSchema),
  proposingTeamReleasePlayers: z.array(PidSchema),
  acceptingTeamReleasePlayers: z.array(PidSchema),
});
export type Trade = z.infer<typeof TradeSchema>;

/** True while nobody has cancelled, rejected, accepted or vetoed the trade (spec §4). */
export function isTradeOpen(trade: Pick<Trade, 'accepted' | 'cancelled' | 'rejected' | 'vetoed'>): boolean {
  return trade.accepted === null && trade.cancelled === null && trade.rejected === null && trade.vetoed === null;
}

import { z } from 'zod';

/**
 * Wire shapes of the live auction room state (mirrors `AuctionRoomState` in the rules package).
 * Times are epoch milliseconds; money and counts are integers.
 */
export const AuctionTeamSchema = z.object({
  tid: z.number().int(),
  name: z.string(),
  draftOrder: z.number().int(),
  availableCap: z.number().int(),
  openSpots: z.number().int(),
});

export const AuctionBidEntrySchema = z.object({
  kind: z.literal('bid'),
  pid: z.string(),
  tid: z.number().int(),
  userid: z.number().int(),
  value: z.number().int(),
  at: z.number(),
  seq: z.number().int(),
  nomination: z.boolean(),
});

export const AuctionSaleEntrySchema = z.object({
  kind: z.enum(['processed', 'void']),
  pid: z.string(),
  tid: z.number().int(),
  userid: z.number().int(),
  value: z.number().int(),
  at: z.number(),
  seq: z.number().int(),
  reason: z.string().optional(),
});

export const AuctionEntrySchema = z.discriminatedUnion('kind', [AuctionBidEntrySchema, AuctionSaleEntrySchema]);

export const AuctionLotSchema = z.object({
  pid: z.string(),
  nominatedBy: z.number().int(),
  bid: z.number().int(),
  leader: z.number().int(),
  leaderUserid: z.number().int(),
  bids: z.array(AuctionBidEntrySchema),
});

export const AuctionRoomStateSchema = z.object({
  lid: z.number().int(),
  hosted: z.boolean(),
  startsAt: z.number().nullable(),
  minBid: z.number().int(),
  bidTimerMs: z.number().int(),
  nominationTimerMs: z.number().int(),
  paused: z.boolean(),
  pauseOnTeamDisconnect: z.boolean(),
  complete: z.boolean(),
  completedAt: z.number().nullable(),
  teams: z.array(AuctionTeamSchema),
  nominatingTid: z.number().int().nullable(),
  lot: AuctionLotSchema.nullable(),
  timerExpiresAt: z.number().nullable(),
  timerKind: z.enum(['bid', 'nomination']).nullable(),
  soldPids: z.array(z.string()),
  sales: z.array(AuctionSaleEntrySchema),
  connected: z.array(z.number().int()),
  seq: z.number().int(),
});
export type AuctionRoomStateWire = z.infer<typeof AuctionRoomStateSchema>;

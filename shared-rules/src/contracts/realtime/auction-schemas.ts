import { z } from 'zod';

/**
 * Wire shapes of the live auction room state (the rules package's `AuctionRoomState` as a client
 * sees it). One time unit everywhere, on `/ws` and in the auction's HTTP routes: epoch milliseconds
 * (each time field says so). Money and counts are integers. Entries name teams, never users: a
 * user's id is sent to that user only (`init.you`).
 */
export const epochMsField = (what: string) => z.number().int().describe(`${what} (epoch milliseconds)`);
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
  value: z.number().int(),
  at: epochMsField('When the bid was accepted'),
  seq: z.number().int(),
  nomination: z.boolean().describe('True for the opening bid (the nomination)'),
});

export const AuctionSaleEntrySchema = z.object({
  kind: z.enum(['processed', 'void']),
  pid: z.string(),
  tid: z.number().int(),
  value: z.number().int(),
  at: epochMsField('When the lot closed'),
  seq: z.number().int(),
  reason: z.string().optional().describe('Why a lot was voided (an error code, or AUCTION_RESET)'),
});

export const AuctionEntrySchema = z.discriminatedUnion('kind', [AuctionBidEntrySchema, AuctionSaleEntrySchema]);

export const AuctionLotSchema = z.object({
  pid: z.string(),
  nominatedBy: z.number().int(),
  bid: z.number().int(),
  leader: z.number().int().describe('Team holding the winning bid'),
  bids: z.array(AuctionBidEntrySchema),
});

export const AuctionRoomStateSchema = z.object({
  lid: z.number().int(),
  hosted: z.boolean(),
  startsAt: epochMsField('Scheduled start').nullable(),
  minBid: z.number().int(),
  bidTimerMs: z.number().int().describe('Bid timer length (milliseconds)'),
  nominationTimerMs: z.number().int().describe('Nomination timer length (milliseconds)'),
  paused: z.boolean(),
  pauseOnTeamDisconnect: z.boolean(),
  complete: z.boolean(),
  completedAt: epochMsField('When the auction completed').nullable(),
  teams: z.array(AuctionTeamSchema),
  nominatingTid: z.number().int().nullable(),
  lot: AuctionLotSchema.nullable(),
  timerExpiresAt: epochMsField('Server instant the running timer expires').nullable(),
  timerKind: z.enum(['bid', 'nomination']).nullable(),
  soldPids: z.array(z.string()),
  sales: z.array(AuctionSaleEntrySchema),
  connected: z.array(z.number().int()).describe('Teams with an open connection on any api instance'),
  startedAt: epochMsField('When the auction first ran').nullable(),
  seq: z.number().int(),
});
export type AuctionRoomStateWire = z.infer<typeof AuctionRoomStateSchema>;
export type AuctionTeamWire = z.infer<typeof AuctionTeamSchema>;
export type AuctionBidEntryWire = z.infer<typeof AuctionBidEntrySchema>;
export type AuctionSaleEntryWire = z.infer<typeof AuctionSaleEntrySchema>;

import { z } from 'zod';
import { ErrorCodeSchema } from '../errors';
import { AuctionBidEntrySchema, AuctionRoomStateSchema, AuctionSaleEntrySchema } from './auction-schemas';

/**
 * Messages the server sends on `/ws` (spec §7). Auction messages carry the room `version` after the
 * change, so a client that sees a gap re-sends `join` and gets a fresh `init`. Timers are server
 * expiry instants (epoch ms) plus `serverNow`, so a client with a skewed clock still counts down right.
 */
const version = z.number().int();

export const InitMessageSchema = z.object({
  type: z.literal('init'),
  v: z.number().int(),
  version,
  serverNow: z.number(),
  state: AuctionRoomStateSchema,
  /** Who the server thinks you are in this room. */
  you: z.object({ userid: z.number().int().nullable(), teamId: z.number().int().nullable(), isCommissioner: z.boolean() }),
});
export const StartMessageSchema = z.object({
  type: z.literal('start'),
  version,
  serverNow: z.number(),
  timerExpiresAt: z.number().nullable(),
  timerKind: z.enum(['bid', 'nomination']),
});
export const PausedMessageSchema = z.object({ type: z.literal('paused'), version });
export const ServerBidMessageSchema = z.object({
  type: z.literal('bid'),
  version,
  serverNow: z.number(),
  entry: AuctionBidEntrySchema,
  timerExpiresAt: z.number(),
  requestId: z.string().optional(),
});
export const ProcessedMessageSchema = z.object({ type: z.literal('processed'), version, entry: AuctionSaleEntrySchema });
export const NominationInfoMessageSchema = z.object({
  type: z.literal('nomination'),
  version,
  serverNow: z.number(),
  nominatingTid: z.number().int(),
  timerExpiresAt: z.number().nullable(),
  /** Set when the lot just closed without a sale (the winner failed the final roster/cap check). */
  voided: AuctionSaleEntrySchema.optional(),
});
export const ConnectedMessageSchema = z.object({ type: z.literal('connected'), version, connected: z.array(z.number().int()) });
export const ConfigMessageSchema = z.object({ type: z.literal('config'), version, pauseOnTeamDisconnect: z.boolean() });
export const CompleteMessageSchema = z.object({ type: z.literal('complete'), version, completedAt: z.number() });
export const ErrorMessageSchema = z.object({
  type: z.literal('error'),
  code: ErrorCodeSchema,
  message: z.string(),
  requestId: z.string().optional(),
});
export const DataViewResultMessageSchema = z.object({
  type: z.literal('data_view_result'),
  requestId: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export const DataViewErrorMessageSchema = z.object({
  type: z.literal('data_view_error'),
  requestId: z.string(),
  code: ErrorCodeSchema,
  message: z.string(),
});
export const DataViewStatusMessageSchema = z.object({ type: z.literal('data_view_status'), requestId: z.string(), status: z.string() });
export const DataViewPositionMessageSchema = z.object({
  type: z.literal('data_view_position'),
  requestId: z.string(),
  /** Place in the request queue (0 = running). */
  position: z.number().int().nonnegative(),
});

export const ServerMessageSchema = z.discriminatedUnion('type', [
  InitMessageSchema,
  StartMessageSchema,
  PausedMessageSchema,
  ServerBidMessageSchema,
  ProcessedMessageSchema,
  NominationInfoMessageSchema,
  ConnectedMessageSchema,
  ConfigMessageSchema,
  CompleteMessageSchema,
  ErrorMessageSchema,
  DataViewResultMessageSchema,
  DataViewErrorMessageSchema,
  DataViewStatusMessageSchema,
  DataViewPositionMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
/** Narrow a server message by its `type`. */
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

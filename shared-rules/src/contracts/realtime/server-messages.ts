import { z } from 'zod';
import { ErrorCodeSchema } from '../errors';
import { ScoreboardTeamSchema } from '../http/matchups';
import { AuctionBidEntrySchema, AuctionRoomStateSchema, AuctionSaleEntrySchema, AuctionTeamSchema, epochMsField } from './auction-schemas';

/**
 * Messages the server sends on `/ws` (spec §7). Broadcasts that change the room carry its `version`
 * after the change (several messages of one change share it); a client that sees a gap sends `join`
 * and gets a `sync`. Presence (`connected`) is not versioned: it changes no room state. Timers are
 * server expiry instants plus `serverNow` (epoch ms), so a client with a skewed clock counts right.
 * Broadcasts name teams, never users; a `requestId` goes only to the sender of its command.
 */
const version = z.number().int().describe('Room version after the change');
const serverNow = epochMsField('Server clock when sent');
const requestId = z.string().optional().describe("The command's requestId (only in replies to its sender)");

/** The first message of every connection, sent exactly once. */
export const InitMessageSchema = z.object({
  type: z.literal('init'),
  v: z.number().int().describe('Protocol version'),
  version,
  serverNow,
  state: AuctionRoomStateSchema,
  /** Who the server thinks you are in this room. */
  you: z.object({ userid: z.number().int().nullable(), teamId: z.number().int().nullable(), isCommissioner: z.boolean() }),
});
/**
 * The whole room again: the answer to `join` (sender only, with its requestId), and a broadcast when
 * the room changed wholesale (a reset, new settings, or this instance missed records).
 */
export const SyncMessageSchema = z.object({ type: z.literal('sync'), version, serverNow, state: AuctionRoomStateSchema, requestId });
/** The command was applied (or was a no-op, `changed: false`); sent to its sender after any broadcast it caused. */
export const AckMessageSchema = z.object({
  type: z.literal('ack'),
  requestId,
  command: z.string().describe('The type of the command acknowledged'),
  version,
  changed: z.boolean().describe('False when the command changed nothing (e.g. pause when already paused)'),
});
/** Teams' cap and spots as the rosters now give them (a roster changed outside the room). */
export const TeamsMessageSchema = z.object({ type: z.literal('teams'), version, teams: z.array(AuctionTeamSchema) });
export const StartMessageSchema = z.object({
  type: z.literal('start'),
  version,
  serverNow,
  timerExpiresAt: epochMsField('Server instant the timer expires').nullable(),
  timerKind: z.enum(['bid', 'nomination']),
});
export const PausedMessageSchema = z.object({ type: z.literal('paused'), version });
export const ServerBidMessageSchema = z.object({
  type: z.literal('bid'),
  version,
  serverNow,
  entry: AuctionBidEntrySchema,
  timerExpiresAt: epochMsField('Server instant the bid timer expires'),
});
export const ProcessedMessageSchema = z.object({ type: z.literal('processed'), version, entry: AuctionSaleEntrySchema });
export const NominationInfoMessageSchema = z.object({
  type: z.literal('nomination'),
  version,
  serverNow,
  nominatingTid: z.number().int(),
  timerExpiresAt: epochMsField('Server instant the nomination timer expires').nullable(),
  /** Set when the lot just closed without a sale (the winner failed the final roster/cap check). */
  voided: AuctionSaleEntrySchema.optional(),
});
/** Presence changed (not versioned: it is not part of the room's ordered log). */
export const ConnectedMessageSchema = z.object({
  type: z.literal('connected'),
  connected: z.array(z.number().int()).describe('Teams with an open connection on any api instance'),
});
export const ConfigMessageSchema = z.object({ type: z.literal('config'), version, pauseOnTeamDisconnect: z.boolean() });
export const CompleteMessageSchema = z.object({ type: z.literal('complete'), version, completedAt: epochMsField('When the auction completed') });
/** A refused command (sender only, with its requestId) or a protocol problem. */
export const ErrorMessageSchema = z.object({
  type: z.literal('error'),
  code: ErrorCodeSchema,
  message: z.string(),
  requestId,
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

/**
 * The live scoreboard of a league's week (spec §3 "Scoreboard", §4 Connections): sent after a
 * `scoreboard_register` whose marker is older than the server's, and pushed to every registered socket
 * of the league whenever ingested stats change its points. `last_updated` is the marker to send back.
 */
export const ScoreboardMessageSchema = z.object({
  type: z.literal('scoreboard'),
  year: z.number().int(),
  week: z.number().int().min(0).max(22),
  last_updated: z.number().int().nonnegative().nullable(),
  teams: z.array(ScoreboardTeamSchema),
});

export const ServerMessageSchema = z.discriminatedUnion('type', [
  InitMessageSchema,
  SyncMessageSchema,
  AckMessageSchema,
  TeamsMessageSchema,
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
  ScoreboardMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
/** Narrow a server message by its `type`. */
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

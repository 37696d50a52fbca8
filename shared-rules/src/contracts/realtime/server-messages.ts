import { z } from 'zod';
import { ErrorCodeSchema } from '../errors';
import { DraftPickSchema } from '../http/entities/draft-pick';
import { DataViewPercentilesSchema, DataViewRowSchema } from '../http/data-view-query';
import { LeagueNoticeSchema } from '../http/league-calendar';
import { ScoreboardTeamSchema } from '../http/matchups';
import { AuctionServerMessageSchema } from './auction-server-messages';

/**
 * Every message the server sends on `/ws` (spec §7): the auction room's (auction-server-messages.ts)
 * and the other features' on the same socket (data views, the scoreboard).
 */
export const DataViewResultMessageSchema = z.object({
  type: z.literal('data_view_result'),
  requestId: z.string(),
  /** One page: cells in the order prefix_columns then columns (see POST /data-views/query). */
  rows: z.array(DataViewRowSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  /** When the request asked for them: per cell column, its percentiles over the view (see POST /data-views/query). */
  percentiles: z.array(DataViewPercentilesSchema.nullable()).optional(),
});
export const DataViewErrorMessageSchema = z.object({
  type: z.literal('data_view_error'),
  requestId: z.string(),
  code: ErrorCodeSchema,
  message: z.string(),
});
/** A request's state on the server: queued, running, or cancelled (a newer request from the socket replaced it). */
export const DataViewStatusMessageSchema = z.object({
  type: z.literal('data_view_status'),
  requestId: z.string(),
  status: z.enum(['queued', 'running', 'cancelled']),
});
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

/**
 * A pick made in the league's draft (spec §2 "Draft board"), pushed to every socket registered with
 * `draft_register` — from any api instance, through the draft collection's change stream.
 * `complete` is true when it was the draft's last pick.
 */
export const DraftPickMessageSchema = z.object({
  type: z.literal('draft_pick'),
  lid: z.number().int().nonnegative(),
  year: z.number().int(),
  pick: DraftPickSchema,
  complete: z.boolean(),
});

/**
 * The answer to `draft_register`, sent once the socket is registered: every pick made from now on is pushed
 * to it. A board reads GET /draft on this message (and not before it only): a pick made between its first read
 * and its registration would otherwise reach it only at its next read. `year` echoes the registration's
 * (null: every draft of the league).
 */
export const DraftRegisteredMessageSchema = z.object({
  type: z.literal('draft_registered'),
  lid: z.number().int().nonnegative(),
  year: z.number().int().nullable(),
});

/**
 * League notices for this socket's user (after `notices_register`): the answer names those written
 * since the client's marker (oldest first, at most NOTICES_BACKLOG_MAX), and each notice written later is
 * pushed alone. `last` is the marker to keep: the newest notice uid the server knows for the league.
 */
export const NoticesMessageSchema = z.object({
  type: z.literal('notices'),
  notices: z.array(LeagueNoticeSchema),
  last: z.number().int().nonnegative().nullable(),
});
/** Most notices one `notices_register` answer carries (the newest ones). */
export const NOTICES_BACKLOG_MAX = 20;

export const ServerMessageSchema = z.discriminatedUnion('type', [
  // the room's messages in their order, then the other features'
  ...AuctionServerMessageSchema.options,
  DataViewResultMessageSchema,
  DataViewErrorMessageSchema,
  DataViewStatusMessageSchema,
  DataViewPositionMessageSchema,
  ScoreboardMessageSchema,
  DraftPickMessageSchema,
  DraftRegisteredMessageSchema,
  NoticesMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
/** Narrow a server message by its `type`. */
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

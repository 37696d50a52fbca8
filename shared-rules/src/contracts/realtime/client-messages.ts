import { z } from 'zod';
import { DataViewTableStateSchema } from '../http/data-views';
import { DATA_VIEW_PAGE_MAX } from '../http/data-view-query';

/**
 * Messages a client sends on `/ws` (spec §7). A client connects with `?leagueId=…` and its token in
 * the `Sec-WebSocket-Protocol` header, in a first `auth` message, or (legacy) in `?token=`; the
 * server derives user, team and role from the token, never from a message. Every command (`auth`,
 * `join`, `bid`, `nomination`, `pause`, `resume`, `toggle_pause_on_disconnect`) gets exactly one
 * reply to its sender only — `ack`, `error`, or for `join` a `sync` — carrying its `requestId`.
 */
const requestId = z.string().max(64).optional();
const pid = z.string().min(1).max(64);

/**
 * Authenticates a connection that carried no token: only as the first message (the server waits
 * REALTIME_AUTH_WAIT_MS for it before seating the socket as a visitor).
 */
export const AuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096), requestId });
export const JoinMessageSchema = z.object({ type: z.literal('join'), v: z.number().int(), requestId });
export const BidMessageSchema = z.object({ type: z.literal('bid'), pid, value: z.number(), requestId });
export const NominationMessageSchema = z.object({
  type: z.literal('nomination'),
  pid,
  value: z.number(),
  /** Commissioner only: nominate on behalf of this team (defaults to the team on the clock). */
  tid: z.number().int().optional(),
  requestId,
});
export const PauseMessageSchema = z.object({ type: z.literal('pause'), requestId });
export const ResumeMessageSchema = z.object({ type: z.literal('resume'), requestId });
export const TogglePauseOnDisconnectMessageSchema = z.object({ type: z.literal('toggle_pause_on_disconnect'), requestId });
export const DataViewRequestMessageSchema = z.object({
  type: z.literal('data_view_request'),
  requestId: z.string().max(64),
  tableState: DataViewTableStateSchema,
  /** Page window (default the first 100 rows); a later page's rows are appended by the client (spec §4). */
  offset: z.number().int().min(0).max(20_000).optional(),
  limit: z.number().int().min(1).max(DATA_VIEW_PAGE_MAX).optional(),
  /** Also answer each numeric column's percentiles over the whole view. */
  percentiles: z.boolean().optional(),
});
export const ScoreboardRegisterMessageSchema = z.object({
  type: z.literal('scoreboard_register'),
  /** Last-updated marker (unix seconds) the client already has; re-sent on reconnect. */
  updated: z.number().int().nonnegative(),
  /**
   * The week the page shows (default: the league's scoreboard week, spec §2). A past week can be live
   * too: a replay feeds its plays through the ingest again.
   */
  year: z.number().int().min(1920).max(2100).optional(),
  week: z.number().int().min(1).max(22).optional(),
});
/**
 * Registers the socket for the league's draft board of a year (default: every draft of the league):
 * each pick made from then on is pushed as `draft_pick`. The server answers `draft_registered` once the
 * registration holds; a board reads GET /draft then, so it misses no pick; a pick already in the board it
 * reads is applied once.
 */
export const DraftRegisterMessageSchema = z.object({
  type: z.literal('draft_register'),
  year: z.number().int().min(1920).max(2100).optional(),
});
/**
 * Asks for the league's notices on this socket: those for the caller's team (private) and the whole
 * league's, pushed as they are written. `after` is the last notice uid the client has shown (re-sent on
 * reconnect): the answer holds the ones written since, so nothing written while offline is missed.
 * Without it the answer holds none, only the marker to start from.
 */
export const NoticesRegisterMessageSchema = z.object({
  type: z.literal('notices_register'),
  after: z.number().int().nonnegative().optional(),
});
export const KeepaliveMessageSchema = z.object({ type: z.literal('keepalive') });

export const ClientMessageSchema = z.discriminatedUnion('type', [
  AuthMessageSchema,
  JoinMessageSchema,
  BidMessageSchema,
  NominationMessageSchema,
  PauseMessageSchema,
  ResumeMessageSchema,
  TogglePauseOnDisconnectMessageSchema,
  DataViewRequestMessageSchema,
  ScoreboardRegisterMessageSchema,
  DraftRegisterMessageSchema,
  NoticesRegisterMessageSchema,
  KeepaliveMessageSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdParamSchema, IdSchema, LeagueIdParamSchema, PidSchema, UnixSecondsSchema, YearQuerySchema, YearSchema } from './entities/common';
import { DraftPickSchema } from './entities/draft-pick';
import { TransactionSchema } from './entities/transaction';

/**
 * The rookie draft (spec §3 "Draft", §7 "Draft"). Draft-pick value lives in `team-stats.ts`.
 */

/** A player of the rookie class, as the board lists him (spec §2 "Draft board"). */
export const DraftRookieSchema = z.object({
  pid: PidSchema,
  name: z.string(),
  pos: z.string(),
  /** NFL team, null for a free agent. */
  team: z.string().nullable(),
  college: z.string().nullable(),
  nfl_draft_year: z.number().int().nullable(),
  /** NFL draft round and overall pick (draft capital), null when undrafted. */
  round: z.number().int().nullable(),
  dpos: z.number().int().nullable(),
});
export type DraftRookie = z.infer<typeof DraftRookieSchema>;

/** A pick on the board: the pick plus its window (New York hours turned into unix seconds) and salary. */
export const BoardPickSchema = DraftPickSchema.extend({
  /** When the pick's window opens and closes (the next pick's opening; the draft end for the last). */
  window_opens: UnixSecondsSchema.nullable().optional(),
  window_closes: UnixSecondsSchema.nullable().optional(),
  /** The rookie's salary at this pick (teams − pick in round + 1, at least $1). */
  salary: z.number().int().positive().nullable().optional(),
});
export type BoardPick = z.infer<typeof BoardPickSchema>;

/** The league's draft of a year: its timing settings, every pick, the clock and the rookie class. */
export const DraftSchema = z.object({
  /** When the first pick window opens (unix seconds), null until scheduled. */
  draft_start: UnixSecondsSchema.nullable(),
  /** Pick windows: hourly inside the draft hours, or daily (the league's `draft_type`). */
  draft_type: z.string().nullable(),
  /** Draft hours in New York time (defaults 11 and 16). */
  draft_hour_min: z.number().int().min(0).max(23),
  draft_hour_max: z.number().int().min(0).max(24),
  picks: z.array(BoardPickSchema),
  /** The draft's year (its picks' year). */
  year: YearSchema.optional(),
  /** Picks can be made now (from draft_start to the draft end, while picks remain). */
  open: z.boolean().optional(),
  /** Every pick is made. */
  complete: z.boolean().optional(),
  /** The draft end: the end of the New York day of the last pick's window; null until scheduled. */
  end: UnixSecondsSchema.nullable().optional(),
  /** When the last pick was made (league.rookie_draft_completed_at for the current draft). */
  completed_at: UnixSecondsSchema.nullable().optional(),
  /** The pick on the clock (its window open, or the next one when it was made early); null before or after. */
  on_clock: IdSchema.nullable().optional(),
  /** Unmade picks whose window has opened: their owners may pick now. */
  may_pick: z.array(IdSchema).optional(),
  /** Players picked in this draft (spec §3 Draft "drafted pids"). */
  drafted: z.array(PidSchema).optional(),
  /** The NFL draft class offered: the draft's year, or the most recent class the data holds. */
  rookie_class: YearSchema.nullable().optional(),
  /** Rookies of the class on no roster of the league and not drafted in it, by NFL draft capital. */
  available: z.array(DraftRookieSchema).optional(),
  /** The players of the made picks. */
  selected: z.array(DraftRookieSchema).optional(),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DraftQuerySchema = z.object({
  /** Default: the scheduled draft (the season of draft_start), else the next rookie draft. */
  year: YearQuerySchema.optional(),
});
export type DraftQuery = z.infer<typeof DraftQuerySchema>;

const DRAFT_EXAMPLE_PARAMS = { leagueId: 1 };

export const getDraftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/draft',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  query: DraftQuerySchema,
  response: DraftSchema,
  docs: {
    summary: 'The draft board',
    description:
      "The league's rookie draft of a year (default: the season of `draft_start` when set, else the next rookie draft): every pick in order with its current and original team, its window in unix seconds (hourly inside the New York draft hours, or daily) and its salary; the pick on the clock and the picks that may be made now; the rookies still available (the draft year's NFL class, or the most recent class the data set holds), by NFL draft capital. The order is set from last season's standings (worst first, playoff teams after the others, the champion last) once the draft is scheduled. A `/ws` `draft_register` gets every pick pushed as `draft_pick`.",
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: DRAFT_EXAMPLE_PARAMS, query: { year: 2025 } },
  },
});

/** Make a pick: the player, the pick, and the team making it (the pick's current owner). */
export const MakeDraftPickBodySchema = z.object({ pid: PidSchema, pickId: IdSchema, teamId: IdSchema });
export type MakeDraftPickBody = z.infer<typeof MakeDraftPickBodySchema>;

/** The filled pick and the draft transaction (the rookie lands on the drafted practice squad). */
export const MakeDraftPickResponseSchema = z.object({ pick: DraftPickSchema, transaction: TransactionSchema });
export type MakeDraftPickResponse = z.infer<typeof MakeDraftPickResponseSchema>;

export const makeDraftPickEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/draft',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  body: MakeDraftPickBodySchema,
  response: MakeDraftPickResponseSchema,
  auth: true,
  docs: {
    summary: 'Make a draft pick',
    description:
      "The owner of the pick's team drafts a rookie of the class: once the pick's window opens its owner may pick, and an owner whose window passed may still pick until the draft ends. The rookie joins the drafted practice squad at the pick's salary (teams − pick in round + 1, at least $1) with a draft transaction (type 8) carrying `pick` and `pick_str`; pick, roster row and transaction are written in one transaction, so of two picks of one slot, or of one player, exactly one is made. The last pick completes the draft. The commissioner picks only for a team they own.",
    access: 'owner',
    errors: [
      'NOT_FOUND', 'UNAUTHENTICATED', 'NOT_TEAM_OWNER', 'DRAFT_NOT_STARTED', 'DRAFT_ENDED', 'DRAFT_PICK_NOT_ON_CLOCK',
      'DRAFT_PICK_MADE', 'PLAYER_ALREADY_DRAFTED', 'PLAYER_NOT_ROOKIE', 'PLAYER_ROSTERED', 'NO_PRACTICE_SPACE', 'INVALID_PARAMS',
    ],
    example: { params: DRAFT_EXAMPLE_PARAMS, body: { pid: 'ASHT-JEAN-2025-2003-12-01', pickId: 1, teamId: 1 } },
  },
});

export const DraftPickParamsSchema = z.object({ leagueId: LeagueIdParamSchema, pickId: IdParamSchema });
export type DraftPickParams = z.infer<typeof DraftPickParamsSchema>;

/** A trade that moved a pick: the trade transaction (type 4) naming it, and the team that received it. */
export const PickTradeSchema = z.object({
  uid: IdSchema,
  tid: IdSchema,
  timestamp: UnixSecondsSchema,
  year: YearSchema,
});
export type PickTrade = z.infer<typeof PickTradeSchema>;

/** The same overall pick in one of the league's earlier drafts. */
export const HistoricalPickSchema = z.object({
  year: YearSchema,
  pick: z.number().int().positive(),
  pick_str: z.string().nullable(),
  tid: IdSchema,
  otid: IdSchema,
  player: DraftRookieSchema.nullable(),
});
export type HistoricalPick = z.infer<typeof HistoricalPickSchema>;

/** A pick with its details (spec §2 "Draft board with pick details (trade history, historical picks)"). */
export const DraftPickDetailsSchema = DraftPickSchema.extend({
  /** The drafted player, once the pick is made. */
  player: DraftRookieSchema.nullable().optional(),
  /** Trades that moved this pick, oldest first. */
  trades: z.array(PickTradeSchema).optional(),
  /** The same overall pick in the league's earlier drafts, newest first. */
  history: z.array(HistoricalPickSchema).optional(),
});
export type DraftPickDetails = z.infer<typeof DraftPickDetailsSchema>;

export const getDraftPickEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/draft/picks/:pickId',
  params: DraftPickParamsSchema,
  response: DraftPickDetailsSchema,
  docs: {
    summary: 'A draft pick with its details',
    description:
      "One pick of the league (any year): its current and original team, its player once made, the trades that moved it (trade transactions, type 4, naming the pick), and the same overall pick in the league's earlier drafts with the players taken there.",
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1, pickId: 1 } },
  },
});

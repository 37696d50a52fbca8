import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdParamSchema, IdSchema, LeagueIdParamSchema, PidSchema, UnixSecondsSchema } from './entities/common';
import { DraftPickSchema } from './entities/draft-pick';
import { TransactionSchema } from './entities/transaction';

/**
 * The rookie draft (spec §3 "Draft", §7 "Draft"). Draft-pick value lives in `team-stats.ts`.
 */

/** The league's draft for the current year: its timing settings and every pick. */
export const DraftSchema = z.object({
  /** When the first pick window opens (unix seconds), null until scheduled. */
  draft_start: UnixSecondsSchema.nullable(),
  /** Pick windows: hourly inside the draft hours, or daily (the league's `draft_type`). */
  draft_type: z.string().nullable(),
  /** Draft hours in New York time (defaults 11 and 16). */
  draft_hour_min: z.number().int().min(0).max(23),
  draft_hour_max: z.number().int().min(0).max(24),
  picks: z.array(DraftPickSchema),
});
export type Draft = z.infer<typeof DraftSchema>;

export const getDraftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/draft',
  params: z.object({ leagueId: LeagueIdParamSchema }),
  response: DraftSchema,
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
});

export const DraftPickParamsSchema = z.object({ leagueId: LeagueIdParamSchema, pickId: IdParamSchema });
export type DraftPickParams = z.infer<typeof DraftPickParamsSchema>;

export const getDraftPickEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/draft/picks/:pickId',
  params: DraftPickParamsSchema,
  response: DraftPickSchema,
});

import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { CLAIM_ERRORS } from './error-sets';
import {
  IdParamSchema,
  IdSchema,
  LeagueIdParamSchema,
  LeagueParamsSchema,
  MoneySchema,
  PidSchema,
  QueryIntSchema,
  WaiverTypeSchema,
} from './entities/common';
import { WaiverSchema } from './entities/waiver';

/**
 * Waiver claims (spec §7 "Waivers", §4 "Waivers", §5 "Waiver bid"). The caller's team in the league
 * is the claiming team. Answers are the stored claims after the change.
 */

const ReleaseListSchema = z.array(PidSchema).max(20).default([]);

/** Submit a claim (spec: bid, release, type, pid); practice-squad claims carry no bid. */
export const SubmitWaiverBodySchema = z.object({
  pid: PidSchema,
  type: WaiverTypeSchema,
  bid: MoneySchema.default(0),
  release: ReleaseListSchema,
});
export type SubmitWaiverBody = z.infer<typeof SubmitWaiverBodySchema>;

/** 'Waiver Submitted'. */
export const submitWaiverEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/waivers',
  params: LeagueParamsSchema,
  body: SubmitWaiverBodySchema,
  response: WaiverSchema,
  auth: true,
  docs: {
    summary: 'Submit a waiver claim',
    description: 'Claims a player on waivers for your team in this league, with a bid when the waiver type takes one and optionally a player to release if the claim succeeds.',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1 } },
  },
});

/** The team's active claims in their new processing order (waiver uids, first processed first). */
export const ReorderWaiversBodySchema = z.object({
  waivers: z
    .array(IdSchema)
    .min(1)
    .max(100)
    .refine((uids) => new Set(uids).size === uids.length, { message: 'Duplicate waiver' })
    // the refine above in JSON Schema terms, for the published document
    .meta({ uniqueItems: true }),
});
export type ReorderWaiversBody = z.infer<typeof ReorderWaiversBodySchema>;

/** Answers the team's active claims in the stored order ('Waiver Order Updated'). */
export const reorderWaiversEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/waivers/order',
  params: LeagueParamsSchema,
  body: ReorderWaiversBodySchema,
  response: z.array(WaiverSchema),
  auth: true,
  docs: {
    summary: 'Reorder your waiver claims',
    description: 'Sets the order in which your team\'s pending waiver claims are processed; the list must name each pending claim of your team once.',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1 } },
  },
});

export const WaiverParamsSchema = z.object({ leagueId: LeagueIdParamSchema, waiverId: IdParamSchema });
export type WaiverParams = z.infer<typeof WaiverParamsSchema>;

/** Change a pending claim's releases and bid (spec: release, bid). */
export const UpdateWaiverBodySchema = z.object({ release: ReleaseListSchema, bid: MoneySchema.default(0) });
export type UpdateWaiverBody = z.infer<typeof UpdateWaiverBodySchema>;

/** 'Waiver Updated'. */
export const updateWaiverEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/waivers/:waiverId',
  params: WaiverParamsSchema,
  body: UpdateWaiverBodySchema,
  response: WaiverSchema,
  auth: true,
  docs: {
    summary: 'Change a waiver claim',
    description: 'Changes the bid or the release list of one of your pending waiver claims.',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1, waiverId: 1 } },
  },
});

/** 'Waiver Cancelled': answers the claim with `cancelled` set. */
export const cancelWaiverEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/waivers/:waiverId/cancel',
  params: WaiverParamsSchema,
  response: WaiverSchema,
  auth: true,
  docs: {
    summary: 'Cancel a waiver claim',
    description: 'Cancels one of your pending waiver claims.',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1, waiverId: 1 } },
  },
});

/**
 * Claims by type and processed time (unix seconds). Without `processed`: the caller's pending
 * claims, sorted by bid descending then list position (spec §4). With it: the claims processed
 * in that run.
 */
export const ListWaiversQuerySchema = z.object({
  type: z.coerce.number<number | string>().pipe(WaiverTypeSchema).optional(),
  processed: QueryIntSchema.optional(),
});
export type ListWaiversQuery = z.infer<typeof ListWaiversQuerySchema>;

export const listWaiversEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/waivers',
  params: LeagueParamsSchema,
  query: ListWaiversQuerySchema,
  response: z.array(WaiverSchema),
  docs: {
    summary: 'List waiver claims',
    description: 'The league\'s waiver claims, filtered by type and processed time. Pending claims show only to their own team.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/** Report filter: the waiver type and the processing run (unix seconds; latest run when absent). */
export const WaiverReportQuerySchema = z.object({
  type: z.coerce.number<number | string>().pipe(WaiverTypeSchema),
  processed: QueryIntSchema.optional(),
});
export type WaiverReportQuery = z.infer<typeof WaiverReportQuerySchema>;

/** Per player: the successful claim (if any) and the failed ones with their reasons (spec §4). */
export const WaiverReportRowSchema = z.object({
  pid: PidSchema,
  successful: WaiverSchema.nullable(),
  failed: z.array(WaiverSchema),
});
export type WaiverReportRow = z.infer<typeof WaiverReportRowSchema>;

/** The run's report plus every processing time of this type, newest first, to pick a run. */
export const WaiverReportSchema = z.object({
  processed: z.array(z.number().int().nonnegative()),
  players: z.array(WaiverReportRowSchema),
});
export type WaiverReport = z.infer<typeof WaiverReportSchema>;

export const getWaiverReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/waivers/report',
  params: LeagueParamsSchema,
  query: WaiverReportQuerySchema,
  response: WaiverReportSchema,
  docs: {
    summary: 'Waiver report',
    description: 'One processing run of a waiver type (1 active roster, 2 poach, 3 practice squad): per player, the claim that won and the ones that failed with their reasons, players with the highest bid first; `processed` lists every run of that type, newest first, to pick another (`?processed=`, unix seconds; default the latest). Processed claims are public; pending claims never show. A time that is not a run answers 404.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1 }, query: { type: 1 } },
  },
});

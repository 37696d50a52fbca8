import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, LeagueParamsSchema, PidSchema, YearQuerySchema } from './entities/common';
import { ProjectionRowSchema, ProjectionStatKeySchema } from './entities/projection';

/**
 * A player's projections and the caller's own edits (spec §7 "Players", §4 "Projections and values").
 * Own rows are kept on the server only with a token; visitors keep them locally.
 */

export const ProjectionParamsSchema = z.object({ pid: PidSchema });
export type ProjectionParams = z.infer<typeof ProjectionParamsSchema>;

/** Year defaults to the current one. */
export const GetProjectionsQuerySchema = z.object({ year: YearQuerySchema.optional() });
export type GetProjectionsQuery = z.infer<typeof GetProjectionsQuerySchema>;

/** Every source's rows for the player and year, plus the caller's own rows when logged in. */
export const getProjectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projections/:pid',
  params: ProjectionParamsSchema,
  query: GetProjectionsQuerySchema,
  response: z.array(ProjectionRowSchema),
  docs: {
    summary: "A player's projection rows",
    description:
      "The player's projection rows of a season (default the current one), by week (0 = the season): one row per source that projects him, plus — with a token — the caller's own rows (sourceid null). Other users' own rows are never shown.",
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});

/**
 * Set one stat of the caller's own row for a week (0 = season): updates the own row if one exists,
 * else adds it (spec §4).
 */
export const SetProjectionBodySchema = z.object({
  week: z.number().int().min(0).max(18),
  type: ProjectionStatKeySchema,
  value: z.number().min(0).max(10_000),
});
export type SetProjectionBody = z.infer<typeof SetProjectionBodySchema>;

/** Answers the own row after the change. */
export const setProjectionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/projections/:pid',
  params: ProjectionParamsSchema,
  body: SetProjectionBodySchema,
  response: ProjectionRowSchema,
  auth: true,
  docs: {
    summary: 'Set a stat of your own projection',
    description:
      "Sets one stat of the caller's own projection row of the player for a week of the current season (0 = the season), adding the row when there is none. The own row replaces the sources' average for the caller only. Only the token's user is ever written.",
    access: 'user',
    errors: ['NOT_FOUND'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' }, body: { week: 1, type: 'py', value: 275 } },
  },
});

/**
 * Remove the own rows for a week (spec: pid and week, plus userId). `userId`, when sent, must be
 * the caller's; the server always acts for the token's user.
 */
export const DeleteProjectionBodySchema = z.object({
  week: z.number().int().min(0).max(18),
  userId: IdSchema.optional(),
});
export type DeleteProjectionBody = z.infer<typeof DeleteProjectionBodySchema>;

/** Answers what was removed. */
export const DeleteProjectionResponseSchema = z.object({
  pid: PidSchema,
  week: z.number().int(),
  deleted: z.number().int().nonnegative(),
});
export type DeleteProjectionResponse = z.infer<typeof DeleteProjectionResponseSchema>;

export const deleteProjectionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/projections/:pid',
  params: ProjectionParamsSchema,
  body: DeleteProjectionBodySchema,
  response: DeleteProjectionResponseSchema,
  auth: true,
  docs: {
    summary: 'Delete your own projection for a week',
    description:
      "Removes the caller's own rows of the player for a week of the current season, so the sources' weighted average applies again. A `userId` other than the caller's is refused (403): a user's own rows are written only by that user.",
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' }, body: { week: 1 } },
  },
});

/** The season (default the current one) from a week on: `from_week` 1 = every week, 0 adds the season rows. */
export const ListProjectionsQuerySchema = z.object({
  year: YearQuerySchema.optional(),
  from_week: z.coerce.number<number | string>().int().min(0).max(18).optional(),
});
export type ListProjectionsQuery = z.infer<typeof ListProjectionsQuerySchema>;

/** Every player's rows of the weeks asked for: what the browser values the whole pool from. */
export const listProjectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projections',
  query: ListProjectionsQuerySchema,
  response: z.array(ProjectionRowSchema),
  docs: {
    summary: "Every player's projection rows",
    description:
      "Every source's projection rows of a season (default the current one) for weeks `from_week` (default the current week, at least 1) to 18 — with `from_week=0` the season rows (week 0) too — plus, with a token, the caller's own rows of those weeks. The players page combines them with the caller's source weights and values the whole player pool in the browser (spec §4 \"Projections and values\").",
    access: 'visitor',
    errors: [],
    example: { query: { from_week: 12 } },
  },
});

/**
 * The pool's projected points with every source at its default weight and no own rows: the same answer
 * for every caller, so the players table shows its projection column from the first paint (a preload
 * serves it) while the values worker answers only for callers with their own weights or rows. The
 * numbers are the worker's (shared-rules computeValues) to the digit, so its later answer moves no row.
 * Arrays, one index per player, to keep the answer small.
 */
export const PoolPointsResponseSchema = z.object({
  year: z.number().int(),
  /** The first week of `weekly` (the current week, at least 1; 1 in the offseason, when `ros` is the season). */
  fromWeek: z.number().int().min(1).max(18),
  finalWeek: z.number().int().min(1).max(18),
  pids: z.array(PidSchema),
  /** Rest-of-season points, by the index of `pids`. */
  ros: z.array(z.number()),
  /** Points of each week from `fromWeek` to `finalWeek`, by the index of `pids`. */
  weekly: z.array(z.array(z.number())),
  /** Week `fromWeek`'s combined projected line (stats in `lineKeys` order), null where no row projects the player that week. */
  lineKeys: z.array(ProjectionStatKeySchema),
  lines: z.array(z.array(z.number()).nullable()),
});
export type PoolPointsResponse = z.infer<typeof PoolPointsResponseSchema>;

/** `weights=mine`: the caller's source weights and own rows instead of the defaults (a token is required). */
export const PoolPointsQuerySchema = z.object({ weights: z.enum(['mine']).optional() });
export type PoolPointsQuery = z.infer<typeof PoolPointsQuerySchema>;

export const getPoolPointsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/projections/points',
  params: LeagueParamsSchema,
  query: PoolPointsQuerySchema,
  response: PoolPointsResponseSchema,
  docs: {
    summary: "The pool's projected points at the default weights",
    description:
      "Every projected player's points in the league's scoring from the current week (at least 1) to the final week, and the current week's combined projected line: every source's rows combined at the default weight 1 (spec §4 \"Projections and values\"), no user's own rows — the same for every caller, so a preload serves it. With `weights=mine` (a token required), the caller's: their source weights and own rows, as the players page shows them to a signed-in user without downloading every projection row (GET /projections).",
    access: 'visitor',
    errors: ['NOT_FOUND', 'UNAUTHENTICATED'],
    example: { params: { leagueId: 1 } },
  },
});

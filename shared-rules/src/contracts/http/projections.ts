import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, PidSchema, YearQuerySchema } from './entities/common';
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
});

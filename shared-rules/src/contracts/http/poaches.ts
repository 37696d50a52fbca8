import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdParamSchema, LeagueIdParamSchema, LeagueParamsSchema, PidSchema } from './entities/common';
import { PoachSchema } from './entities/poach';
import { TransactionSchema } from './entities/transaction';

/**
 * Poaching claims (spec §7 "Poaches", §4 "Poaching"). The caller's team in the league claims.
 */

const ReleaseListSchema = z.array(PidSchema).max(20).default([]);

/** Submit a claim (spec: release, pid) — 'Poach Submitted'. */
export const SubmitPoachBodySchema = z.object({ pid: PidSchema, release: ReleaseListSchema });
export type SubmitPoachBody = z.infer<typeof SubmitPoachBodySchema>;

export const submitPoachEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/poaches',
  params: LeagueParamsSchema,
  body: SubmitPoachBodySchema,
  response: PoachSchema,
  auth: true,
});

export const PoachParamsSchema = z.object({ leagueId: LeagueIdParamSchema, poachId: IdParamSchema });
export type PoachParams = z.infer<typeof PoachParamsSchema>;

/** Change a pending claim's conditional releases (spec: release) — 'Poach Updated'. */
export const UpdatePoachBodySchema = z.object({ release: ReleaseListSchema });
export type UpdatePoachBody = z.infer<typeof UpdatePoachBodySchema>;

export const updatePoachEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/poaches/:poachId',
  params: PoachParamsSchema,
  body: UpdatePoachBodySchema,
  response: PoachSchema,
  auth: true,
});

/** The processed claim and what it wrote (poached plus conditional releases). */
export const ProcessPoachResponseSchema = z.object({ poach: PoachSchema, transactions: z.array(TransactionSchema) });
export type ProcessPoachResponse = z.infer<typeof ProcessPoachResponseSchema>;

/** The player's current manager processes the claim early (spec §4) — 'Poach Processed'. */
export const processPoachEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/poaches/:poachId/process',
  params: PoachParamsSchema,
  response: ProcessPoachResponseSchema,
  auth: true,
});

/**
 * The league's pending poaching claims (not in the spec's call list; the player menus need them to
 * offer Update Poach, and the player's manager to process a claim on his player).
 */
export const listPoachesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/poaches',
  params: LeagueParamsSchema,
  response: z.array(PoachSchema),
});

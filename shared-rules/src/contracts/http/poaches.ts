import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { CLAIM_ERRORS } from './error-sets';
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
  docs: {
    summary: 'Submit a poaching claim',
    description: 'Claims another team\'s practice-squad player, optionally naming players to release if the claim succeeds.',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1 } },
  },
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
  docs: {
    summary: 'Change a poaching claim',
    description: 'Changes the release list of one of your pending poaching claims.',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1, poachId: 1 } },
  },
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
  docs: {
    summary: 'Process a poaching claim',
    description: 'Processes a pending poaching claim now (the claimed team\'s owner may do so before the deadline).',
    access: 'owner',
    errors: CLAIM_ERRORS,
    example: { params: { leagueId: 1, poachId: 1 } },
  },
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
  docs: {
    summary: 'List poaching claims',
    description: 'The league\'s poaching claims on practice-squad players.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

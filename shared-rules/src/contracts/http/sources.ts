import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { SourceSchema } from './entities/source';

/**
 * Projection sources and the caller's weights (spec §7 "League and sources", §4 "Connections":
 * weights reach the server only with a token; visitors keep them locally).
 */

/** Every source, with the caller's weight when a token is sent (else the default 1). */
export const listSourcesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sources',
  response: z.array(SourceSchema),
  docs: {
    summary: 'List projection sources',
    description:
      "Every projection source, by uid: source 1 is the product's own model (projected daily from the real nflverse stats, schedule and betting lines; see the README \"Own projection source\"), the others come from `npm run ingest:projections`. With a token each carries the caller's weight (default 1); visitors get 1 and keep their weights in the browser.",
    access: 'visitor',
    errors: [],
  },
});

export const SourceParamsSchema = z.object({ sourceId: z.coerce.number<number | string>().int().min(1).max(28) });
export type SourceParams = z.infer<typeof SourceParamsSchema>;

/** The caller's weight for one source, 0 (ignore) to 1. */
export const SetSourceWeightBodySchema = z.object({ weight: z.number().min(0).max(1) });
export type SetSourceWeightBody = z.infer<typeof SetSourceWeightBodySchema>;

/** Answers the source with the saved weight. */
export const setSourceWeightEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/sources/:sourceId',
  params: SourceParamsSchema,
  body: SetSourceWeightBodySchema,
  response: SourceSchema,
  auth: true,
  docs: {
    summary: 'Set your weight for a projection source',
    description:
      "Saves the caller's weight (0 to 1; 0 leaves the source out) for a source; the weighted average of the sources' rows is the player's projection unless the caller has an own row. Other users' weights are untouched. Visitors keep weights locally.",
    access: 'user',
    errors: ['NOT_FOUND'],
    example: { params: { sourceId: 1 }, body: { weight: 0.5 } },
  },
});

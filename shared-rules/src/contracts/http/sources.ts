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
});

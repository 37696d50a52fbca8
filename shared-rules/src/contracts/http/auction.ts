import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueParamsSchema } from './entities/common';

/**
 * Where a league's live auction stands, for screens outside the auction room (the players and
 * waivers pages offer Select For Nomination only when the user may nominate). The room itself
 * speaks over `/ws`; this is a read of its stored state. Times are epoch ms like the room's.
 */
export const AuctionSummarySchema = z.object({
  version: z.number().int(),
  startsAt: z.number().int().nullable(),
  paused: z.boolean(),
  complete: z.boolean(),
  nominatingTid: z.number().int().nullable(),
  /** The player up for auction, null between lots. */
  lotPid: z.string().nullable(),
});
export type AuctionSummary = z.infer<typeof AuctionSummarySchema>;

/** GET /leagues/:leagueId/auction — public, like the room (visitors may watch). */
export const getAuctionSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/auction',
  params: LeagueParamsSchema,
  response: AuctionSummarySchema,
  docs: {
    summary: 'Where a league\'s live auction stands',
    description: 'Reads the auction room\'s stored state: whether it has started, is paused or complete, whose turn it is to nominate and which player is up. The room itself, with bids and nominations, speaks over the `/ws` websocket.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

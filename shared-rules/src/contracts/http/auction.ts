import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { epochMsField } from '../realtime/auction-schemas';
import { LeagueParamsSchema } from './entities/common';

/**
 * Where a league's live auction stands, for screens outside the auction room (the players and
 * waivers pages offer Select For Nomination only when the user may nominate). The room itself
 * speaks over `/ws`; this is a read of its stored state. Times are epoch ms like the room's.
 */
export const AuctionSummarySchema = z.object({
  version: z.number().int(),
  startsAt: epochMsField('Scheduled start').nullable(),
  startedAt: epochMsField('When the auction first ran').nullable(),
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

/** The commissioner sets (or clears, with null) when the auction starts by itself. */
export const ScheduleAuctionBodySchema = z.object({ startsAt: epochMsField('When the auction starts').nullable() });
export type ScheduleAuctionBody = z.infer<typeof ScheduleAuctionBodySchema>;

/**
 * PUT /leagues/:leagueId/auction/schedule — commissioner only. Refused with CONFLICT while the
 * auction runs (reset it first). At that time it starts by itself, on exactly one api instance.
 */
export const scheduleAuctionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/auction/schedule',
  auth: true,
  params: LeagueParamsSchema,
  body: ScheduleAuctionBodySchema,
  response: AuctionSummarySchema,
  docs: {
    summary: 'Schedule the live auction',
    description: 'Sets the instant (epoch ms) at which the league\'s auction starts by itself, on exactly one api instance, or clears it with null. Refused while the auction runs: reset it first.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'CONFLICT', 'UNAVAILABLE'],
    example: { params: { leagueId: 1 }, body: { startsAt: null } },
  },
});

/** POST /leagues/:leagueId/auction/start — commissioner only: starts now (or resumes a paused auction). */
export const startAuctionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/auction/start',
  auth: true,
  params: LeagueParamsSchema,
  response: AuctionSummarySchema,
  docs: {
    summary: 'Start the live auction now',
    description: 'Starts the league\'s auction now, or resumes it when paused. Everyone in the room sees it start over the `/ws` websocket.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'CONFLICT', 'AUCTION_COMPLETE', 'UNAVAILABLE'],
    example: { params: { leagueId: 1 } },
  },
});

/**
 * POST /leagues/:leagueId/auction/reset — commissioner only: the room starts over from the league's
 * current rosters, paused and unscheduled; an open lot is voided (its bids stay recorded). Players
 * already sold stay on their rosters.
 */
export const resetAuctionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/auction/reset',
  auth: true,
  params: LeagueParamsSchema,
  response: AuctionSummarySchema,
  docs: {
    summary: 'Reset the live auction',
    description: 'Starts the room over from the league\'s current rosters, paused and unscheduled. An open lot is voided and its bids stay recorded; players already sold stay on their rosters.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'UNAVAILABLE'],
    example: { params: { leagueId: 1 } },
  },
});

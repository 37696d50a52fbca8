import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdParamSchema, IdSchema, LeagueIdParamSchema, LeagueParamsSchema, PidSchema } from './entities/common';
import { TradeSchema } from './entities/trade';

/**
 * Trades (spec §7 "Trades", §4 "Trades"). Every action answers the trade as stored after it.
 */

export const TradeListSchema = z.array(TradeSchema);

/** Optional filter: trades where this team proposes or accepts. */
export const ListTradesQuerySchema = z.object({ teamId: IdParamSchema.optional() });
export type ListTradesQuery = z.infer<typeof ListTradesQuerySchema>;

/** The league's trades of the current year, newest first. */
export const listTradesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/trades',
  params: LeagueParamsSchema,
  query: ListTradesQuerySchema,
  response: TradeListSchema,
});

const PidListSchema = z.array(PidSchema).max(50).default([]);
const PickListSchema = z.array(IdSchema).max(20).default([]);

/**
 * Propose a trade (spec: proposingTeamPlayers, acceptingTeamPlayers, proposingTeamPicks,
 * acceptingTeamPicks, releasePlayers, propose_tid, accept_tid, leagueId). Picks are draft pick uids;
 * `releasePlayers` are the proposing team's releases. Something must change hands.
 */
export const ProposeTradeBodySchema = z
  .object({
    proposingTeamPlayers: PidListSchema,
    acceptingTeamPlayers: PidListSchema,
    proposingTeamPicks: PickListSchema,
    acceptingTeamPicks: PickListSchema,
    releasePlayers: PidListSchema,
    propose_tid: IdSchema,
    accept_tid: IdSchema,
    leagueId: z.number().int().nonnegative(),
  })
  .refine((body) => body.propose_tid !== body.accept_tid, {
    message: 'A team cannot trade with itself',
    path: ['accept_tid'],
  })
  .refine(
    (body) =>
      body.proposingTeamPlayers.length +
        body.acceptingTeamPlayers.length +
        body.proposingTeamPicks.length +
        body.acceptingTeamPicks.length >
      0,
    { message: 'A trade needs at least one player or pick' },
  );
export type ProposeTradeBody = z.infer<typeof ProposeTradeBodySchema>;

export const proposeTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades',
  params: LeagueParamsSchema,
  body: ProposeTradeBodySchema,
  response: TradeSchema,
  auth: true,
});

export const TradeParamsSchema = z.object({ leagueId: LeagueIdParamSchema, tradeId: IdParamSchema });
export type TradeParams = z.infer<typeof TradeParamsSchema>;

/** Accept (spec: releasePlayers, tradeId): only the accepting team, only while open. */
export const AcceptTradeBodySchema = z.object({ releasePlayers: PidListSchema, tradeId: IdSchema });
export type AcceptTradeBody = z.infer<typeof AcceptTradeBodySchema>;

export const acceptTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/accept',
  params: TradeParamsSchema,
  body: AcceptTradeBodySchema,
  response: TradeSchema,
  auth: true,
});

/** Cancel by the proposing team, while open. */
export const cancelTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/cancel',
  params: TradeParamsSchema,
  response: TradeSchema,
  auth: true,
});

/** Reject by the accepting team, while open. */
export const rejectTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/reject',
  params: TradeParamsSchema,
  response: TradeSchema,
  auth: true,
});

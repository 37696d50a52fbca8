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

/**
 * The trades the caller may see, newest first: a team owner's team's trades (open and past), the
 * commissioner's whole league (to review accepted trades); a visitor or a user without a team the
 * league's accepted and vetoed trades (a public record, as transactions are).
 */
export const listTradesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/trades',
  params: LeagueParamsSchema,
  query: ListTradesQuerySchema,
  response: TradeListSchema,
  docs: {
    summary: 'List trades',
    description: 'Trades of the league, newest first. A team owner sees every trade of their team (open, accepted, rejected, cancelled, vetoed); the commissioner sees every trade of the league; a visitor or a user without a team sees only accepted and vetoed trades. `teamId` narrows the list to trades of one team.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1 } },
  },
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
    leagueId: z.number().int().nonnegative().meta({ 'x-rules': ['must be the league of the path'] }),
    /** A counter-offer: the open trade (offered to the proposing team) it answers, rejected in the same write. */
    counterOf: IdSchema.optional(),
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

/** Refusals every trade write may answer (the rules of shared-rules trades/check.ts). */
const TRADE_RULE_ERRORS = [
  'TRADE_DEADLINE_PASSED',
  'INELIGIBLE_PLAYER_NOT_ON_ROSTER',
  'INELIGIBLE_RELEASE_PLAYER',
  'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM',
  'INELIGIBLE_DRAFT_PICK',
  'OVER_ROSTER_SPACE',
  'OVER_CAP_SPACE',
] as const;

const EXAMPLE_PROPOSAL = {
  proposingTeamPlayers: [], acceptingTeamPlayers: [], proposingTeamPicks: [1], acceptingTeamPicks: [],
  releasePlayers: [], propose_tid: 1, accept_tid: 2, leagueId: 1,
};

export const proposeTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades',
  params: LeagueParamsSchema,
  body: ProposeTradeBodySchema,
  response: TradeSchema,
  auth: true,
  docs: {
    summary: 'Propose a trade',
    description: 'The owner of `propose_tid` offers players and draft picks (and may name their own releases) to `accept_tid`. Refused past the trade deadline, for a player with a pending poaching claim, or when either roster would not be legal afterwards (bench space per incoming player, position maximums, salary cap). FAAB is not tradable. With `counterOf`, the open trade offered to the proposer is rejected in the same write (a counter-offer). The accepting team is notified.',
    access: 'owner',
    errors: ['NOT_FOUND', 'NOT_TEAM_OWNER', 'INVALID_TEAM', 'TRADE_NOT_OPEN', ...TRADE_RULE_ERRORS],
    example: { params: { leagueId: 1 }, body: EXAMPLE_PROPOSAL },
  },
});

export const TradeParamsSchema = z.object({ leagueId: LeagueIdParamSchema, tradeId: IdParamSchema });
export type TradeParams = z.infer<typeof TradeParamsSchema>;

/** Accept (spec: releasePlayers, tradeId): only the accepting team, only while open. */
/** Refusal details of the rules a schema cannot say (a body id must match the path's). */
export const TRADE_BODY_RULES = { tradeId: 'must be the trade of the path', leagueId: 'must be the league of the path' } as const;

export const AcceptTradeBodySchema = z.object({ releasePlayers: PidListSchema, tradeId: IdSchema.meta({ 'x-rules': [TRADE_BODY_RULES.tradeId] }) });
export type AcceptTradeBody = z.infer<typeof AcceptTradeBodySchema>;

export const acceptTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/accept',
  params: TradeParamsSchema,
  body: AcceptTradeBodySchema,
  response: TradeSchema,
  auth: true,
  docs: {
    summary: 'Accept a trade',
    description: 'The owner of the accepting team accepts an open trade, naming their own releases. One atomic write: both rosters are checked again (spec §5 and the cap), players change teams onto the bench keeping salary, tag and extensions, picks change owner, releases happen, trade transactions (type 4) are recorded, every other open trade involving a moved player or pick is cancelled, and the proposing team is notified. Of two concurrent accepts sharing a player exactly one succeeds; the other answers TRADE_NOT_OPEN.',
    access: 'owner',
    errors: ['NOT_FOUND', 'NOT_TEAM_OWNER', 'TRADE_NOT_OPEN', 'CONFLICT', ...TRADE_RULE_ERRORS],
    example: { params: { leagueId: 1, tradeId: 1 }, body: { releasePlayers: [], tradeId: 1 } },
  },
});

/** Cancel by the proposing team, while open. */
export const cancelTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/cancel',
  params: TradeParamsSchema,
  response: TradeSchema,
  auth: true,
  docs: {
    summary: 'Cancel a trade',
    description: 'An owner of either team withdraws an open trade (DOMAIN-NOTES: either side may cancel). The other team is notified.',
    access: 'owner',
    errors: ['NOT_FOUND', 'NOT_TEAM_OWNER', 'TRADE_NOT_OPEN'],
    example: { params: { leagueId: 1, tradeId: 1 } },
  },
});

/** Reject by the accepting team, while open. */
export const rejectTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/reject',
  params: TradeParamsSchema,
  response: TradeSchema,
  auth: true,
  docs: {
    summary: 'Reject a trade',
    description: 'An owner of either team turns down an open trade (DOMAIN-NOTES: either side may reject). The other team is notified. A counter-offer is a new proposal with `counterOf`, which rejects this one in the same write.',
    access: 'owner',
    errors: ['NOT_FOUND', 'NOT_TEAM_OWNER', 'TRADE_NOT_OPEN'],
    example: { params: { leagueId: 1, tradeId: 1 } },
  },
});

/**
 * Commissioner veto within TRADE_VETO_WINDOW_SECONDS (48 h) of acceptance: reverses the trade with new
 * transactions and restores both rosters as they were, or refuses when something moved since.
 */
export const vetoTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/:tradeId/veto',
  params: TradeParamsSchema,
  response: TradeSchema,
  auth: true,
  docs: {
    summary: 'Veto a trade',
    description: 'The league commissioner vetoes an accepted trade within 48 hours of its acceptance. One atomic write reverses it: each traded player returns to his team with the roster row he had (slot, salary, tag, extensions; a starter returns to the bench), the releases come back, picks return, and new trade transactions (type 4) record it — history is never deleted. Refused with TRADE_NOT_REVERSIBLE when a traded player is no longer on the team that received him, a released player has been signed, or a pick has moved or been used since. Both teams are notified.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'TRADE_VETO_WINDOW_CLOSED', 'TRADE_NOT_REVERSIBLE', 'CONFLICT'],
    example: { params: { leagueId: 1, tradeId: 1 } },
  },
});

/** A proposal to analyze: the propose shape plus the accepting team's releases (while reviewing). */
export const AnalyzeTradeBodySchema = z.object({
  proposingTeamPlayers: PidListSchema,
  acceptingTeamPlayers: PidListSchema,
  proposingTeamPicks: PickListSchema,
  acceptingTeamPicks: PickListSchema,
  releasePlayers: PidListSchema,
  acceptingTeamReleasePlayers: PidListSchema,
  propose_tid: IdSchema,
  accept_tid: IdSchema,
}).refine((body) => body.propose_tid !== body.accept_tid, { message: 'A team cannot trade with itself', path: ['accept_tid'] });
export type AnalyzeTradeBody = z.infer<typeof AnalyzeTradeBodySchema>;

const AnalyzedPlayerSchema = z.object({
  pid: PidSchema,
  pos: z.string(),
  salary: z.number(),
  seasonPtsAdded: z.number(),
  restPtsAdded: z.number(),
  salaryAdjusted: z.number(),
});
const AnalyzedPickSchema = z.object({
  uid: IdSchema, tid: IdSchema, otid: IdSchema, year: z.number().int(), round: z.number().int().positive(),
  pick: z.number().int().positive().nullable(), pid: PidSchema.nullable(), value: z.number(),
});
const TeamTotalsSchema = z.object({
  seasonPtsAdded: z.number(),
  restPtsAdded: z.number(),
  salaryAdjusted: z.number(),
  pickValue: z.number(),
  capSpace: z.number(),
  rosterSize: z.number().int(),
});
const TradeSideAnalysisSchema = z.object({
  tid: IdSchema,
  gives: z.object({ players: z.array(AnalyzedPlayerSchema), picks: z.array(AnalyzedPickSchema) }),
  receives: z.object({ players: z.array(AnalyzedPlayerSchema), picks: z.array(AnalyzedPickSchema) }),
  releases: z.array(AnalyzedPlayerSchema),
  /** The team's unused draft picks before the trade, valued (what it could offer). */
  picks: z.array(AnalyzedPickSchema),
  before: TeamTotalsSchema,
  after: TeamTotalsSchema,
});

/**
 * The trade analyzer's answer (shared-rules trades/analyzer.ts): per side, points added over the
 * worst starter this season (games played plus the projected rest) and rest of season, salary-adjusted
 * value, §9 pick value, cap space and roster size before and after; whether both rosters stay legal.
 */
export const TradeAnalysisSchema = z.object({
  proposing: TradeSideAnalysisSchema,
  accepting: TradeSideAnalysisSchema,
  legal: z.boolean(),
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
  remainingWeeks: z.number().int().nonnegative(),
  rate: z.number(),
});
export type TradeAnalysis = z.infer<typeof TradeAnalysisSchema>;

export const analyzeTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/trades/analyze',
  params: LeagueParamsSchema,
  body: AnalyzeTradeBodySchema,
  response: TradeAnalysisSchema,
  auth: true,
  docs: {
    summary: 'Analyze a trade',
    description: 'Values a proposed or open trade for both teams without writing anything: points added over the worst starter for the season (points scored so far plus the trailing-average projection for the weeks left) and for the rest of the season, salary-adjusted value (points added less what the salary buys at the league\'s market rate), §9 draft pick value, cap space and roster size before and after, and whether both rosters would be legal (the same check acceptance makes, with its refusal). Any signed-in user may analyze (it shows salaries, which visitors do not see).',
    access: 'user',
    errors: ['NOT_FOUND', 'INVALID_TEAM'],
    example: { params: { leagueId: 1 }, body: { ...EXAMPLE_PROPOSAL, acceptingTeamReleasePlayers: [] } },
  },
});

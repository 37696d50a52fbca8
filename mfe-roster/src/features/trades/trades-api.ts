import {
  acceptTradeEndpoint,
  analyzeTradeEndpoint,
  cancelTradeEndpoint,
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
  getRostersEndpoint,
  listTradesEndpoint,
  proposeTradeEndpoint,
  rejectTradeEndpoint,
  vetoTradeEndpoint,
  type AnalyzeTradeBody,
  type League,
  type ProposeTradeBody,
  type Roster,
  type Team,
  type Trade,
  type TradeAnalysis,
} from '@league/shared-rules/contracts';
import { withSalaries } from '../rosters/roster-read';
import { apiClient, type ApiContext } from '../rosters/http';

/** The trade calls of spec §7 ("Trades") plus the commissioner's veto and the analyzer. */
export function tradeActions(ctx: ApiContext, leagueId: number) {
  const client = apiClient(ctx);
  const params = { leagueId };
  const trade = (tradeId: number) => ({ leagueId, tradeId });
  return {
    list: (signal?: AbortSignal): Promise<Trade[]> => client.call(listTradesEndpoint, { params, query: {}, signal }),
    propose: (body: Omit<ProposeTradeBody, 'leagueId'>) => client.call(proposeTradeEndpoint, { params, body: { ...body, leagueId } }),
    accept: (tradeId: number, releasePlayers: string[]) => client.call(acceptTradeEndpoint, { params: trade(tradeId), body: { tradeId, releasePlayers } }),
    reject: (tradeId: number) => client.call(rejectTradeEndpoint, { params: trade(tradeId) }),
    cancel: (tradeId: number) => client.call(cancelTradeEndpoint, { params: trade(tradeId) }),
    veto: (tradeId: number) => client.call(vetoTradeEndpoint, { params: trade(tradeId) }),
    analyze: (body: AnalyzeTradeBody, signal?: AbortSignal): Promise<TradeAnalysis> => client.call(analyzeTradeEndpoint, { params, body, signal }),
  };
}
export type TradeActions = ReturnType<typeof tradeActions>;

/** Everything the trade page shows: the league (its commissioner), teams, rosters and the caller's trades. */
export interface TradeData {
  league: League;
  teams: Team[];
  rosters: Roster[];
  trades: Trade[];
}

export async function loadTradeData(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<TradeData> {
  const client = apiClient(ctx);
  const [league, teams, rosters, trades] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
    client.call(getRostersEndpoint, { params: { leagueId }, signal }),
    tradeActions(ctx, leagueId).list(signal),
  ]);
  return { league, teams: teams.teams, rosters: rosters.rosters.map(withSalaries), trades };
}

/** What a trade proposes, as the builder edits it and the analyzer reads it. */
export interface TradeDraft {
  propose_tid: number;
  accept_tid: number;
  proposingTeamPlayers: string[];
  acceptingTeamPlayers: string[];
  proposingTeamPicks: number[];
  acceptingTeamPicks: number[];
  releasePlayers: string[];
  acceptingTeamReleasePlayers: string[];
}

/** The analyzer body of a stored trade (with the accepting team's chosen releases while reviewing). */
export function draftOf(trade: Trade, acceptingReleases: string[] = trade.acceptingTeamReleasePlayers): TradeDraft {
  return {
    propose_tid: trade.propose_tid, accept_tid: trade.accept_tid,
    proposingTeamPlayers: trade.proposingTeamPlayers, acceptingTeamPlayers: trade.acceptingTeamPlayers,
    proposingTeamPicks: trade.proposingTeamPicks.map((p) => p.uid), acceptingTeamPicks: trade.acceptingTeamPicks.map((p) => p.uid),
    releasePlayers: trade.proposingTeamReleasePlayers, acceptingTeamReleasePlayers: acceptingReleases,
  };
}

/**
 * A counter-offer (decided: the spec has no counter): the trade turned around — the proposer becomes the
 * accepting team, each side gives what it was to receive — prefilled for editing; proposing it rejects
 * the original in the same write (`counterOf`).
 */
export function counterOf(trade: Trade): TradeDraft {
  return {
    propose_tid: trade.accept_tid, accept_tid: trade.propose_tid,
    proposingTeamPlayers: trade.acceptingTeamPlayers, acceptingTeamPlayers: trade.proposingTeamPlayers,
    proposingTeamPicks: trade.acceptingTeamPicks.map((p) => p.uid), acceptingTeamPicks: trade.proposingTeamPicks.map((p) => p.uid),
    releasePlayers: [], acceptingTeamReleasePlayers: [],
  };
}

export type TradeStatus = 'open' | 'accepted' | 'rejected' | 'cancelled' | 'vetoed';
export function statusOf(t: Trade): TradeStatus {
  if (t.vetoed !== null) return 'vetoed';
  if (t.accepted !== null) return 'accepted';
  if (t.rejected !== null) return 'rejected';
  if (t.cancelled !== null) return 'cancelled';
  return 'open';
}

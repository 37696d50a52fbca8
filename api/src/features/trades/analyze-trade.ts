import { analyzeTrade } from '@league/shared-rules';
import type { AnalyzeTradeBody, TradeAnalysis } from '@league/shared-rules/contracts';
import type { TradeDeps } from './deps';
import { leagueTeam, loadTradeContext } from './trade-context';
import { valuationContext } from './valuation-context';

/**
 * POST /leagues/:lid/trades/analyze: shared-rules' trade analyzer on the current rosters, the league's
 * picks and the valuation built from the api's stats. Writes nothing; any signed-in user (it shows
 * salaries, which visitors do not see, spec §6).
 */
export async function analyzeTradeProposal(deps: TradeDeps, lid: number, body: AnalyzeTradeBody): Promise<TradeAnalysis> {
  // every unused pick of both teams: the analyzer shows each side's pick value before and after
  const [, , tc, own] = await Promise.all([
    leagueTeam(deps, lid, body.propose_tid),
    leagueTeam(deps, lid, body.accept_tid),
    loadTradeContext(deps, lid, { ...body, picks: [] }),
    deps.draft.list(lid),
  ]);
  const valuation = await valuationContext(deps, tc.rules, tc.league, tc.year, tc.week, tc.now);
  const picks = own.filter((p) => p.pid === null && (p.tid === body.propose_tid || p.tid === body.accept_tid ||
    body.proposingTeamPicks.includes(p.uid) || body.acceptingTeamPicks.includes(p.uid)));
  return analyzeTrade({
    league: tc.rules,
    values: valuation.values,
    proposingRoster: tc.proposing.rows,
    acceptingRoster: tc.accepting.rows,
    trade: {
      propose_tid: body.propose_tid, accept_tid: body.accept_tid,
      proposingTeamPlayers: body.proposingTeamPlayers, acceptingTeamPlayers: body.acceptingTeamPlayers,
      proposingTeamPicks: body.proposingTeamPicks, acceptingTeamPicks: body.acceptingTeamPicks,
      proposingTeamReleasePlayers: body.releasePlayers, acceptingTeamReleasePlayers: body.acceptingTeamReleasePlayers,
    },
    picks: picks.map((p) => ({ uid: p.uid, tid: p.tid, otid: p.otid, year: p.year, round: p.round, pick: p.pick, pid: p.pid })),
    pickHistory: valuation.pickHistory,
    now: tc.now,
    poachClaimed: tc.poachClaimed,
  });
}

import { analyzeTrade, getSeason } from '@league/shared-rules';
import type { AnalyzeTradeBody, TradeAnalysis } from '@league/shared-rules/contracts';
import { rosterYear } from '../rosters/team-context';
import type { TradeDeps } from './deps';
import { leagueTeams, loadTradeRules } from './trade-context';
import { valuationContext, valuationStamp } from './valuation-context';

/**
 * POST /leagues/:lid/trades/analyze: shared-rules' trade analyzer on the current rosters, the league's
 * picks and the valuation built from the api's stats. Writes nothing; any signed-in user (it shows
 * salaries, which visitors do not see, spec §6).
 */
export async function analyzeTradeProposal(deps: TradeDeps, lid: number, body: AnalyzeTradeBody): Promise<TradeAnalysis> {
  const now = deps.now();
  const [year, week] = [rosterYear(now), getSeason(now).week];
  const tids = [body.propose_tid, body.accept_tid];
  // one round of reads: the analysis needs the rosters' rows (not their versions: it writes nothing), and
  // only the unmade picks of both teams (each side's pick value before and after) and the named ones
  const [, tc, rosters, picks, stamp] = await Promise.all([
    leagueTeams(deps, lid, tids),
    loadTradeRules(deps, lid),
    deps.rosters.listByTeams(tids, year),
    deps.draft.unmadePicks(lid, tids, [...body.proposingTeamPicks, ...body.acceptingTeamPicks]),
    valuationStamp(deps, year, week),
  ]);
  const valuation = await valuationContext(deps, tc.rules, tc.league, year, week, stamp);
  return analyzeTrade({
    league: tc.rules,
    values: valuation.values,
    proposingRoster: rosters.get(body.propose_tid) ?? [],
    acceptingRoster: rosters.get(body.accept_tid) ?? [],
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

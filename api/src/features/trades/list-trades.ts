import type { ListTradesQuery, Trade } from '@league/shared-rules/contracts';
import { loadLeague } from '../rosters/team-context';
import type { TradeDeps } from './deps';
import { picksOf } from './trade-context';
import { toTrade } from './trade-view';

/**
 * GET /leagues/:lid/trades (decided where the spec is silent): a team owner sees every trade of their
 * team(s) in the league — open and past; the commissioner every trade of the league (to review what
 * to veto); a visitor or a signed-in user without a team only accepted and vetoed trades, a public
 * record like the transactions list. `teamId` narrows any of these to one team's trades.
 */
export async function listTrades(deps: TradeDeps, userId: number | null, lid: number, query: ListTradesQuery): Promise<Trade[]> {
  const league = await loadLeague(deps, lid);
  const owned = userId === null ? [] : (await deps.users.teamsOf(userId)).filter((t) => t.lid === lid).map((t) => t.tid);
  const commissioner = userId !== null && league.commishid === userId;
  let docs = commissioner
    ? await deps.trades.list(lid)
    : owned.length
      ? await deps.trades.list(lid, { tids: owned })
      : await deps.trades.list(lid, { decided: ['accepted', 'vetoed'] });
  if (query.teamId !== undefined) docs = docs.filter((t) => t.propose_tid === query.teamId || t.accept_tid === query.teamId);
  const picks = await picksOf(deps, lid, docs);
  return docs.map((d) => toTrade(d, picks));
}

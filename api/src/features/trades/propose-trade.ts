import type { ProposeTradeBody, Trade } from '@league/shared-rules/contracts';
import type { TradeDoc } from '../../db/models/trade.model';
import { TradeStateConflict } from '../../db/repositories/trades.repository';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import type { TradeDeps } from './deps';
import { assertOwns, decideTrade, leagueTeam, loadTradeContext, picksOf } from './trade-context';
import { toTrade, tradeError, tradeNotice } from './trade-view';

/**
 * Proposes a trade (spec §7 "Trades"): only an owner of `propose_tid`; checked now with the same rules
 * acceptance applies (deadline, poach claims, rosters and picks, both rosters legal after). FAAB is not
 * tradable: the propose payload of the spec has no FAAB and waiver budgets stay with the team. With
 * `counterOf` the open trade offered to the proposer is rejected in the same write (a counter-offer).
 * The accepting team's owner gets a private notice, written with the trade.
 */
export async function proposeTrade(deps: TradeDeps, actor: RosterActor, lid: number, body: ProposeTradeBody): Promise<Trade> {
  if (body.leagueId !== lid) throw AppError.invalid('leagueId does not match the path', { leagueId: 'must be the league of the path' });
  const [proposer, accepter] = await Promise.all([leagueTeam(deps, lid, body.propose_tid), leagueTeam(deps, lid, body.accept_tid)]);
  await assertOwns(deps, actor, proposer.uid);
  const sides = {
    propose_tid: proposer.uid, accept_tid: accepter.uid,
    proposingTeamPlayers: [...new Set(body.proposingTeamPlayers)], acceptingTeamPlayers: [...new Set(body.acceptingTeamPlayers)],
    proposingTeamPicks: [...new Set(body.proposingTeamPicks)], acceptingTeamPicks: [...new Set(body.acceptingTeamPicks)],
    proposingTeamReleasePlayers: [...new Set(body.releasePlayers)], acceptingTeamReleasePlayers: [],
  };
  const tc = await loadTradeContext(deps, lid, { ...sides, picks: [...sides.proposingTeamPicks, ...sides.acceptingTeamPicks] });
  const decision = decideTrade(tc, sides);
  if (!decision.ok) throw tradeError(decision.code, decision.message);
  let counter: { uid: number; tid: number; notices: ReturnType<typeof tradeNotice>[] } | undefined;
  if (body.counterOf !== undefined) {
    const countered = await deps.trades.find(lid, body.counterOf);
    if (!countered) throw AppError.notFound('Countered trade not found');
    if (countered.accept_tid !== proposer.uid || countered.propose_tid !== accepter.uid || !countered.open) {
      throw tradeError('TRADE_NOT_OPEN', 'Only an open trade offered to your team by this team can be countered');
    }
    counter = {
      uid: countered.uid, tid: proposer.uid,
      notices: [tradeNotice(countered, 'rejected', accepter.uid, `${proposer.name} rejected your trade offer and made a counter-offer`, tc.now)],
    };
  }
  const doc: Omit<TradeDoc, 'uid'> = {
    ...sides, lid, year: tc.year, userid: actor.userId, offered: tc.now,
    accepted: null, cancelled: null, rejected: null, vetoed: null, open: true, counterOf: body.counterOf ?? null, before: null,
  };
  try {
    const offered = (stored: TradeDoc) => [tradeNotice(stored, 'offered', accepter.uid, `${proposer.name} offered you a trade`, tc.now)];
    const stored = await deps.trades.propose(doc, offered, counter);
    return toTrade(stored, await picksOf(deps, lid, [stored]));
  } catch (err) {
    if (err instanceof TradeStateConflict) throw tradeError('TRADE_NOT_OPEN', err.message);
    throw err;
  }
}

import { canCancelTrade, canRejectTrade, TransactionType } from '@league/shared-rules';
import type { AcceptTradeBody, Trade } from '@league/shared-rules/contracts';
import type { TradeDoc } from '../../db/models/trade.model';
import { RosterWriteConflict } from '../../db/repositories/roster-actions.repository';
import { TradeStateConflict, type AcceptSnapshot, type AcceptWrite, type NewTransaction } from '../../db/repositories/trades.repository';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import type { TradeDeps } from './deps';
import { decideTrade, loadTradeRules, picksOf } from './trade-context';
import { toTrade, tradeError, tradeNotice } from './trade-view';

/** How many times an acceptance is decided again after a roster changed under it. */
const ATTEMPTS = 4;

async function loadTrade(deps: TradeDeps, lid: number, uid: number): Promise<TradeDoc> {
  const trade = await deps.trades.find(lid, uid);
  if (!trade) throw AppError.notFound('Trade not found');
  return trade;
}

const notOpen = () => tradeError('TRADE_NOT_OPEN', 'Trade is no longer open');

/** The team of the trade the caller owns (the accepting one first), or 403 NOT_TEAM_OWNER. */
async function callerSide(deps: TradeDeps, actor: RosterActor, trade: TradeDoc): Promise<number> {
  for (const tid of [trade.accept_tid, trade.propose_tid]) {
    const owners = await deps.users.ownersOf(tid);
    if (owners.some((o) => o.userid === actor.userId)) return tid;
  }
  throw AppError.forbidden('Not an owner of a team of this trade', 'NOT_TEAM_OWNER');
}

/**
 * Accepts an open trade (spec §4, §5) as ONE database write: both rosters re-checked under the rules
 * (§5 bench space, position maximums, cap, deadline, poach claims, picks), players moved onto the
 * other team's bench keeping their contract (salary, tag, extensions), picks re-owned, releases made,
 * trade (4) and release (1) transactions stored, every other open trade naming a moved player or pick
 * cancelled, notices written. The write takes both roster versions first and decides on the rosters it
 * then reads, so a concurrent move of either roster waits its turn (a write conflict retries it), and
 * of two concurrent accepts sharing a player one commits and the other answers 409 TRADE_NOT_OPEN.
 */
export async function acceptTrade(deps: TradeDeps, actor: RosterActor, lid: number, uid: number, body: AcceptTradeBody): Promise<Trade> {
  if (body.tradeId !== uid) throw AppError.invalid('tradeId does not match the path', { tradeId: 'must be the trade of the path' });
  // everything the decision needs from outside the write, in one round of reads
  const [first, ownTeams, teams, base] = await Promise.all([
    loadTrade(deps, lid, uid),
    deps.users.teamsOf(actor.userId),
    deps.leagues.teamsOf(lid),
    loadTradeRules(deps, lid),
  ]);
  let trade = first;
  if (!ownTeams.some((t) => t.tid === trade.accept_tid)) throw AppError.forbidden('Not the owner of this team', 'NOT_TEAM_OWNER');
  const nameOf = (tid: number) => teams.find((t) => t.uid === tid)?.name;
  const [proposer, accepter] = [nameOf(trade.propose_tid), nameOf(trade.accept_tid)];
  for (let attempt = 1; ; attempt++) {
    if (!trade.open) throw notOpen();
    const current = trade;
    const sides = { ...current, acceptingTeamReleasePlayers: [...new Set(body.releasePlayers)] };
    // the league, clock and pending poaches from outside; the rosters and picks are read inside the write
    const tc = attempt === 1 ? base : await loadTradeRules(deps, lid);
    const decide = (snapshot: AcceptSnapshot): AcceptWrite => {
      const decision = decideTrade({ ...tc, proposing: { rows: snapshot.proposing, version: 0 }, accepting: { rows: snapshot.accepting, version: 0 }, picks: snapshot.picks }, sides);
      if (!decision.ok) throw tradeError(decision.code, decision.message);
      return planAccept(current, sides.acceptingTeamReleasePlayers, snapshot, { lid, userid: actor.userId, year: tc.year, week: tc.week, timestamp: tc.now }, [proposer, accepter]);
    };
    try {
      const accepted = await deps.trades.accept(current, { now: tc.now, year: tc.year, acceptingTeamReleasePlayers: sides.acceptingTeamReleasePlayers }, decide);
      return toTrade(accepted.trade, new Map(accepted.picks.map((p) => [p.uid, p])));
    } catch (err) {
      if (err instanceof TradeStateConflict) throw notOpen();
      if (err instanceof RosterWriteConflict && attempt < ATTEMPTS) {
        trade = await loadTrade(deps, lid, uid);
        continue;
      }
      if (err instanceof RosterWriteConflict) throw AppError.conflict('Rosters changed, try again');
      throw err;
    }
  }
}

/** The writes of an accepted trade, planned on the rosters read inside its transaction. */
function planAccept(
  trade: TradeDoc,
  acceptingTeamReleasePlayers: string[],
  snapshot: AcceptSnapshot,
  base: Omit<NewTransaction, 'tid' | 'pid' | 'type' | 'value'>,
  [proposerName, accepterName]: Array<string | undefined>,
): AcceptWrite {
  const rowOf = new Map([...snapshot.proposing, ...snapshot.accepting].map((r) => [r.pid, r]));
  const moves = [
    ...trade.proposingTeamPlayers.map((pid) => ({ pid, from: trade.propose_tid, to: trade.accept_tid })),
    ...trade.acceptingTeamPlayers.map((pid) => ({ pid, from: trade.accept_tid, to: trade.propose_tid })),
  ];
  const releases = [
    ...trade.proposingTeamReleasePlayers.map((pid) => ({ pid, tid: trade.propose_tid })),
    ...acceptingTeamReleasePlayers.map((pid) => ({ pid, tid: trade.accept_tid })),
  ];
  const picks = [
    ...trade.proposingTeamPicks.map((p) => ({ uid: p, from: trade.propose_tid, to: trade.accept_tid })),
    ...trade.acceptingTeamPicks.map((p) => ({ uid: p, from: trade.accept_tid, to: trade.propose_tid })),
  ];
  const now = base.timestamp;
  return {
    acceptingTeamReleasePlayers, moves, releases, picks,
    transactions: [
      ...moves.map((m) => ({ ...base, tid: m.to, pid: m.pid, type: TransactionType.TRADE, value: rowOf.get(m.pid)!.value })),
      ...releases.map((r) => ({ ...base, tid: r.tid, pid: r.pid, type: TransactionType.RELEASE, value: rowOf.get(r.pid)!.value })),
    ],
    before: {
      rows: [...moves, ...releases].map((m) => rowOf.get(m.pid)!),
      picks: picks.map((p) => ({ uid: p.uid, tid: p.from })),
    },
    notices: [tradeNotice(trade, 'accepted', trade.propose_tid, `${accepterName ?? 'The other team'} accepted your trade`, now)],
    cancelNotices: (other) => [other.propose_tid, other.accept_tid].map((tid) =>
      tradeNotice(other, 'cancelled', tid, `A trade was cancelled: a player or pick in it was traded (${proposerName} – ${accepterName})`, now)),
  };
}

async function closeTrade(deps: TradeDeps, actor: RosterActor, lid: number, uid: number, field: 'cancelled' | 'rejected'): Promise<Trade> {
  const trade = await loadTrade(deps, lid, uid);
  const tid = await callerSide(deps, actor, trade);
  const allowed = field === 'cancelled' ? canCancelTrade(trade, tid) : canRejectTrade(trade, tid);
  if (!allowed) throw notOpen();
  const other = tid === trade.accept_tid ? trade.propose_tid : trade.accept_tid;
  const team = await deps.leagues.findTeam(tid);
  const now = deps.now();
  const verb = field === 'cancelled' ? 'cancelled' : 'rejected';
  const closed = await deps.trades.close(uid, field, now, [tradeNotice(trade, verb, other, `${team?.name ?? 'The other team'} ${verb} a trade with you`, now)]);
  if (!closed) throw notOpen();
  return toTrade(closed, await picksOf(deps, lid, [closed]));
}

/** Cancels an open trade: an owner of either team (shared-rules canCancelTrade, DOMAIN-NOTES). */
export function cancelTrade(deps: TradeDeps, actor: RosterActor, lid: number, uid: number): Promise<Trade> {
  return closeTrade(deps, actor, lid, uid, 'cancelled');
}

/** Rejects an open trade: an owner of either team (shared-rules canRejectTrade, DOMAIN-NOTES). */
export function rejectTrade(deps: TradeDeps, actor: RosterActor, lid: number, uid: number): Promise<Trade> {
  return closeTrade(deps, actor, lid, uid, 'rejected');
}

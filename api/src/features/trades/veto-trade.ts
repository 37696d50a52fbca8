import { getSeason, isInVetoWindow, isStarterSlot, RosterSlot, TransactionType } from '@league/shared-rules';
import type { Trade } from '@league/shared-rules/contracts';
import { RosterWriteConflict } from '../../db/repositories/roster-actions.repository';
import { TradeStateConflict, type NewTransaction } from '../../db/repositories/trades.repository';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import { assertCommissioner, loadLeague } from '../rosters/team-context';
import type { TradeDeps } from './deps';
import { picksOf } from './trade-context';
import { toTrade, tradeError, tradeNotice } from './trade-view';

/**
 * The commissioner vetoes an accepted trade within TRADE_VETO_WINDOW_SECONDS (48 h) of acceptance
 * (DOMAIN-NOTES: who vetoes and the window are the product's decision). One write reverses it with NEW
 * trade transactions (history is never deleted): every traded player goes back to his team with the
 * roster row he had before the trade — salary, tag, extensions, RFA fields, slot (a starter returns to
 * the bench, since his starting slot may be filled) — released players come back the same way, picks
 * return to their owners. When that cannot be exact — a traded player is no longer on the team that
 * received him, a released player has been signed, or a pick has moved or been used — the veto is
 * refused with 409 TRADE_NOT_REVERSIBLE and nothing is written. Trades cancelled by the acceptance stay
 * cancelled. Both teams' owners get a private notice.
 */
export async function vetoTrade(deps: TradeDeps, actor: RosterActor, lid: number, uid: number): Promise<Trade> {
  const league = await loadLeague(deps, lid);
  assertCommissioner(league, actor);
  for (let attempt = 1; ; attempt++) {
    const trade = await deps.trades.find(lid, uid);
    if (!trade) throw AppError.notFound('Trade not found');
    const now = deps.now();
    if (!isInVetoWindow(trade, now) || !trade.before) {
      throw tradeError('TRADE_VETO_WINDOW_CLOSED', trade.vetoed != null ? 'Trade was already vetoed' : 'Only an accepted trade can be vetoed, within 48 hours of its acceptance');
    }
    const before = trade.before;
    const year = before.rows[0]?.year ?? trade.year;
    const receiver = (tid: number) => (tid === trade.propose_tid ? trade.accept_tid : trade.propose_tid);
    const traded = new Set([...trade.proposingTeamPlayers, ...trade.acceptingTeamPlayers]);
    const restore = [];
    for (const row of before.rows) {
      const held = await deps.actions.findRostered(lid, year, row.pid);
      const holder = traded.has(row.pid) ? receiver(row.tid) : null;
      if ((held?.tid ?? null) !== holder) {
        throw tradeError('TRADE_NOT_REVERSIBLE', traded.has(row.pid)
          ? `Player ${row.pid} is no longer on the team that received him; the trade cannot be reversed`
          : `Released player ${row.pid} has been signed since; the trade cannot be reversed`);
      }
      restore.push({ row: { ...row, slot: isStarterSlot(row.slot) ? RosterSlot.BENCH : row.slot, type: TransactionType.TRADE, timestamp: now }, holder });
    }
    const current = await picksOf(deps, lid, [trade]);
    const picks = before.picks.map((p) => ({ uid: p.uid, from: receiver(p.tid), to: p.tid }));
    for (const p of picks) {
      const pick = current.get(p.uid);
      if (!pick || pick.tid !== p.from || pick.pid !== null) {
        throw tradeError('TRADE_NOT_REVERSIBLE', `Draft pick ${p.uid} has moved or been used since; the trade cannot be reversed`);
      }
    }
    const week = getSeason(now).week;
    const transactions: NewTransaction[] = restore.map(({ row }) => ({
      lid, tid: row.tid, userid: actor.userId, pid: row.pid, type: TransactionType.TRADE, value: row.value, year, week, timestamp: now,
    }));
    const notices = [trade.propose_tid, trade.accept_tid].map((tid) =>
      tradeNotice(trade, 'vetoed', tid, 'The commissioner vetoed your trade; both rosters are restored', now));
    try {
      const stored = await deps.trades.veto({ trade, now, year, restore, picks, transactions, notices });
      return toTrade(stored, await picksOf(deps, lid, [stored]));
    } catch (err) {
      if (err instanceof TradeStateConflict) throw tradeError('TRADE_VETO_WINDOW_CLOSED', 'Trade was already vetoed');
      if (err instanceof RosterWriteConflict && attempt < 4) continue;
      if (err instanceof RosterWriteConflict) throw AppError.conflict('Rosters changed, try again');
      throw err;
    }
  }
}

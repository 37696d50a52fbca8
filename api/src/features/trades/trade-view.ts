import { errorStatus, type DraftPick, type Trade } from '@league/shared-rules/contracts';
import type { TradeRefusalCode } from '@league/shared-rules';
import type { DraftPickDoc } from '../../db/models/draft.model';
import type { TradeDoc } from '../../db/models/trade.model';
import type { NewNotice } from '../../db/repositories/trades.repository';
import { AppError } from '../../errors/app-error';

export function toDraftPick(doc: DraftPickDoc): DraftPick {
  const { uid, tid, otid, lid, year, round, pick, pick_str, pid, selection_timestamp } = doc;
  return { uid, tid, otid, lid, year, round, pick, pick_str, pid, selection_timestamp };
}

/** The contract's trade; picks as the draft picks they are now (a pick missing from `picks` is left out). */
export function toTrade(doc: TradeDoc, picks: ReadonlyMap<number, DraftPickDoc>): Trade {
  const pickList = (uids: number[]) => uids.flatMap((u) => (picks.has(u) ? [toDraftPick(picks.get(u)!)] : []));
  return {
    uid: doc.uid, propose_tid: doc.propose_tid, accept_tid: doc.accept_tid, lid: doc.lid, year: doc.year,
    offered: doc.offered, accepted: doc.accepted, cancelled: doc.cancelled, rejected: doc.rejected, vetoed: doc.vetoed,
    proposingTeamPlayers: doc.proposingTeamPlayers, acceptingTeamPlayers: doc.acceptingTeamPlayers,
    proposingTeamPicks: pickList(doc.proposingTeamPicks), acceptingTeamPicks: pickList(doc.acceptingTeamPicks),
    proposingTeamReleasePlayers: doc.proposingTeamReleasePlayers, acceptingTeamReleasePlayers: doc.acceptingTeamReleasePlayers,
  };
}

/** A refused trade as the error the api answers (status from the shared table). */
export function tradeError(code: TradeRefusalCode, message: string): AppError {
  return new AppError(code, message, errorStatus(code));
}

export type TradeEvent = 'offered' | 'accepted' | 'rejected' | 'cancelled' | 'vetoed';

const SEVERITY: Record<TradeEvent, NewNotice['severity']> = {
  offered: 'info', accepted: 'success', rejected: 'warning', cancelled: 'warning', vetoed: 'error',
};

/** A private notice to team `tid`'s owner about a trade event (the integrator pushes them over /ws). */
export function tradeNotice(trade: Pick<TradeDoc, 'uid' | 'lid'>, event: TradeEvent, tid: number, message: string, at: number): NewNotice {
  return {
    key: `trade:${trade.uid}:${event}:${tid}`, lid: trade.lid, tid, pid: null, kind: `trade_${event}`,
    message, severity: SEVERITY[event], timestamp: at, private: true,
  };
}

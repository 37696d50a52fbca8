import type { AuctionBidEntry, AuctionEvent, AuctionRoomState, AuctionSaleEntry } from '@league/shared-rules';
import type { AuctionBidEntryWire, AuctionRoomStateWire, AuctionSaleEntryWire, ServerMessage } from '@league/shared-rules/contracts';

/** A bid as broadcast: the team, never the user (who bid is the team's business, and the log's). */
export function wireBid(e: AuctionBidEntry): AuctionBidEntryWire {
  return { kind: e.kind, pid: e.pid, tid: e.tid, value: e.value, at: e.at, seq: e.seq, nomination: e.nomination };
}

export function wireSale(e: AuctionSaleEntry): AuctionSaleEntryWire {
  return { kind: e.kind, pid: e.pid, tid: e.tid, value: e.value, at: e.at, seq: e.seq, ...(e.reason ? { reason: e.reason } : {}) };
}

/** The room as a client sees it: user ids left out, presence (kept beside the room) put in. */
export function wireState(s: AuctionRoomState, connected: number[]): AuctionRoomStateWire {
  return {
    lid: s.lid,
    hosted: s.hosted,
    startsAt: s.startsAt,
    minBid: s.minBid,
    bidTimerMs: s.bidTimerMs,
    nominationTimerMs: s.nominationTimerMs,
    paused: s.paused,
    pauseOnTeamDisconnect: s.pauseOnTeamDisconnect,
    complete: s.complete,
    completedAt: s.completedAt,
    teams: s.teams,
    nominatingTid: s.nominatingTid,
    lot: s.lot && { pid: s.lot.pid, nominatedBy: s.lot.nominatedBy, bid: s.lot.bid, leader: s.lot.leader, bids: s.lot.bids.map(wireBid) },
    timerExpiresAt: s.timerExpiresAt,
    timerKind: s.timerKind,
    soldPids: s.soldPids,
    sales: s.sales.map(wireSale),
    connected,
    startedAt: s.startedAt ?? null,
    seq: s.seq,
  };
}

/**
 * Turns the machine's events of one commit into broadcasts (all carrying that commit's version).
 * A voided lot rides on the nomination info message that follows it. `null` means the change is
 * wholesale (a reset): the caller broadcasts a `sync` with the whole room instead.
 */
export function eventsToMessages(events: AuctionEvent[], version: number, serverNow: number): ServerMessage[] | null {
  const out: ServerMessage[] = [];
  let voided: AuctionSaleEntry | undefined;
  for (const e of events) {
    switch (e.type) {
      case 'bid':
        out.push({ type: 'bid', version, serverNow, entry: wireBid(e.entry), timerExpiresAt: e.timerExpiresAt });
        break;
      case 'processed':
        out.push({ type: 'processed', version, entry: wireSale(e.entry) });
        break;
      case 'voided':
        voided = e.entry;
        break;
      case 'nomination':
        out.push({ type: 'nomination', version, serverNow, nominatingTid: e.nominatingTid, timerExpiresAt: e.timerExpiresAt, ...(voided ? { voided: wireSale(voided) } : {}) });
        voided = undefined;
        break;
      case 'paused':
        out.push({ type: 'paused', version });
        break;
      case 'start':
        out.push({ type: 'start', version, serverNow, timerExpiresAt: e.timerExpiresAt, timerKind: e.timerKind });
        break;
      case 'config':
        out.push({ type: 'config', version, pauseOnTeamDisconnect: e.pauseOnTeamDisconnect });
        break;
      case 'teams':
        out.push({ type: 'teams', version, teams: e.teams });
        break;
      case 'reset':
        return null;
      case 'complete':
        out.push({ type: 'complete', version, completedAt: e.completedAt });
        break;
    }
  }
  return out;
}

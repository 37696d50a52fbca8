/**
 * The live auction room's state. It is plain JSON on purpose: the server stores it as one
 * document (with a version) and sends it to clients, and both run {@link applyCommand} on it.
 * Times are epoch milliseconds, here and on the wire. Which teams are connected is not part of it:
 * presence is the league's across api instances and is kept beside the room, not in its log.
 */

/** One team as the room sees it. */
export interface AuctionTeam {
  tid: number;
  name: string;
  /** Position in the nomination order (draft order, lower first). */
  draftOrder: number;
  availableCap: number;
  /** Open active-roster spots (roster limit minus rostered active players). */
  openSpots: number;
}

/** One bid on the current lot (a nomination is the opening bid). */
export interface AuctionBidEntry {
  kind: 'bid';
  pid: string;
  tid: number;
  userid: number;
  value: number;
  /** Epoch ms. */
  at: number;
  /** Position in the room's entry sequence, for de-duplication on the wire. */
  seq: number;
  nomination: boolean;
}

/** A sold player (processed entry) or a voided lot. */
export interface AuctionSaleEntry {
  kind: 'processed' | 'void';
  pid: string;
  tid: number;
  userid: number;
  value: number;
  at: number;
  seq: number;
  /** Why a lot was voided (the winner failed the final roster/cap check). */
  reason?: string;
}

export type AuctionEntry = AuctionBidEntry | AuctionSaleEntry;

/** The player currently up for auction. */
export interface AuctionLot {
  pid: string;
  nominatedBy: number;
  bid: number;
  /** Team holding the winning bid. */
  leader: number;
  leaderUserid: number;
  bids: AuctionBidEntry[];
}

export interface AuctionRoomState {
  lid: number;
  /** Pause/resume/toggle need a hosted league (§6). */
  hosted: boolean;
  /** free_agency_live_auction_start in epoch ms; null when not scheduled. */
  startsAt: number | null;
  minBid: number;
  bidTimerMs: number;
  nominationTimerMs: number;
  paused: boolean;
  pauseOnTeamDisconnect: boolean;
  complete: boolean;
  completedAt: number | null;
  /** Teams in nomination (draft) order. */
  teams: AuctionTeam[];
  nominatingTid: number | null;
  lot: AuctionLot | null;
  /** Server-authoritative expiry instant of the running timer (epoch ms); null when paused/none. */
  timerExpiresAt: number | null;
  /** Which timer runs: the bid timer while a lot is open, else the nomination timer. */
  timerKind: 'bid' | 'nomination' | null;
  /** Every pid sold in this auction: a player sells at most once. */
  soldPids: string[];
  /** Sales and voided lots, latest first. */
  sales: AuctionSaleEntry[];
  /**
   * When the auction first ran (a resume, the commissioner's start or its scheduled start); null
   * until then. The scheduled start acts only while this is null, so it happens once.
   */
  startedAt: number | null;
  /** Next entry sequence number. */
  seq: number;
}

/** Sensible defaults (DOMAIN-NOTES): bid timer 15 s, nomination timer 30 s. */
export const DEFAULT_BID_TIMER_MS = 15_000;
export const DEFAULT_NOMINATION_TIMER_MS = 30_000;

export interface CreateRoomInput {
  lid: number;
  hosted: boolean;
  startsAt: number | null;
  minBid: number;
  teams: AuctionTeam[];
  bidTimerMs?: number;
  nominationTimerMs?: number;
}

/** A fresh room: paused (the auction starts paused, §4), first team with space nominates first. */
export function createRoomState(input: CreateRoomInput): AuctionRoomState {
  const teams = [...input.teams].sort((a, b) => a.draftOrder - b.draftOrder || a.tid - b.tid);
  const first = teams.find((t) => t.openSpots > 0);
  return {
    lid: input.lid,
    hosted: input.hosted,
    startsAt: input.startsAt,
    minBid: input.minBid,
    bidTimerMs: input.bidTimerMs ?? DEFAULT_BID_TIMER_MS,
    nominationTimerMs: input.nominationTimerMs ?? DEFAULT_NOMINATION_TIMER_MS,
    paused: true,
    pauseOnTeamDisconnect: false,
    complete: !first,
    completedAt: null,
    teams,
    nominatingTid: first ? first.tid : null,
    lot: null,
    timerExpiresAt: null,
    timerKind: null,
    soldPids: [],
    sales: [],
    startedAt: null,
    seq: 1,
  };
}

/** Latest first: the open lot's bids, then sales (spec: transactions, latest first). Works on the wire state too. */
export function roomHistory<B = AuctionBidEntry, S = AuctionSaleEntry>(state: { lot: { bids: B[] } | null; sales: S[] }): Array<B | S> {
  const bids = state.lot ? [...state.lot.bids].reverse() : [];
  return [...bids, ...state.sales];
}

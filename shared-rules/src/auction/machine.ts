import { checkServerBid, type BidProblem } from './bid';
import { nextNominatingTeam, isNominationAllowed } from './nomination';
import { createRoomState, type AuctionBidEntry, type AuctionRoomState, type AuctionSaleEntry, type AuctionTeam, type CreateRoomInput } from './state';

/**
 * The auction room's rules as one pure function, `(state, command, now) -> { state, events } | error`.
 * The server runs it as the authority (then persists the new state with a conditional update);
 * the UI runs the same function to preview what a click would do. It never mutates its input.
 */

/** Who sends a command; derived from the token on the server, never from the message. */
export interface AuctionActor {
  userid: number;
  /** The user's team in this league; null for visitors and commissioners without a team. */
  teamId: number | null;
  isCommissioner: boolean;
}

export type AuctionCommand =
  | { type: 'nominate'; actor: AuctionActor; pid: string; value: number; /** Commissioner only: nominate for this team. */ tid?: number }
  | { type: 'bid'; actor: AuctionActor; pid: string; value: number }
  /** The running timer ran out; the server passes `voidReason` when the winner failed the final roster/cap check. */
  | { type: 'expire'; voidReason?: string }
  | { type: 'pause'; actor: AuctionActor }
  | { type: 'resume'; actor: AuctionActor }
  | { type: 'toggle_auto_pause'; actor: AuctionActor }
  /**
   * A team's last connection in the league closed (on every instance) or its instance died: pauses
   * when auto-pause is on; otherwise a no-op (presence itself is not part of the room's state).
   */
  | { type: 'disconnect'; tid: number }
  /**
   * The teams' real cap and spots, read from the rosters just before a decision (rosters change
   * outside the room: releases, commissioner edits, waivers, trades).
   */
  | { type: 'rosters'; teams: TeamFigures[] }
  /** The scheduled start time came: run the auction unless it already ran once. */
  | { type: 'start' }
  /**
   * The commissioner starts the auction over from the league's current rosters (an open lot is voided
   * with `AUCTION_RESET`, so its bids are still recorded).
   */
  | { type: 'reset'; actor: AuctionActor; seed: CreateRoomInput };

/** A team's figures as the rosters give them. */
export type TeamFigures = Pick<AuctionTeam, 'tid' | 'availableCap' | 'openSpots'>;

export type AuctionEvent =
  | { type: 'bid'; entry: AuctionBidEntry; timerExpiresAt: number }
  | { type: 'processed'; entry: AuctionSaleEntry }
  | { type: 'voided'; entry: AuctionSaleEntry }
  | { type: 'nomination'; nominatingTid: number; timerExpiresAt: number | null }
  | { type: 'paused' }
  | { type: 'start'; timerExpiresAt: number | null; timerKind: 'bid' | 'nomination' }
  | { type: 'config'; pauseOnTeamDisconnect: boolean }
  | { type: 'teams'; teams: AuctionTeam[] }
  | { type: 'reset' }
  | { type: 'complete'; completedAt: number };

/** Reasons a command is refused; a subset of the shared error vocabulary (contracts/errors.ts). */
export type AuctionErrorCode =
  | 'AUCTION_NOT_LIVE'
  | 'AUCTION_PAUSED'
  | 'AUCTION_COMPLETE'
  | 'NOT_YOUR_TURN'
  | 'ALREADY_NOMINATED'
  | 'NO_NOMINATION'
  | 'BID_TOO_LOW'
  | 'STALE_BID'
  | 'ALREADY_WINNING'
  | 'INVALID_BID'
  | 'OVER_CAP_SPACE'
  | 'ROSTER_FULL'
  | 'PLAYER_ROSTERED'
  | 'NOT_COMMISSIONER'
  | 'LEAGUE_NOT_HOSTED'
  | 'NOT_TEAM_OWNER'
  | 'INVALID_TEAM'
  | 'CONFLICT';

export type AuctionResult =
  | { ok: true; state: AuctionRoomState; events: AuctionEvent[] }
  | { ok: false; code: AuctionErrorCode; message: string };

/**
 * Bids of the open lot kept in the state (the latest ones, for display): the state must not grow
 * with a long bidding war. Every accepted bid is still recorded: the server writes the auction-bid
 * transactions from its log of accepted commands, not from this list.
 */
export const LOT_BIDS_KEPT = 20;

const fail = (code: AuctionErrorCode, message: string): AuctionResult => ({ ok: false, code, message });

/** Started and not complete (the room's own notion of §4 "live"). */
export function roomIsLive(state: AuctionRoomState, now: number): boolean {
  return state.startsAt !== null && state.startsAt <= now && !state.complete;
}

function bidProblem(problem: BidProblem): AuctionResult {
  switch (problem) {
    case 'NOT_HIGHER':
      return fail('BID_TOO_LOW', 'Bid must be higher than the current bid');
    case 'OVER_CAP':
    case 'OVER_MAX_BID':
      return fail('OVER_CAP_SPACE', 'Bid exceeds the maximum bid for your team');
    case 'NO_ROSTER_SPACE':
      return fail('ROSTER_FULL', 'No roster space');
    case 'MISSING':
    case 'NOT_INTEGER':
    case 'NEGATIVE':
      return fail('INVALID_BID', 'missing or invalid bid amount');
  }
}

function liveGuard(state: AuctionRoomState, now: number): AuctionResult | null {
  if (state.complete) return fail('AUCTION_COMPLETE', 'Auction is complete');
  if (!roomIsLive(state, now)) return fail('AUCTION_NOT_LIVE', 'Auction is not live');
  if (state.paused) return fail('AUCTION_PAUSED', 'Auction is paused');
  return null;
}

function commissionerGuard(state: AuctionRoomState, actor: AuctionActor, now: number): AuctionResult | null {
  if (!actor.isCommissioner) return fail('NOT_COMMISSIONER', 'Only the commissioner may do this');
  if (!state.hosted) return fail('LEAGUE_NOT_HOSTED', 'League is not hosted');
  if (!roomIsLive(state, now)) return fail('AUCTION_NOT_LIVE', 'Auction is not live');
  return null;
}

function nominate(state: AuctionRoomState, c: Extract<AuctionCommand, { type: 'nominate' }>, now: number): AuctionResult {
  const guard = liveGuard(state, now);
  if (guard) return guard;
  if (state.lot) return fail('ALREADY_NOMINATED', 'A player is already nominated');
  if (!isNominationAllowed(state, c.actor)) return fail('NOT_YOUR_TURN', 'It is not your turn to nominate');
  const tid = c.actor.isCommissioner ? (c.tid ?? state.nominatingTid) : c.actor.teamId;
  const team = state.teams.find((t) => t.tid === tid);
  if (!team) return fail('INVALID_TEAM', 'Invalid team');
  if (state.soldPids.includes(c.pid)) return fail('PLAYER_ROSTERED', 'Player is already rostered');
  const problem = checkServerBid({ value: c.value, availableCap: team.availableCap, currentBid: null, openSpots: team.openSpots, minBid: state.minBid });
  if (problem) return bidProblem(problem);
  const entry: AuctionBidEntry = { kind: 'bid', pid: c.pid, tid: team.tid, userid: c.actor.userid, value: c.value, at: now, seq: state.seq, nomination: true };
  const timerExpiresAt = now + state.bidTimerMs;
  const next: AuctionRoomState = {
    ...state,
    seq: state.seq + 1,
    lot: { pid: c.pid, nominatedBy: team.tid, bid: c.value, leader: team.tid, leaderUserid: c.actor.userid, bids: [entry] },
    timerExpiresAt,
    timerKind: 'bid',
  };
  return { ok: true, state: next, events: [{ type: 'bid', entry, timerExpiresAt }] };
}

function bid(state: AuctionRoomState, c: Extract<AuctionCommand, { type: 'bid' }>, now: number): AuctionResult {
  const guard = liveGuard(state, now);
  if (guard) return guard;
  if (c.actor.teamId === null) return fail('NOT_TEAM_OWNER', 'Only team owners may bid');
  if (!state.lot) return fail('NO_NOMINATION', 'No player is nominated');
  if (state.lot.pid !== c.pid) return fail('STALE_BID', 'That player is no longer up for auction');
  if (state.lot.leader === c.actor.teamId) return fail('ALREADY_WINNING', 'You hold the winning bid');
  const team = state.teams.find((t) => t.tid === c.actor.teamId);
  if (!team) return fail('INVALID_TEAM', 'Invalid team');
  const problem = checkServerBid({ value: c.value, availableCap: team.availableCap, currentBid: state.lot.bid, openSpots: team.openSpots, minBid: state.minBid });
  if (problem) return bidProblem(problem);
  const entry: AuctionBidEntry = { kind: 'bid', pid: c.pid, tid: team.tid, userid: c.actor.userid, value: c.value, at: now, seq: state.seq, nomination: false };
  const timerExpiresAt = now + state.bidTimerMs;
  const next: AuctionRoomState = {
    ...state,
    seq: state.seq + 1,
    lot: { ...state.lot, bid: c.value, leader: team.tid, leaderUserid: c.actor.userid, bids: [...state.lot.bids.slice(1 - LOT_BIDS_KEPT), entry] },
    timerExpiresAt,
    timerKind: 'bid',
  };
  return { ok: true, state: next, events: [{ type: 'bid', entry, timerExpiresAt }] };
}

/** After a lot closes or a nomination timer runs out: pass the turn on, or complete the auction. */
function advance(state: AuctionRoomState, teams: AuctionTeam[], now: number, events: AuctionEvent[]): AuctionRoomState {
  const nominatingTid = nextNominatingTeam(teams, state.nominatingTid);
  if (nominatingTid === null) {
    events.push({ type: 'complete', completedAt: now });
    return { ...state, teams, lot: null, nominatingTid: null, complete: true, completedAt: now, timerExpiresAt: null, timerKind: null };
  }
  const timerExpiresAt = now + state.nominationTimerMs;
  events.push({ type: 'nomination', nominatingTid, timerExpiresAt });
  return { ...state, teams, lot: null, nominatingTid, timerExpiresAt, timerKind: 'nomination' };
}

function expire(state: AuctionRoomState, c: Extract<AuctionCommand, { type: 'expire' }>, now: number): AuctionResult {
  if (state.complete) return fail('AUCTION_COMPLETE', 'Auction is complete');
  if (state.paused) return fail('AUCTION_PAUSED', 'Auction is paused');
  if (state.timerExpiresAt === null || state.timerExpiresAt > now) return fail('CONFLICT', 'Timer has not expired');
  const events: AuctionEvent[] = [];
  const lot = state.lot;
  if (!lot) return { ok: true, state: advance(state, state.teams, now, events), events };
  const base = { pid: lot.pid, tid: lot.leader, userid: lot.leaderUserid, value: lot.bid, at: now, seq: state.seq };
  if (c.voidReason) {
    const entry: AuctionSaleEntry = { ...base, kind: 'void', reason: c.voidReason };
    events.push({ type: 'voided', entry });
    const voided = { ...state, seq: state.seq + 1, sales: [entry, ...state.sales] };
    return { ok: true, state: advance(voided, state.teams, now, events), events };
  }
  const entry: AuctionSaleEntry = { ...base, kind: 'processed' };
  const teams = state.teams.map((t) =>
    t.tid === lot.leader ? { ...t, availableCap: t.availableCap - lot.bid, openSpots: t.openSpots - 1 } : t,
  );
  events.push({ type: 'processed', entry });
  const sold = { ...state, seq: state.seq + 1, soldPids: [...state.soldPids, lot.pid], sales: [entry, ...state.sales] };
  return { ok: true, state: advance(sold, teams, now, events), events };
}

/** Resume sets the timer from the latest entry: the bid timer while a lot is open, else the nomination timer. */
function startTimer(state: AuctionRoomState, now: number): AuctionRoomState {
  const timerKind = state.lot ? 'bid' : 'nomination';
  const length = state.lot ? state.bidTimerMs : state.nominationTimerMs;
  return { ...state, paused: false, startedAt: state.startedAt ?? now, timerExpiresAt: now + length, timerKind };
}

function resumeEvents(next: AuctionRoomState): AuctionEvent[] {
  return [{ type: 'start', timerExpiresAt: next.timerExpiresAt, timerKind: next.timerKind ?? 'nomination' }];
}

function rosters(state: AuctionRoomState, c: Extract<AuctionCommand, { type: 'rosters' }>): AuctionResult {
  let changed = false;
  const teams = state.teams.map((t) => {
    const f = c.teams.find((x) => x.tid === t.tid);
    if (!f || (f.availableCap === t.availableCap && f.openSpots === t.openSpots)) return t;
    changed = true;
    return { ...t, availableCap: f.availableCap, openSpots: f.openSpots };
  });
  if (!changed) return { ok: true, state, events: [] };
  return { ok: true, state: { ...state, teams }, events: [{ type: 'teams', teams }] };
}

function reset(state: AuctionRoomState, c: Extract<AuctionCommand, { type: 'reset' }>, now: number): AuctionResult {
  if (!c.actor.isCommissioner) return fail('NOT_COMMISSIONER', 'Only the commissioner may do this');
  const events: AuctionEvent[] = [];
  const lot = state.lot;
  if (lot) {
    const entry: AuctionSaleEntry = { kind: 'void', pid: lot.pid, tid: lot.leader, userid: lot.leaderUserid, value: lot.bid, at: now, seq: state.seq, reason: 'AUCTION_RESET' };
    events.push({ type: 'voided', entry });
  }
  events.push({ type: 'reset' });
  return { ok: true, state: { ...createRoomState(c.seed), seq: state.seq + (lot ? 1 : 0) }, events };
}

/** Applies one command. Pure: the same inputs always give the same output. */
export function applyCommand(state: AuctionRoomState, command: AuctionCommand, now: number): AuctionResult {
  switch (command.type) {
    case 'nominate':
      return nominate(state, command, now);
    case 'bid':
      return bid(state, command, now);
    case 'expire':
      return expire(state, command, now);
    case 'pause': {
      const guard = commissionerGuard(state, command.actor, now);
      if (guard) return guard;
      if (state.paused) return { ok: true, state, events: [] };
      return { ok: true, state: { ...state, paused: true, timerExpiresAt: null, timerKind: null }, events: [{ type: 'paused' }] };
    }
    case 'resume': {
      const guard = commissionerGuard(state, command.actor, now);
      if (guard) return guard;
      if (!state.paused) return { ok: true, state, events: [] };
      const next = startTimer(state, now);
      return { ok: true, state: next, events: resumeEvents(next) };
    }
    case 'start': {
      if (state.startedAt !== null || state.complete || !roomIsLive(state, now)) return { ok: true, state, events: [] };
      const next = startTimer(state, now);
      return { ok: true, state: next, events: resumeEvents(next) };
    }
    case 'rosters':
      return rosters(state, command);
    case 'reset':
      return reset(state, command, now);
    case 'toggle_auto_pause': {
      const guard = commissionerGuard(state, command.actor, now);
      if (guard) return guard;
      const pauseOnTeamDisconnect = !state.pauseOnTeamDisconnect;
      return { ok: true, state: { ...state, pauseOnTeamDisconnect }, events: [{ type: 'config', pauseOnTeamDisconnect }] };
    }
    case 'disconnect': {
      if (!state.pauseOnTeamDisconnect || state.paused || !roomIsLive(state, now)) return { ok: true, state, events: [] };
      return { ok: true, state: { ...state, paused: true, timerExpiresAt: null, timerKind: null }, events: [{ type: 'paused' }] };
    }
  }
}

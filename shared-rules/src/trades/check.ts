import { TRADE_VETO_WINDOW_SECONDS } from '../constants/season-constants';
import { isActiveSlot, RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { createRoster } from '../roster/roster';
import { isTradeAcceptable, type TradeState } from './trade';

/**
 * Error codes a trade can be refused with: names of the shared error vocabulary (contracts
 * `ErrorCode`), repeated as plain strings because the root rules carry no zod.
 */
export type TradeRefusalCode =
  | 'TRADE_NOT_OPEN'
  | 'TRADE_DEADLINE_PASSED'
  | 'TRADE_VETO_WINDOW_CLOSED'
  | 'TRADE_NOT_REVERSIBLE'
  | 'INELIGIBLE_PLAYER_NOT_ON_ROSTER'
  | 'INELIGIBLE_RELEASE_PLAYER'
  | 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM'
  | 'INELIGIBLE_DRAFT_PICK'
  | 'OVER_ROSTER_SPACE'
  | 'OVER_CAP_SPACE';

export type TradeDecision = { ok: true } | { ok: false; code: TradeRefusalCode; message: string };

/** What changes hands, by side: players and pick uids each team gives, and each team's releases. */
export interface TradeSides {
  proposingTeamPlayers: readonly string[];
  acceptingTeamPlayers: readonly string[];
  proposingTeamPicks: readonly number[];
  acceptingTeamPicks: readonly number[];
  proposingTeamReleasePlayers: readonly string[];
  acceptingTeamReleasePlayers: readonly string[];
}

/** A pick as the check reads it: who owns it now and whether it has been used. */
export interface TradePickState {
  uid: number;
  tid: number;
  pid: string | null;
}

export interface TradeCheckInput {
  league: League;
  now: number;
  trade: TradeSides & { propose_tid: number; accept_tid: number };
  /** Current roster rows of both teams. */
  proposingRoster: readonly RosterPlayer[];
  acceptingRoster: readonly RosterPlayer[];
  /** The picks the trade names. */
  picks: readonly TradePickState[];
  /** Players with a pending poaching claim (DOMAIN-NOTES: they cannot be traded). */
  poachClaimed: ReadonlySet<string>;
}

const ok: TradeDecision = { ok: true };
const refuse = (code: TradeRefusalCode, message: string): TradeDecision => ({ ok: false, code, message });

/** §4 date gate: trades are refused from the league's trade deadline (`tddate`) on; no deadline, never. */
export function isPastTradeDeadline(league: Pick<League, 'tddate'>, now: number): boolean {
  return league.tddate != null && league.tddate > 0 && now >= league.tddate;
}

/** The commissioner may veto an accepted (not yet vetoed) trade until the window after acceptance closes. */
export function isInVetoWindow(trade: TradeState, now: number): boolean {
  return trade.accepted != null && trade.vetoed == null && now < trade.accepted + TRADE_VETO_WINDOW_SECONDS;
}

/** The roster rows after a trade: outgoing and released players gone, incoming on the bench with their contracts. */
export function rosterAfterTrade(
  roster: readonly RosterPlayer[],
  side: { outgoing: readonly string[]; release: readonly string[]; incoming: readonly RosterPlayer[] },
): RosterPlayer[] {
  const leaving = new Set([...side.outgoing, ...side.release]);
  return [
    ...roster.filter((p) => !leaving.has(p.pid)),
    ...side.incoming.map((p) => ({ ...p, slot: RosterSlot.BENCH })),
  ];
}

/** Salary of the active roster (what the cap counts). */
function activeSalary(league: League, rows: readonly RosterPlayer[]): number {
  return league.cap - createRoster(league, rows.filter((r) => isActiveSlot(r.slot))).availableCap;
}

/**
 * Cap rule of a trade (the spec is silent; decided here): after the trade a team must be within the
 * cap, unless it was already over it and the trade does not raise its active salary (a team over the
 * cap may still trade salary away).
 */
export function isWithinCapAfterTrade(league: League, before: readonly RosterPlayer[], after: readonly RosterPlayer[]): boolean {
  const salaryAfter = activeSalary(league, after);
  return salaryAfter <= league.cap || salaryAfter <= activeSalary(league, before);
}

function checkSide(
  input: TradeCheckInput,
  team: 'proposing' | 'accepting',
): TradeDecision {
  const { league, trade } = input;
  const roster = team === 'proposing' ? input.proposingRoster : input.acceptingRoster;
  const other = team === 'proposing' ? input.acceptingRoster : input.proposingRoster;
  const outgoing = team === 'proposing' ? trade.proposingTeamPlayers : trade.acceptingTeamPlayers;
  const incomingPids = team === 'proposing' ? trade.acceptingTeamPlayers : trade.proposingTeamPlayers;
  const release = team === 'proposing' ? trade.proposingTeamReleasePlayers : trade.acceptingTeamReleasePlayers;
  const picks = team === 'proposing' ? trade.proposingTeamPicks : trade.acceptingTeamPicks;
  const tid = team === 'proposing' ? trade.propose_tid : trade.accept_tid;
  const own = new Map(roster.map((r) => [r.pid, r]));
  const theirs = new Map(other.map((r) => [r.pid, r]));

  for (const pid of outgoing) {
    if (!own.has(pid)) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', `Player ${pid} is not on the ${team} team's roster`);
    if (input.poachClaimed.has(pid)) {
      return refuse('INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM', `Player ${pid} has an existing poaching claim and cannot be traded`);
    }
  }
  for (const pid of release) {
    if (!own.has(pid) || outgoing.includes(pid)) {
      return refuse('INELIGIBLE_RELEASE_PLAYER', `Release player ${pid} is not on the ${team} team's roster or is being traded`);
    }
  }
  for (const uid of picks) {
    const pick = input.picks.find((p) => p.uid === uid);
    if (!pick || pick.tid !== tid || pick.pid !== null) {
      return refuse('INELIGIBLE_DRAFT_PICK', `Draft pick ${uid} is not an unused pick of the ${team} team`);
    }
  }
  const incoming = incomingPids.map((pid) => theirs.get(pid)).filter((r): r is RosterPlayer => r !== undefined);
  // §5: an open bench slot for each incoming player, after releases and outgoing players leave
  if (!isTradeAcceptable(league, roster, { outgoing, release, incoming: incoming.map((p) => ({ pid: p.pid, pos: p.pos, value: p.value })) })) {
    return refuse('OVER_ROSTER_SPACE', `The ${team} team has no roster space for the incoming players; release players to make room`);
  }
  const after = rosterAfterTrade(roster, { outgoing, release, incoming });
  if (!isWithinCapAfterTrade(league, roster, after)) {
    return refuse('OVER_CAP_SPACE', `The ${team} team would be over the salary cap after the trade; release players to make room`);
  }
  return ok;
}

/**
 * Whether a trade may be proposed or accepted now (spec §4 "Trades", §5 "Trade acceptance"): before
 * the trade deadline; every traded player on his team's roster and without a pending poaching claim;
 * releases on the releasing roster and not traded; picks unused and owned by the giving team; and both
 * rosters legal afterwards — an open bench slot per incoming player (position maximums included) and
 * within the cap (see {@link isWithinCapAfterTrade}). The same check decides proposal and acceptance,
 * so a trade that was fine when offered but no longer is gets refused with the reason.
 */
export function checkTrade(input: TradeCheckInput): TradeDecision {
  if (isPastTradeDeadline(input.league, input.now)) return refuse('TRADE_DEADLINE_PASSED', 'The trade deadline has passed');
  const proposing = checkSide(input, 'proposing');
  if (!proposing.ok) return proposing;
  return checkSide(input, 'accepting');
}

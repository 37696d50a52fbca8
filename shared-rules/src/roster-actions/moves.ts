import { PlayerTag, TransactionType } from '../constants/codes';
import { SIGNED_FREE_AGENT_SALARY } from '../constants/season-constants';
import { isActiveSlot, isPracticeSquadSlot, isReserveSlot, isStarterSlot, RosterSlot } from '../constants/slots';
import { isInPlayerPool } from '../constants/nfl-status';
import { createRoster } from '../roster/roster';
import { isIrEligibleByTransactionHistory, isRecentRelease } from '../eligibility/transaction-history';
import {
  checkActivateSpace,
  checkDeactivateSpace,
  NO_PRACTICE_SPACE_MESSAGE,
  NO_RESERVE_SPACE_MESSAGE,
  noActiveSpaceMessage,
} from '../roster/messages';
import { flagsOf, isGameLocked, isOffseason, isProtectedSlot, releaseProblem, releasesProblem, rosterOf, rowOf } from './helpers';
import { refuse, type RosterActionContext, type RosterActionPlan, type RosterChange, type PlannedTransaction } from './types';

/** The transaction type of a move to a reserve slot. */
export function reserveTransactionType(slot: number): number {
  if (slot === RosterSlot.COV) return TransactionType.RESERVE_COV;
  if (slot === RosterSlot.IR_LONG_TERM) return TransactionType.RESERVE_IR_LONG_TERM;
  return TransactionType.RESERVE_IR;
}

function releaseWrites(ctx: RosterActionContext, pids: readonly string[]) {
  const changes: RosterChange[] = [];
  const transactions: PlannedTransaction[] = [];
  for (const pid of pids) {
    const row = rowOf(ctx, pid)!;
    changes.push({ kind: 'delete', pid, from: row.slot });
    transactions.push({ pid, type: TransactionType.RELEASE, value: row.value });
  }
  return { changes, transactions };
}

/** Release a player (spec §4 "Release"): he leaves the roster; a release transaction is written. */
export function planRelease(ctx: RosterActionContext, pid: string): RosterActionPlan {
  const problem = releaseProblem(ctx, pid);
  if (problem) return problem;
  return { ok: true, ...releaseWrites(ctx, [pid]) };
}

/**
 * Sign a free agent to the bench or the practice squad at $0 (spec §5 "Sign free agent"), with
 * conditional releases applied only together with the signing. Refused while he is on waivers
 * (24 h after a release, during the waiver period or for undrafted rookies around the draft).
 * The caller checks that no other team of the league holds him.
 */
export function planAddFreeAgent(
  ctx: RosterActionContext,
  { pid, slot, release }: { pid: string; slot: number; release: readonly string[] },
): RosterActionPlan {
  const info = ctx.players.get(pid);
  if (!info) return refuse('INVALID_PARAMS', 'Unknown player');
  if (rowOf(ctx, pid)) return refuse('PLAYER_ROSTERED', 'Player is already rostered');
  if (!isInPlayerPool(info.nfl_status)) return refuse('PLAYER_RETIRED', 'Player is retired');
  if (slot !== RosterSlot.BENCH && slot !== RosterSlot.PS) return refuse('INVALID_PARAMS', 'Invalid slot');
  if (release.includes(pid)) return refuse('INVALID_PARAMS', 'Cannot release the player being added');
  if (isRecentRelease(info.transactions ?? [], ctx.now)) return refuse('PLAYER_ON_WAIVERS', 'Player is on waivers');
  if (info.hasWaiverClaim) return refuse('PLAYER_ON_WAIVERS', 'Player has pending waiver claims; they are processed before he can be signed');
  const flags = flagsOf(ctx, pid);
  const practice = slot === RosterSlot.PS;
  if (!(practice ? flags.sign.practice : flags.sign.active)) {
    if (practice ? flags.waiver.practice : flags.waiver.active) return refuse('PLAYER_ON_WAIVERS', 'Player is on waivers');
    return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  }
  const problem = releasesProblem(ctx, release);
  if (problem) return problem;

  const roster = rosterOf(ctx);
  for (const r of release) roster.removePlayer(r);
  if (practice) {
    if (!roster.hasOpenPracticeSquadSlot()) return refuse('NO_PRACTICE_SPACE', NO_PRACTICE_SPACE_MESSAGE);
    if (!roster.hasPositionCapacity(info.pos)) return refuse('OVER_ROSTER_SPACE', 'Roster is full');
  } else if (!roster.hasOpenBenchSlot(info.pos)) {
    return refuse(roster.isFull ? 'NO_ACTIVE_SPACE' : 'OVER_ROSTER_SPACE', roster.isFull ? noActiveSpaceMessage() : 'Roster is full');
  }
  const writes = releaseWrites(ctx, release);
  writes.changes.push({ kind: 'insert', pid, pos: info.pos, slot, value: SIGNED_FREE_AGENT_SALARY, tag: PlayerTag.REGULAR });
  writes.transactions.push({
    pid,
    type: practice ? TransactionType.PRACTICE_ADD : TransactionType.ROSTER_ADD,
    value: SIGNED_FREE_AGENT_SALARY,
  });
  return { ok: true, ...writes };
}

/**
 * Activate a practice squad or reserve player to the bench (spec §5 "Activate"). Without bench
 * space the caller names an active player to release (`releasePid`) or to move to a reserve slot
 * (`reservePid` + `reserveSlot`). Protected players and long-term IR wait for the offseason.
 */
export function planActivate(
  ctx: RosterActionContext,
  input: { pid: string; releasePid?: string; reservePid?: string; reserveSlot?: number },
): RosterActionPlan {
  const { pid, releasePid, reservePid, reserveSlot } = input;
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (!isPracticeSquadSlot(row.slot) && !isReserveSlot(row.slot)) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is already active');
  if (!flagsOf(ctx, pid, row).eligible.activate) {
    if (isProtectedSlot(row.slot)) return refuse('PLAYER_PROTECTED', 'Protected players cannot be activated until the offseason');
    if (row.slot === RosterSlot.IR_LONG_TERM) return refuse('PLAYER_NOT_ELIGIBLE', 'Long-term IR players cannot be activated until the offseason');
    return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  }
  if (releasePid && reservePid) return refuse('INVALID_PARAMS', 'Choose a player to release or to reserve, not both');
  const roster = rosterOf(ctx);
  const space = checkActivateSpace(roster, { pid, releasePid, reservePid });
  if (!space.ok) return refuse('NO_ACTIVE_SPACE', space.message);

  const changes: RosterChange[] = [];
  const transactions: PlannedTransaction[] = [];
  if (releasePid && !roster.hasBenchSpace()) {
    const releaseRow = rowOf(ctx, releasePid);
    if (!releaseRow || !isActiveSlot(releaseRow.slot)) return refuse('INELIGIBLE_RELEASE_PLAYER', 'Release player is not on the active roster');
    const problem = releasesProblem(ctx, [releasePid]);
    if (problem) return problem;
    const writes = releaseWrites(ctx, [releasePid]);
    changes.push(...writes.changes);
    transactions.push(...writes.transactions);
    roster.removePlayer(releasePid);
  }
  if (reservePid && !roster.hasBenchSpace()) {
    const reserveRow = rowOf(ctx, reservePid);
    if (!reserveRow || !isActiveSlot(reserveRow.slot)) return refuse('INVALID_PARAMS', 'Reserve player is not on the active roster');
    const slot = reserveSlot ?? RosterSlot.IR;
    const reserve = planReserveMove(ctx, reservePid, slot);
    if (!reserve.ok) return reserve;
    // the activated player may leave IR at the same time, freeing the IR slot the reserve player takes
    roster.removePlayer(reservePid);
    roster.updateSlot(pid, RosterSlot.BENCH);
    if (!roster.isEligibleForSlot({ slot, pos: reserveRow.pos })) return refuse('NO_RESERVE_SPACE', NO_RESERVE_SPACE_MESSAGE);
    changes.push(...reserve.changes);
    transactions.push(...reserve.transactions);
  } else {
    try {
      roster.updateSlot(pid, RosterSlot.BENCH);
    } catch {
      return refuse('OVER_ROSTER_SPACE', 'Roster is full');
    }
  }
  changes.push({ kind: 'update', pid, from: row.slot, set: { slot: RosterSlot.BENCH } });
  transactions.push({ pid, type: TransactionType.ACTIVATE, value: row.value });
  return { ok: true, changes, transactions };
}

/**
 * Move an active player to the practice squad (spec §5 "Deactivate"). Only players never activated
 * or poached qualify; without practice space the caller names a signed practice squad player to
 * release.
 */
export function planDeactivate(ctx: RosterActionContext, { pid, releasePid }: { pid: string; releasePid?: string }): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  const flags = flagsOf(ctx, pid, row);
  if (isStarterSlot(row.slot) && isGameLocked(ctx, pid)) return refuse('PLAYER_LOCKED', 'Player is locked');
  if (!flags.eligible.ps) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible for the practice squad');
  const roster = rosterOf(ctx);
  const space = checkDeactivateSpace(roster, releasePid);
  if (!space.ok) return refuse('NO_PRACTICE_SPACE', space.message);
  const changes: RosterChange[] = [];
  const transactions: PlannedTransaction[] = [];
  if (releasePid && !roster.hasOpenPracticeSquadSlot()) {
    const problem = releasesProblem(ctx, [releasePid]);
    if (problem) return problem;
    const writes = releaseWrites(ctx, [releasePid]);
    changes.push(...writes.changes);
    transactions.push(...writes.transactions);
    roster.removePlayer(releasePid);
  }
  try {
    roster.updateSlot(pid, RosterSlot.PS);
  } catch {
    return refuse('OVER_ROSTER_SPACE', 'Roster is full');
  }
  changes.push({ kind: 'update', pid, from: row.slot, set: { slot: RosterSlot.PS } });
  transactions.push({ pid, type: TransactionType.DEACTIVATE, value: row.value });
  return { ok: true, changes, transactions };
}

/** Protect a practice squad player from poaching (spec §4 "Protect"): PS -> PSP, PSD -> PSDP. */
export function planProtect(ctx: RosterActionContext, pid: string): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (row.slot !== RosterSlot.PS && row.slot !== RosterSlot.PSD) {
    return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not on the practice squad');
  }
  if (!flagsOf(ctx, pid, row).eligible.protect) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  const slot = row.slot === RosterSlot.PS ? RosterSlot.PSP : RosterSlot.PSDP;
  return {
    ok: true,
    changes: [{ kind: 'update', pid, from: row.slot, set: { slot } }],
    transactions: [{ pid, type: TransactionType.PRACTICE_PROTECTED, value: row.value }],
  };
}

/** The eligibility part of a reserve move (no space check). */
function planReserveMove(ctx: RosterActionContext, pid: string, slot: number): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (!isReserveSlot(slot)) return refuse('INVALID_PARAMS', 'Invalid reserve slot');
  if (row.slot === slot) return refuse('INVALID_PARAMS', 'Player is already in that slot');
  const flags = flagsOf(ctx, pid, row);
  if (isStarterSlot(row.slot) && isGameLocked(ctx, pid)) return refuse('PLAYER_LOCKED', 'Player is locked');
  if (isProtectedSlot(row.slot) && !isOffseason(ctx)) {
    return refuse('PLAYER_PROTECTED', 'Protected players cannot be moved until the offseason');
  }
  const history = ctx.players.get(pid)?.transactions ?? [];
  const eligible =
    slot === RosterSlot.COV
      ? flags.reserve.cov
      : slot === RosterSlot.IR_LONG_TERM
        ? flags.reserve.ir_long_term
        : flags.reserve.ir && isIrEligibleByTransactionHistory(history, ctx.now);
  if (!eligible) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  return {
    ok: true,
    changes: [{ kind: 'update', pid, from: row.slot, set: { slot } }],
    transactions: [{ pid, type: reserveTransactionType(slot), value: row.value }],
  };
}

/**
 * Move a player to IR, COV or long-term IR (spec §5 "Reserve/IR"). Without a free IR slot the
 * caller names an IR player to activate to the bench in the same move.
 */
export function planReserve(
  ctx: RosterActionContext,
  { pid, slot, activatePid }: { pid: string; slot: number; activatePid?: string },
): RosterActionPlan {
  const move = planReserveMove(ctx, pid, slot);
  if (!move.ok) return move;
  if (!activatePid) {
    if (slot === RosterSlot.IR && !rosterOf(ctx).hasOpenInjuredReserveSlot()) {
      return refuse('NO_RESERVE_SPACE', NO_RESERVE_SPACE_MESSAGE);
    }
    return move;
  }
  if (activatePid === pid) return refuse('INVALID_PARAMS', 'Choose another player to activate');
  // plan the activation on the roster without the reserve player: leaving the active roster, he
  // makes the bench room the activated player takes
  const without = ctx.roster.filter((p) => p.pid !== pid);
  const activate = planActivate({ ...ctx, roster: without }, { pid: activatePid });
  if (!activate.ok) return activate;
  const after = createRoster(ctx.league, without.map((p) => (p.pid === activatePid ? { ...p, slot: RosterSlot.BENCH } : p)), { tid: ctx.tid });
  const row = rowOf(ctx, pid)!;
  if (!after.isEligibleForSlot({ slot, pos: row.pos })) return refuse('NO_RESERVE_SPACE', NO_RESERVE_SPACE_MESSAGE);
  return {
    ok: true,
    changes: [...move.changes, ...activate.changes],
    transactions: [...move.transactions, ...activate.transactions],
  };
}

import { PlayerTag } from '../constants/codes';
import { isStarterSlot, RosterSlot } from '../constants/slots';
import type { RosterPlayer } from '../constants/types';
import { getPlayerFlags, type PlayerFlags } from '../eligibility/player-eligibility';
import { getSeason } from '../season/calendar';
import { createRoster, type Roster } from '../roster/roster';
import { refuse, type RosterActionContext, type RosterActionPlan } from './types';

/** The roster model of the acting team. */
export function rosterOf(ctx: RosterActionContext): Roster {
  return createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
}

/** The team's row for `pid`, if he is on the roster. */
export function rowOf(ctx: RosterActionContext, pid: string): RosterPlayer | undefined {
  return ctx.roster.find((p) => p.pid === pid);
}

/** Derived flags of a player as seen by the acting team (rostered by it when `row` is given). */
export function flagsOf(ctx: RosterActionContext, pid: string, row?: RosterPlayer): PlayerFlags {
  const info = ctx.players.get(pid);
  return getPlayerFlags(
    {
      pos: row?.pos ?? info?.pos ?? '',
      tid: row ? ctx.tid : 0,
      slot: row?.slot ?? 0,
      tag: row?.tag ?? PlayerTag.REGULAR,
      nfl_status: info?.nfl_status,
      injury_status: info?.injury_status,
      nfl_draft_year: info?.nfl_draft_year,
      gameStarted: info?.gameStarted,
      transactions: info?.transactions,
      franchiseTaggedYears: info?.franchiseTaggedYears,
      hasPoachClaim: info?.hasPoachClaim,
      hasWaiverClaim: info?.hasWaiverClaim,
      restricted_free_agency_tag_announced: row?.restricted_free_agency_tag_announced,
      restricted_free_agency_tag_nominated: row?.restricted_free_agency_tag_nominated,
      restricted_free_agency_tag_processed: row?.restricted_free_agency_tag_processed,
    },
    { league: ctx.league, now: ctx.now, userTid: ctx.tid, season: ctx.season, lastPick: ctx.lastPick },
  );
}

/**
 * True when the player's game has kicked off. Release, reserve and practice squad moves of a
 * starter are blocked by this (spec §2). Decision: the "inactive" half of the spec's lock does not
 * block them, since moving an injured (inactive) starter to reserve is exactly what a manager
 * must be able to do; it does block putting an inactive player into the lineup.
 */
export function isGameLocked(ctx: RosterActionContext, pid: string): boolean {
  return ctx.players.get(pid)?.gameStarted === true;
}

/** True in the offseason (week 0). */
export function isOffseason(ctx: RosterActionContext): boolean {
  return getSeason(ctx.now, ctx.season).isOffseason;
}

/** Protected practice squad slots. */
export function isProtectedSlot(slot: number): boolean {
  return slot === RosterSlot.PSP || slot === RosterSlot.PSDP;
}

/**
 * Why `pid` may not be released now, or null (spec §2: release is disabled when the player is
 * locked and a starter, or protected; §4: protected players only from the offseason on).
 */
export function releaseProblem(ctx: RosterActionContext, pid: string): RosterActionPlan | null {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (isProtectedSlot(row.slot) && !isOffseason(ctx)) {
    return refuse('PLAYER_PROTECTED', 'Protected players cannot be released until the offseason');
  }
  if (isStarterSlot(row.slot) && isGameLocked(ctx, pid)) {
    return refuse('PLAYER_LOCKED', 'Player is locked');
  }
  return null;
}

/**
 * Checks the conditional releases of an action: each must be releasable now. Their failures are
 * reported as INELIGIBLE_RELEASE_PLAYER (spec §8 code 6) so a client can tell them apart.
 */
export function releasesProblem(ctx: RosterActionContext, pids: readonly string[]): RosterActionPlan | null {
  if (new Set(pids).size !== pids.length) return refuse('INVALID_PARAMS', 'Duplicate release player');
  for (const pid of pids) {
    const problem = releaseProblem(ctx, pid);
    if (problem && !problem.ok) return refuse('INELIGIBLE_RELEASE_PLAYER', `Release player is not eligible: ${problem.message}`);
  }
  return null;
}


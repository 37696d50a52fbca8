import type { SeasonOptions } from '../season/calendar';
import type { League, RosterPlayer, Transaction } from '../constants/types';

/**
 * Error codes a roster action can fail with. They are the names of the shared error vocabulary
 * (`ErrorCode` in contracts), repeated here as plain strings because the root rules carry no zod.
 */
export type RosterActionErrorCode =
  | 'INVALID_PARAMS'
  | 'OVER_CAP_SPACE'
  | 'OVER_ROSTER_SPACE'
  | 'INELIGIBLE_PLAYER_NOT_ON_ROSTER'
  | 'INELIGIBLE_RELEASE_PLAYER'
  | 'PLAYER_NOT_ELIGIBLE'
  | 'PLAYER_LOCKED'
  | 'PLAYER_PROTECTED'
  | 'PLAYER_ON_WAIVERS'
  | 'PLAYER_ROSTERED'
  | 'PLAYER_RETIRED'
  | 'NO_RESERVE_SPACE'
  | 'NO_ACTIVE_SPACE'
  | 'NO_PRACTICE_SPACE'
  | 'TAG_LIMIT_REACHED'
  | 'OUTSIDE_WINDOW';

/** What the rules know about a player involved in an action, beyond his roster row. */
export interface ActionPlayerInfo {
  pos: string;
  nfl_status?: string | null;
  injury_status?: string | null;
  nfl_draft_year?: number | null;
  /** His NFL game of the current week has kicked off (see {@link hasGameStarted}). */
  gameStarted?: boolean;
  /** His transactions in this league (any order). */
  transactions?: readonly Transaction[];
  /** Seasons in which he carried the franchise tag. */
  franchiseTaggedYears?: readonly number[];
  hasPoachClaim?: boolean;
  /** Pending waiver claims on him exist (he is not signed directly until they are processed). */
  hasWaiverClaim?: boolean;
}

/** Everything a roster action decides on. Time is `now`, unix seconds. */
export interface RosterActionContext {
  league: League;
  /** The acting team. */
  tid: number;
  /** The team's current roster rows. */
  roster: readonly RosterPlayer[];
  /** Info about the players the action names (rostered or not), by pid. */
  players: ReadonlyMap<string, ActionPlayerInfo>;
  now: number;
  season?: SeasonOptions;
  /**
   * The overall number of the rookie draft's last pick (its end and the rookie waiver period follow from
   * it, spec §4): undrafted rookies are not signed while the draft runs and are on waivers after it.
   */
  lastPick?: number;
}

/** One write to a team's roster rows. `from` is the slot the row must still have (a guard). */
export type RosterChange =
  | { kind: 'insert'; pid: string; pos: string; slot: number; value: number; tag: number }
  | { kind: 'delete'; pid: string; from: number }
  | { kind: 'update'; pid: string; from: number; set: RosterRowPatch };

/** Fields an update may set on a roster row (RFA bid and nomination time included). */
export interface RosterRowPatch {
  slot?: number;
  value?: number;
  tag?: number;
  bid?: number | null;
  restricted_free_agency_tag_nominated?: number | null;
  /** Set by the restricted free agency jobs (announcement, processing). */
  restricted_free_agency_tag_announced?: number | null;
  restricted_free_agency_tag_processed?: number | null;
  restricted_free_agency_original_team?: number | null;
}

/** A transaction the action records (team, league, year and time are the caller's). */
export interface PlannedTransaction {
  pid: string;
  type: number;
  value: number;
  /** A draft transaction's overall pick and `round.pick` (spec §3 Transaction). */
  pick?: number;
  pick_str?: string;
}

/** A decided action: the writes to make together, or why it is refused. */
export type RosterActionPlan =
  | { ok: true; changes: RosterChange[]; transactions: PlannedTransaction[] }
  | { ok: false; code: RosterActionErrorCode; message: string };

/** A refusal. */
export function refuse(code: RosterActionErrorCode, message: string): RosterActionPlan {
  return { ok: false, code, message };
}

/**
 * Plain input shapes of the league rules, named after spec §3 fields (wire names such as `uid`,
 * `lid`, `tid`, `pid`, `slot`, `tag`, `value`, `extensions` keep their spec spelling so the api and
 * the UIs can pass stored documents straight in).
 *
 * Time convention for every rule in shared-rules (rules-a): instants are **unix seconds**
 * (`now: number`), never `Date`, and the league calendar is America/New_York.
 */

import type { LeagueLineupSlots } from '../lineups/slots';

/** A position a fantasy player can hold (spec §3). */
export type Position = 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DST';

/**
 * The league settings the rules read (spec §3 League). Optional fields may be absent. The lineup
 * slot counts and `bench` come from the lineups' {@link LeagueLineupSlots}.
 */
export interface League extends LeagueLineupSlots {
  uid: number;
  commishid?: number | null;
  name?: string | null;
  num_teams: number;
  hosted?: number | null;
  // roster sizes (besides the bench)
  ps: number;
  ir: number;
  // position maximums (0 or absent = no maximum)
  mqb?: number | null;
  mrb?: number | null;
  mwr?: number | null;
  mte?: number | null;
  mdst?: number | null;
  mk?: number | null;
  // money
  faab: number;
  cap: number;
  min_bid: number;
  season_due_amount?: number | null;
  // scoring (plain numbers; rules-B owns formats and hashes)
  pa?: number | null;
  pc?: number | null;
  py?: number | null;
  ints?: number | null;
  tdp?: number | null;
  ra?: number | null;
  ry?: number | null;
  tdr?: number | null;
  rbrec?: number | null;
  wrrec?: number | null;
  terec?: number | null;
  rec?: number | null;
  recy?: number | null;
  twoptc?: number | null;
  tdrec?: number | null;
  fuml?: number | null;
  prtd?: number | null;
  krtd?: number | null;
  rush_first_down?: number | null;
  rec_first_down?: number | null;
  trg?: number | null;
  exclude_qb_kneels?: number | boolean | null;
  // tag limits (tag2 franchise, tag3 rookie, tag4 restricted free agency)
  tag2?: number | null;
  tag3?: number | null;
  tag4?: number | null;
  // extensions
  ext_date?: number | null;
  // franchise tag values
  fqb?: number | null;
  frb?: number | null;
  fwr?: number | null;
  fte?: number | null;
  // free agency dates (unix seconds)
  free_agency_period_start?: number | null;
  free_agency_period_end?: number | null;
  free_agency_live_auction_start?: number | null;
  free_agency_live_auction_end?: number | null;
  // draft
  tddate?: number | null;
  draft_start?: number | null;
  draft_type?: 'hour' | 'day' | string | null;
  draft_hour_min?: number | null;
  draft_hour_max?: number | null;
  rookie_draft_completed_at?: number | null;
  // transition (restricted free agency) and processing
  tran_start?: number | null;
  tran_end?: number | null;
  processed_at?: number | null;
  restricted_free_agency_announcement_hour?: number | null;
  restricted_free_agency_processing_hour?: number | null;
}

/** A fantasy team (spec §3 Team); only the fields the rules read are required. */
export interface Team {
  uid: number;
  lid?: number | null;
  name?: string | null;
  abbrv?: string | null;
  div?: number | null;
  cap?: number | null;
  faab?: number | null;
  waiver_order?: number | null;
  draft_order?: number | null;
}

/** One player on a roster (spec §3 Roster player). */
export interface RosterPlayer {
  pid: string;
  slot: number;
  pos: Position | string;
  /** Salary. */
  value: number;
  /** Tag code (1 regular, 2 franchise, 3 rookie, 4 RFA). Defaults to regular. */
  tag?: number | null;
  extensions?: number | null;
  /** RFA bid (a $0 bid is a real bid). */
  bid?: number | null;
  tid?: number | null;
  rid?: number | null;
  type?: number | null;
  timestamp?: number | null;
  restricted_free_agency_original_team?: number | null;
  restricted_free_agency_tag_processed?: number | null;
  restricted_free_agency_tag_nominated?: number | null;
  restricted_free_agency_tag_announced?: number | null;
}

/** A transaction row (spec §3 Transaction); `timestamp` is unix seconds. */
export interface Transaction {
  uid?: number | null;
  tid?: number | null;
  pid?: string | null;
  type: number;
  value?: number | null;
  timestamp: number;
  year?: number | null;
}

/** NFL-side status of a player, used for reserve eligibility and locking. */
export interface PlayerStatusInput {
  nfl_status?: string | null;
  injury_status?: string | null;
  game_status?: string | null;
}

import type { GroupColumnSpec } from './types';
import { ratio, round } from './predicates';
import { PLAY_ROLES, type PlayRole } from './play-measures';

type Id = GroupColumnSpec['id'];
type PlaySource = 'plays_pass' | 'plays_rush' | 'plays_rec' | 'plays_team';
const ROLE_OF: Record<PlaySource, PlayRole> = { plays_pass: 'pass', plays_rush: 'rush', plays_rec: 'rec', plays_team: 'team' };

/**
 * A play column's accumulators are measures of its role (play-measures.ts), under the measure's own name:
 * the engine sums them from raw plays or reads the same names from the pre-aggregated table.
 */
const measures = (source: PlaySource, names: string[]) => Object.fromEntries(names.map((n) => [n, PLAY_ROLES[ROLE_OF[source]].measures[n]]));

const count = (id: Id, source: PlaySource, m: string): GroupColumnSpec => ({ id, source, acc: measures(source, [m]), value: (f) => f(m), rate: true });
const total = (id: Id, source: PlaySource, m: string, places: number): GroupColumnSpec => ({
  id,
  source,
  acc: measures(source, [m]),
  value: (f) => round(f(m), places),
  rate: true,
});
const share = (id: Id, source: PlaySource, hit: string, of: string): GroupColumnSpec => ({
  id,
  source,
  acc: measures(source, [hit, of]),
  value: (f) => ratio(f(hit), f(of)),
});

/** A count of the player's over the same count of his team's in the games he played for it (pipeline.ts, active-games.ts). */
const teamShare = (id: Id, source: PlaySource, m: string, basis: string): GroupColumnSpec => ({ id, source, acc: measures(source, [m]), value: (f) => f(m), teamShare: basis });

/** Passing, by the play's passer (plays_2024 and plays_2025 share every column used here). */
export const PASSING_COLUMNS: GroupColumnSpec[] = [
  count('player_pass_attempts_from_plays', 'plays_pass', 'att'),
  count('player_pass_completions_from_plays', 'plays_pass', 'cmp'),
  count('player_pass_yards_from_plays', 'plays_pass', 'yds'),
  count('player_pass_air_yards_from_plays', 'plays_pass', 'air'),
  count('player_pass_touchdowns_from_plays', 'plays_pass', 'td'),
  total('player_pass_epa_from_plays', 'plays_pass', 'epa', 2),
  share('player_pass_success_rate_from_plays', 'plays_pass', 'succ', 'db'),
];

/** Rushing, by the play's rusher. */
export const RUSHING_COLUMNS: GroupColumnSpec[] = [
  count('player_rush_attempts_from_plays', 'plays_rush', 'att'),
  count('player_rush_yards_from_plays', 'plays_rush', 'yds'),
  count('player_rush_touchdowns_from_plays', 'plays_rush', 'td'),
  total('player_rush_epa_from_plays', 'plays_rush', 'epa', 2),
  share('player_rush_success_rate_from_plays', 'plays_rush', 'succ', 'att'),
  share('player_rush_explosive_rate_from_plays', 'plays_rush', 'expl', 'att'),
  count('player_red_zone_rush_attempts_from_plays', 'plays_rush', 'rz'),
  count('player_goal_line_rush_attempts_from_plays', 'plays_rush', 'gl'),
  teamShare('player_red_zone_rush_share_from_plays', 'plays_rush', 'rz', 'rz_ra'),
  teamShare('player_goal_line_rush_share_from_plays', 'plays_rush', 'gl', 'gl_ra'),
];

/** Receiving, by the play's receiver (targets are pass attempts thrown to him). */
export const RECEIVING_COLUMNS: GroupColumnSpec[] = [
  count('player_targets_from_plays', 'plays_rec', 'tgt'),
  count('player_receptions_from_plays', 'plays_rec', 'rec'),
  count('player_receiving_yards_from_plays', 'plays_rec', 'yds'),
  count('player_receiving_air_yards_from_plays', 'plays_rec', 'air'),
  count('player_yards_after_catch_from_plays', 'plays_rec', 'yac'),
  count('player_receiving_touchdowns_from_plays', 'plays_rec', 'td'),
  total('player_receiving_epa_from_plays', 'plays_rec', 'epa', 2),
  share('player_receiving_explosive_rate_from_plays', 'plays_rec', 'expl', 'tgt'),
  count('player_red_zone_targets_from_plays', 'plays_rec', 'rz'),
  count('player_goal_line_targets_from_plays', 'plays_rec', 'gl'),
  teamShare('player_red_zone_target_share_from_plays', 'plays_rec', 'rz', 'rz_pa'),
  teamShare('player_goal_line_target_share_from_plays', 'plays_rec', 'gl', 'gl_pa'),
];

/** The player's current NFL team's offence over the same window (plays grouped by posteam). */
export const TEAM_COLUMNS: GroupColumnSpec[] = [
  count('player_team_plays_from_plays', 'plays_team', 'plays'),
  count('player_team_pass_attempts_from_plays', 'plays_team', 'pa'),
  count('player_team_rush_attempts_from_plays', 'plays_team', 'ra'),
  share('player_team_pass_rate_from_plays', 'plays_team', 'db', 'plays'),
  share('player_team_epa_per_play_from_plays', 'plays_team', 'epa', 'plays'),
  share('player_team_success_rate_from_plays', 'plays_team', 'succ', 'plays'),
];

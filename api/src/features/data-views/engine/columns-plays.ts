import type { GroupColumnSpec } from './types';
import { completion, countIf, dropback, field, offenseTouchdown, passAttempt, ratio, redZone, round, rushAttempt, sumIf } from './predicates';

type Id = GroupColumnSpec['id'];
const count = (id: Id, source: GroupColumnSpec['source'], cond: Parameters<typeof countIf>[0]): GroupColumnSpec => ({
  id,
  source,
  acc: { n: countIf(cond) },
  value: (f) => f('n'),
  rate: true,
});
const total = (id: Id, source: GroupColumnSpec['source'], cond: Parameters<typeof sumIf>[0], name: string, places = 0): GroupColumnSpec => ({
  id,
  source,
  acc: { s: sumIf(cond, name) },
  value: (f) => (places ? round(f('s'), places) : f('s')),
  rate: true,
});
const share = (id: Id, source: GroupColumnSpec['source'], hit: Parameters<typeof countIf>[0], of: Parameters<typeof countIf>[0]): GroupColumnSpec => ({
  id,
  source,
  acc: { hit: countIf({ $and: [of, hit] }), of: countIf(of) },
  value: (f) => ratio(f('hit'), f('of')),
});

const positiveEpa = { $gt: [field('epa', 0), 0] };
/** An offensive play: a dropback or a rushing attempt on a down. */
const teamPlay = { $or: [dropback, rushAttempt] };

/** Passing, by the play's passer (plays_2024 and plays_2025 share every column used here). */
export const PASSING_COLUMNS: GroupColumnSpec[] = [
  count('player_pass_attempts_from_plays', 'plays_pass', passAttempt),
  count('player_pass_completions_from_plays', 'plays_pass', completion),
  total('player_pass_yards_from_plays', 'plays_pass', completion, 'yards_gained'),
  total('player_pass_air_yards_from_plays', 'plays_pass', passAttempt, 'air_yards'),
  count('player_pass_touchdowns_from_plays', 'plays_pass', { $and: [completion, offenseTouchdown] }),
  total('player_pass_epa_from_plays', 'plays_pass', dropback, 'epa', 2),
  share('player_pass_success_rate_from_plays', 'plays_pass', positiveEpa, dropback),
];

/** Rushing, by the play's rusher. */
export const RUSHING_COLUMNS: GroupColumnSpec[] = [
  count('player_rush_attempts_from_plays', 'plays_rush', rushAttempt),
  total('player_rush_yards_from_plays', 'plays_rush', rushAttempt, 'yards_gained'),
  count('player_rush_touchdowns_from_plays', 'plays_rush', { $and: [rushAttempt, offenseTouchdown] }),
  total('player_rush_epa_from_plays', 'plays_rush', rushAttempt, 'epa', 2),
  share('player_rush_success_rate_from_plays', 'plays_rush', positiveEpa, rushAttempt),
  share('player_rush_explosive_rate_from_plays', 'plays_rush', { $gte: [field('yards_gained', 0), 10] }, rushAttempt),
  count('player_red_zone_rush_attempts_from_plays', 'plays_rush', { $and: [rushAttempt, redZone] }),
];

/** Receiving, by the play's receiver (targets are pass attempts thrown to him). */
export const RECEIVING_COLUMNS: GroupColumnSpec[] = [
  count('player_targets_from_plays', 'plays_rec', passAttempt),
  count('player_receptions_from_plays', 'plays_rec', completion),
  total('player_receiving_yards_from_plays', 'plays_rec', completion, 'yards_gained'),
  total('player_receiving_air_yards_from_plays', 'plays_rec', passAttempt, 'air_yards'),
  total('player_yards_after_catch_from_plays', 'plays_rec', completion, 'yards_after_catch'),
  count('player_receiving_touchdowns_from_plays', 'plays_rec', { $and: [completion, offenseTouchdown] }),
  total('player_receiving_epa_from_plays', 'plays_rec', passAttempt, 'epa', 2),
  share('player_receiving_explosive_rate_from_plays', 'plays_rec', { $and: [completion, { $gte: [field('yards_gained', 0), 20] }] }, passAttempt),
  count('player_red_zone_targets_from_plays', 'plays_rec', { $and: [passAttempt, redZone] }),
];

/** The player's current NFL team's offence over the same window (plays grouped by posteam). */
export const TEAM_COLUMNS: GroupColumnSpec[] = [
  count('player_team_plays_from_plays', 'plays_team', teamPlay),
  count('player_team_pass_attempts_from_plays', 'plays_team', passAttempt),
  count('player_team_rush_attempts_from_plays', 'plays_team', rushAttempt),
  share('player_team_pass_rate_from_plays', 'plays_team', dropback, teamPlay),
  {
    id: 'player_team_epa_per_play_from_plays',
    source: 'plays_team',
    acc: { epa: sumIf(teamPlay, 'epa'), n: countIf(teamPlay) },
    value: (f) => ratio(f('epa'), f('n')),
  },
  share('player_team_success_rate_from_plays', 'plays_team', positiveEpa, teamPlay),
];

import type { Expr, GroupColumnSpec, PlayerColumnSpec, QueryScope } from './types';
import { field } from './predicates';

const DAY_MS = 86_400_000;

/** Rounds half up to one decimal, as the browser did (Math.round), not MongoDB's half-to-even $round. */
const oneDecimal = (e: Expr): Expr => ({ $divide: [{ $floor: { $add: [{ $multiply: [e, 10] }, 0.5] } }, 10] });

/** Age in years at `now`: whole days / 365, one decimal; unknown birth dates ('0000-…', empty) are null. */
function ageExpr(scope: QueryScope): Expr {
  return {
    $let: {
      vars: {
        born: {
          $dateFromString: {
            dateString: { $substrBytes: [field('dob', ''), 0, 10] },
            format: '%Y-%m-%d',
            onError: null,
            onNull: null,
          },
        },
      },
      in: {
        $cond: [
          { $eq: ['$$born', null] },
          null,
          oneDecimal({ $divide: [{ $floor: { $divide: [{ $subtract: [scope.now, '$$born'] }, DAY_MS] } }, 365] }),
        ],
      },
    },
  };
}

const doc = (id: PlayerColumnSpec['id'], name: string): PlayerColumnSpec => ({ id, source: 'players', value: () => field(name) });

/** Identity and draft columns: the player document as imported from players.csv. */
export const PLAYER_COLUMNS: PlayerColumnSpec[] = [
  doc('player_name', 'name'),
  doc('player_position', 'pos'),
  doc('player_nfl_team', 'team'),
  { id: 'player_age', source: 'players', value: ageExpr },
  doc('player_height', 'height'),
  doc('player_weight', 'weight'),
  doc('player_draft_year', 'nfl_draft_year'),
  doc('player_draft_round', 'round'),
  doc('player_draft_pick', 'dpos'),
  doc('player_college', 'college'),
];

const measured = (id: GroupColumnSpec['id'], name: string): GroupColumnSpec => ({
  id,
  source: 'combine',
  acc: { v: { $first: field(name) } },
  value: (f) => f('v'),
});

/** NFL combine results (combine_2022_2026.csv, joined to players by pfr id at import). */
export const COMBINE_COLUMNS: GroupColumnSpec[] = [
  measured('player_forty_yard_dash', 'forty'),
  measured('player_vertical_jump', 'vertical'),
  measured('player_broad_jump', 'broad_jump'),
  measured('player_bench_press', 'bench'),
  measured('player_three_cone', 'cone'),
  measured('player_short_shuttle', 'shuttle'),
  {
    id: 'player_burst_score',
    source: 'combine',
    acc: { vert: { $first: field('vertical') }, broad: { $first: field('broad_jump') } },
    value: (f) => ({
      $cond: [
        { $or: [{ $eq: [f('vert'), null] }, { $eq: [f('broad'), null] }] },
        null,
        { $round: [{ $add: [f('vert'), { $divide: [f('broad'), 12] }] }, 2] },
      ],
    }),
  },
];

const rostered = (id: GroupColumnSpec['id'], name: string): GroupColumnSpec => ({
  id,
  source: 'rosters',
  acc: { v: { $first: field(name) } },
  value: (f) => f('v'),
});

/** League roster status and salary: the league's current-year rosters (rosters_players). */
export const LEAGUE_COLUMNS: GroupColumnSpec[] = [
  rostered('player_league_salary', 'value'),
  rostered('player_league_team_id', 'tid'),
  rostered('player_league_tag', 'tag'),
];

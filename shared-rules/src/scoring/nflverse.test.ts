import { SCORING_FORMATS } from '../league-formats/scoring-formats';
import { fantasyPoints } from './calculate-points';
import { statLineFromNflverse } from './nflverse';

// Real rows of /work/shared/data/player_season_stats_2025.csv (only the columns the mapping reads) with
// nflverse's own fantasy_points_ppr (0.04/py, 4/tdp, -2/int, 1/rec, -2/fumble lost, 2/2-pt).
const SEASON_ROWS = [
  {
    player_name: 'A.Rodgers', position: 'QB', completions: '275', attempts: '412', passing_yards: '2860', passing_tds: '23',
    passing_interceptions: '7', sack_fumbles_lost: '1', passing_2pt_conversions: '1', carries: '19', rushing_yards: '35',
    rushing_tds: '1', rushing_fumbles_lost: '0', receptions: '1', targets: '1', receiving_yards: '-9', receiving_tds: '0',
    receiving_fumbles_lost: '0', special_teams_tds: '0', fantasy_points_ppr: 202,
  },
  {
    player_name: 'P.Rivers', position: 'QB', completions: '41', attempts: '62', passing_yards: '397', passing_tds: '3',
    passing_interceptions: '2', sack_fumbles_lost: '0', carries: '1', rushing_yards: '0', rushing_tds: '0',
    rushing_fumbles_lost: '0', receptions: '0', targets: '0', receiving_yards: '0', receiving_tds: '0',
    special_teams_tds: '0', fantasy_points_ppr: 23.88,
  },
];

describe('statLineFromNflverse', () => {
  it.each(SEASON_ROWS)('reproduces nflverse PPR points for $player_name', (row) => {
    const line = statLineFromNflverse(row);
    expect(fantasyPoints(line, SCORING_FORMATS.ppr.format, row.position)).toBeCloseTo(row.fantasy_points_ppr, 6);
  });

  it('maps weekly columns (interceptions) and sums fumbles lost and two-point conversions', () => {
    const line = statLineFromNflverse({
      interceptions: 2, passing_interceptions: 9, sack_fumbles_lost: 1, rushing_fumbles_lost: 1, receiving_fumbles_lost: 1,
      passing_2pt_conversions: 1, rushing_2pt_conversions: 1, receiving_2pt_conversions: 1, special_teams_tds: 1,
      rushing_first_downs: 4, receiving_first_downs: 5, targets: 7,
    });
    expect(line).toMatchObject({ ints: 2, fuml: 3, twoptc: 3, krtd: 1, prtd: 0, rush_first_down: 4, rec_first_down: 5, trg: 7 });
  });

  it('maps kicking columns to the §9 buckets', () => {
    const line = statLineFromNflverse({
      pat_made: '40', fg_made_0_19: '0', fg_made_20_29: '8', fg_made_30_39: '9', fg_made_40_49: '7', fg_made_50_59: '5', fg_made_60_: '1',
    });
    expect(line).toMatchObject({ xpm: 40, fg19: 0, fg29: 8, fg39: 9, fg49: 7, fg50: 6 });
    expect(fantasyPoints(line, SCORING_FORMATS.ppr.format, 'K')).toBe(40 + 17 * 3 + 7 * 4 + 6 * 5);
  });

  it('reads empty, missing, null and malformed cells as 0', () => {
    const line = statLineFromNflverse({ passing_yards: '', rushing_yards: null, receiving_yards: 'NA', receptions: 3 });
    expect(line).toMatchObject({ py: 0, ry: 0, recy: 0, rec: 3, pa: 0 });
  });
});

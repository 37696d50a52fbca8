import { ChartedPlaysQuerySchema, PercentileParamsSchema, PlayerGamelogsQuerySchema, PlaysQuerySchema } from './stats';
import { GamelogSchema } from './entities/gamelog';

describe('stats contracts', () => {
  it('needs a year for gamelogs and defaults season type and league', () => {
    expect(PlayerGamelogsQuerySchema.parse({ year: '2025', opponent: 'KC', position: 'WR' })).toEqual({
      year: 2025,
      opponent: 'KC',
      position: 'WR',
      seas_type: 'REG',
      leagueId: 0,
    });
    expect(PlayerGamelogsQuerySchema.safeParse({ opponent: 'KC' }).success).toBe(false);
    expect(PlayerGamelogsQuerySchema.safeParse({ year: '2025', position: 'LB' }).success).toBe(false);
  });

  it('splits team and year lists', () => {
    expect(PlaysQuerySchema.parse({ week: '4', teams: 'KC,BUF' }).teams).toEqual(['KC', 'BUF']);
    expect(PlaysQuerySchema.safeParse({ teams: 'KC,buffalo' }).success).toBe(false);
    expect(ChartedPlaysQuerySchema.parse({ pid: 'JOSH-ALLE-2018-1996-05-21', years: '2024,2025' }).years).toEqual([2024, 2025]);
  });

  it('refuses a percentile key with path characters', () => {
    expect(PercentileParamsSchema.safeParse({ percentile_key: 'QB_PASSING' }).success).toBe(true);
    expect(PercentileParamsSchema.safeParse({ percentile_key: '../x' }).success).toBe(false);
  });

  it('keeps numeric box-score fields on a gamelog', () => {
    const log = GamelogSchema.parse({
      pid: 'JOSH-ALLE-2018-1996-05-21', pos: 'QB', year: 2025, week: 1, seas_type: 'REG', day: 'SUN', tm: 'BUF', opp: 'BAL',
      pts: 38.8, points_added: 20.1, pos_rnk: 1, py: 394, tdp: 2,
    });
    expect(log.py).toBe(394);
  });
});

import { ListMatchupsQuerySchema, MatchupListSchema, ScoreboardQuerySchema, generateMatchupsEndpoint } from './matchups';

const base = { uid: 1, lid: 1, year: 2026, week: 3 };

describe('matchups contracts', () => {
  it('coerces year and week from the query', () => {
    expect(ListMatchupsQuerySchema.parse({ year: '2026', week: '3' })).toEqual({ year: 2026, week: 3 });
    expect(ListMatchupsQuerySchema.safeParse({ week: '23' }).success).toBe(false);
  });

  it('tells head-to-head games from tournaments by type', () => {
    const list = MatchupListSchema.parse({
      matchups: [
        { ...base, type: 'head_to_head', hid: 1, aid: 2, hp: null, ap: null, home_projection: 101.5, away_projection: 99 },
      ],
      playoffs: [
        { ...base, uid: 2, week: 15, type: 'tournament', tids: [1, 2, 3], points: { '1': 88.2 }, points_manual: {}, projections: {} },
      ],
    });
    const [game] = list.matchups;
    expect(game.type === 'head_to_head' && game.hid).toBe(1);
    expect(list.playoffs[0].type).toBe('tournament');
  });

  it('rejects a head-to-head game without its teams', () => {
    const bad = { ...base, type: 'head_to_head', hp: 1, ap: 2, home_projection: null, away_projection: null };
    expect(MatchupListSchema.safeParse({ matchups: [bad], playoffs: [] }).success).toBe(false);
  });

  it('takes no body fields when generating matchups', () => {
    expect(generateMatchupsEndpoint.body?.safeParse({}).success).toBe(true);
    expect(generateMatchupsEndpoint.body?.safeParse({ week: 1 }).success).toBe(false);
  });

  it('needs the league on the scoreboard query', () => {
    expect(ScoreboardQuerySchema.parse({ leagueId: '0', week: '2' })).toEqual({ leagueId: 0, week: 2 });
    expect(ScoreboardQuerySchema.safeParse({ week: '2' }).success).toBe(false);
  });
});

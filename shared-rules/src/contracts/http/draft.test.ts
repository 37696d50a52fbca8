import { DraftSchema, MakeDraftPickBodySchema, getDraftPickEndpoint } from './draft';

describe('draft contracts', () => {
  it('requires pid, pick and team to make a pick', () => {
    expect(MakeDraftPickBodySchema.safeParse({ pid: 'JOSH-ALLE-2018-1996-05-21', pickId: 3, teamId: 1 }).success).toBe(
      true,
    );
    expect(MakeDraftPickBodySchema.safeParse({ pid: 'JOSH-ALLE-2018-1996-05-21', pickId: 3 }).success).toBe(false);
  });

  it('coerces the pick id of the path', () => {
    expect(getDraftPickEndpoint.params?.parse({ leagueId: '1', pickId: '12' })).toEqual({ leagueId: 1, pickId: 12 });
  });

  it('reads a draft with an unmade pick', () => {
    const draft = DraftSchema.parse({
      draft_start: null,
      draft_type: null,
      draft_hour_min: 11,
      draft_hour_max: 16,
      picks: [{ uid: 1, tid: 3, otid: 4, lid: 1, year: 2026, round: 1, pick: 1, pid: null }],
    });
    expect(draft.picks[0].pid).toBeNull();
  });
});

import { draftPickValue, fallbackDraftRank } from './draft-pick-value';
import { teamValue, teamValueShares, teamValueSummary } from './team-value';

describe('draft pick value (§9)', () => {
  it('falls back to ranks by round', () => {
    expect([1, 2, 3, 4, 5, 0].map(fallbackDraftRank)).toEqual([6, 18, 36, 50, 60, 60]);
  });

  it('mixes 3 parts best season and 1 part career of median points added per game, times remaining weeks', () => {
    const history = new Map([
      [6, { bestSeasonPtsAddedPerGame: [4, 2, 8], careerPtsAddedPerGame: [1, 3, 2, 10] }],
      [3, { bestSeasonPtsAddedPerGame: [], careerPtsAddedPerGame: [] }],
    ]);
    // medians: best 4, career 2.5 → (12 + 2.5) / 4 = 3.625 per game.
    expect(draftPickValue({ round: 1, history, remainingWeeks: 17 })).toBeCloseTo(3.625 * 17, 10);
    expect(draftPickValue({ round: 2, pick: 6, history, remainingWeeks: 10 })).toBeCloseTo(36.25, 10);
    expect(draftPickValue({ round: 1, pick: 3, history, remainingWeeks: 10 })).toBe(0);
    expect(draftPickValue({ round: 2, history, remainingWeeks: 10 })).toBe(0);
    expect(draftPickValue({ round: 1, pick: 0, history, remainingWeeks: 1 })).toBeCloseTo(3.625, 10);
  });
});

describe('team value (§9)', () => {
  const DAY = 86400;
  const now = 1_760_000_000;
  const league = { num_teams: 12, season_due_amount: 100 };

  it('is share × team count × season due', () => {
    expect(teamValue(0.1, 12, 100)).toBeCloseTo(120, 10);
  });

  it('reports deltas at 7, 30, 90, 365 and 730 days, null when history is too short', () => {
    const history = [
      { tid: 1, ktc_share: 0.05, timestamp: now - 400 * DAY },
      { tid: 1, ktc_share: 0.08, timestamp: now - 60 * DAY },
      { tid: 1, ktc_share: 0.09, timestamp: now - 8 * DAY },
      { tid: 1, ktc_share: 0.1, timestamp: now - DAY },
      { tid: 1, ktc_share: 0.5, timestamp: now + DAY },
      { tid: 2, ktc_share: 0.9, timestamp: now - DAY },
    ];
    const summary = teamValueSummary(1, history, league, now);
    expect(summary.value).toBeCloseTo(120, 10);
    expect(summary.deltas[7]).toBeCloseTo(120 - 108, 10);
    expect(summary.deltas[30]).toBeCloseTo(120 - 96, 10);
    expect(summary.deltas[90]).toBeCloseTo(120 - 60, 10);
    expect(summary.deltas[365]).toBeCloseTo(120 - 60, 10);
    expect(summary.deltas[730]).toBeNull();
    expect(teamValueSummary(3, history, league, now)).toEqual({ tid: 3, value: null, deltas: { 7: null, 30: null, 90: null, 365: null, 730: null } });
  });
});

describe('teamValueShares', () => {
  it('gives each team its value and its share of the league total', () => {
    expect(teamValueShares([{ tid: 1, value: 300 }, { tid: 2, value: 100 }, { tid: 3, value: 0 }])).toEqual([
      { tid: 1, ktc_value: 300, ktc_share: 0.75 },
      { tid: 2, ktc_value: 100, ktc_share: 0.25 },
      { tid: 3, ktc_value: 0, ktc_share: 0 },
    ]);
    expect(teamValueShares([{ tid: 1, value: 0 }]).map((v) => v.ktc_share)).toEqual([0]);
  });
});

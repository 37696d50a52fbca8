import type { Matchup, MatchupList } from '@league/shared-rules/contracts';
import { resolveWeek, selectMatchup, weekMatchups, weekOptions } from './matchup-rules';

// 2025: week 1 starts Tuesday 2025-09-02 00:00 New York (04:00 UTC).
const week1Start = Date.UTC(2025, 8, 2, 4) / 1000;
const day = 86400;
const sundayOfWeek5 = week1Start + 4 * 7 * day + 5 * day + 17 * 3600;
const tuesdayOfWeek6 = week1Start + 5 * 7 * day + 12 * 3600;

const h2h = (uid: number, hid: number, aid: number, week = 5): Matchup => ({
  uid, lid: 1, year: 2025, week, type: 'head_to_head', hid, aid, hp: null, ap: null, home_projection: 100, away_projection: 90,
});
const tournament = (uid: number, tids: number[], week: number): Matchup => ({
  uid, lid: 1, year: 2025, week, type: 'tournament', tids, points: {}, points_manual: {}, projections: {},
});

describe('resolveWeek', () => {
  it('defaults to the current week of the current season', () => {
    expect(resolveWeek({}, sundayOfWeek5)).toEqual({ year: 2025, week: 5 });
  });
  it('shows the week just ended on a Tuesday', () => {
    expect(resolveWeek({}, tuesdayOfWeek6)).toEqual({ year: 2025, week: 5 });
  });
  it('takes year and week from the route, 2020 weeks above 16 selecting 16', () => {
    expect(resolveWeek({ year: '2024', week: '9' }, sundayOfWeek5)).toEqual({ year: 2024, week: 9 });
    expect(resolveWeek({ year: '2020', week: '17' }, sundayOfWeek5)).toEqual({ year: 2020, week: 16 });
    expect(resolveWeek({ year: '2024', week: '30' }, sundayOfWeek5)).toEqual({ year: 2024, week: 17 });
    expect(resolveWeek({ year: 'x', week: '0' }, sundayOfWeek5)).toEqual({ year: 2025, week: 5 });
  });
  it('offers 16 weeks in 2020 and 17 otherwise', () => {
    expect(weekOptions(2020)).toHaveLength(16);
    expect(weekOptions(2025).at(-1)).toBe(17);
  });
});

describe('weekMatchups and selectMatchup', () => {
  const list: MatchupList = { matchups: [h2h(11, 1, 2), h2h(12, 3, 4), h2h(13, 1, 3, 6)], playoffs: [h2h(20, 1, 4, 15), tournament(21, [1, 3, 5], 17)] };
  const rounds = { wildcard_round: 15, championship_round: [16, 17] };
  it('chooses from the playoffs in postseason weeks, the championship tournament over its weeks', () => {
    expect(weekMatchups(list, rounds, 5)).toEqual({ postseason: false, matchups: list.matchups.slice(0, 2) });
    expect(weekMatchups(list, rounds, 15)).toEqual({ postseason: true, matchups: [list.playoffs[0]] });
    expect(weekMatchups(list, rounds, 16)).toEqual({ postseason: true, matchups: [list.playoffs[1]] });
    expect(weekMatchups(list, rounds, 17).matchups).toEqual([list.playoffs[1]]);
    // a league without rounds set: weeks past the regular season are postseason
    expect(weekMatchups(list, {}, 15).postseason).toBe(true);
    expect(weekMatchups({ matchups: [], playoffs: [] }, {}, 16)).toEqual({ postseason: true, matchups: [] });
  });
  it('selects the route matchup, else the user team matchup, else the first', () => {
    expect(selectMatchup(list.matchups, '12', 1)?.uid).toBe(12);
    expect(selectMatchup(list.matchups, '99', 4)?.uid).toBe(12);
    expect(selectMatchup(list.matchups, undefined, 3)?.uid).toBe(12);
    expect(selectMatchup(list.matchups, undefined, null)?.uid).toBe(11);
    expect(selectMatchup(list.playoffs, undefined, 5)?.uid).toBe(21);
    expect(selectMatchup(list.playoffs, undefined, 4)?.uid).toBe(20);
    expect(selectMatchup([], undefined, 1)).toBeNull();
  });
});

import { TeamSeasonStatsSchema } from '../contracts/http/team-stats';
import { RosterSlot } from '../constants/slots';
import { potentialPoints, teamSeasonLines } from './team-season';

const slots = { sqb: 1, srb: 1, swr: 1, ste: 0, srbwr: 1, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };

describe('potentialPoints', () => {
  it('is the optimal lineup over actual points, locks lifted, reserve players left out', () => {
    const candidates = [
      { pid: 'q', pos: 'QB', points: 20.004, locked: true },
      { pid: 'r1', pos: 'RB', points: 15 },
      { pid: 'r2', pos: 'RB', points: 12, locked: true },
      { pid: 'w', pos: 'WR', points: 3 },
      { pid: 'ir', pos: 'WR', points: 40, slot: RosterSlot.IR },
    ];
    // QB 20.004 + RB 15 + WR 3 + flex RB 12 = 50.004 → 50
    expect(potentialPoints(candidates, slots)).toBe(50);
  });
});

describe('teamSeasonLines', () => {
  const teams = [
    { tid: 1, div: 1 },
    { tid: 2, div: 1 },
    { tid: 3, div: 2 },
    { tid: 4, div: 2 },
  ];
  const matchups = [
    { week: 1, hid: 1, aid: 2, hp: 100, ap: 90 },
    { week: 1, hid: 3, aid: 4, hp: 80, ap: 120.456 },
    { week: 2, hid: 1, aid: 3, hp: 95, ap: 95 },
    { week: 2, hid: 2, aid: 4, hp: 110, ap: 70 },
    // playoff week: left out of the regular season
    { week: 3, hid: 1, aid: 4, hp: 500, ap: 0 },
  ];
  const potential = [
    { tid: 1, week: 1, points: 105 },
    { tid: 2, week: 1, points: 130 },
    { tid: 3, week: 1, points: 90 },
    { tid: 4, week: 1, points: 125 },
    { tid: 1, week: 2, points: 100 },
    { tid: 3, week: 2, points: 110 },
    { tid: 2, week: 2, points: 120 },
    { tid: 4, week: 2, points: 120 },
    { tid: 1, week: 3, points: 999 },
  ];
  const lines = teamSeasonLines({ teams, lid: 7, year: 2025, matchups, potential, regularSeasonFinalWeek: 2, playoffTeams: 2, byeTeams: 0, postseason: [{ tid: 4, place: 1 }, { tid: 1, place: 2 }] });
  const byTid = new Map(lines.map((l) => [l.tid, l]));

  it('matches the contract schema', () => {
    for (const line of lines) expect(TeamSeasonStatsSchema.parse(line)).toEqual(line);
  });

  it('counts records, all-play and points over the regular season', () => {
    expect(byTid.get(1)).toMatchObject({ lid: 7, year: 2025, wins: 1, losses: 0, ties: 1, pf: 195, pa: 185, pdiff: 10 });
    // week 1: 100 beats 90 and 80, loses to 120.456; week 2: 95 beats 70, ties 95 (tid 3), loses to 110.
    expect(byTid.get(1)).toMatchObject({ apWins: 3, apLosses: 2, apTies: 1 });
    expect(byTid.get(4)).toMatchObject({ wins: 1, losses: 1, pf: 190.46, pa: 190, pdiff: 0.46, pmax: 120.46, pmin: 70 });
  });

  it('adds potential points, potential record and pf/pp', () => {
    // tid 2: pp 250; potential games: w1 130 v 105 → win, w2 120 v 120 → neither.
    expect(byTid.get(2)).toMatchObject({ pp: 250, pw: 1, pl: 0, pp_pct: 200 / 250 });
    // tid 1: w1 105 v 130 → loss, w2 100 v 110 → loss; week 3 potential left out.
    expect(byTid.get(1)).toMatchObject({ pp: 205, pw: 0, pl: 2 });
    expect(byTid.get(3)).toMatchObject({ pw: 1, pl: 1 });
  });

  it('places teams by the §9 seeding and the postseason', () => {
    // Division 1: tid 1 (1-0-1) over tid 2; division 2: tid 4 (1-1, pf 190.46) over tid 3.
    // Leaders by all-play wins (3 each), then wins (1 each), then pf: tid 1 (195) before tid 4 (190.46);
    // then the wildcards by pf: tid 2 (200) before tid 3 (175).
    expect(lines.map((l) => [l.tid, l.division_finish, l.regular_season_finish, l.post_season_finish])).toEqual([
      [1, 1, 1, 2],
      [2, 2, 3, null],
      [3, 2, 4, null],
      [4, 1, 2, 1],
    ]);
  });

  it('leaves finishes and extremes empty before any game, and division finish without divisions', () => {
    const empty = teamSeasonLines({ teams: [{ tid: 1 }, { tid: 2 }], lid: 1, year: 2025, matchups: [], potential: [], regularSeasonFinalWeek: 14 });
    expect(empty[0]).toMatchObject({ pf: 0, pp: 0, pp_pct: null, pmax: null, pmin: null, division_finish: null, regular_season_finish: null });
  });
});

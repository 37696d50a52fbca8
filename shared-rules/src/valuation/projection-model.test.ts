import { DEFAULT_MODEL_PARAMS, fitWeekModel, gameWeight, sumProjectedLines, type ModelGame, type ModelLine } from './projection-model';
import { impliedPoints } from './projection-environment';

const game = (year: number, week: number, home: string, away: string, spread: number | null = 0, total: number | null = 44): ModelGame => ({
  year,
  week,
  home,
  away,
  spread_line: spread,
  total_line: total,
});

const wr = (pid: string, year: number, week: number, team: string, opp: string, trg: number, rec: number, recy: number, tdrec = 0): ModelLine => ({
  pid,
  pos: 'WR',
  year,
  week,
  team,
  opp,
  stats: { trg, rec, recy, tdrec },
});

// Two seasons of a four-team league: AAA plays BBB, CCC plays DDD every week.
const games: ModelGame[] = [];
for (const year of [2024, 2025]) for (let week = 1; week <= 4; week++) games.push(game(year, week, 'AAA', 'BBB'), game(year, week, 'CCC', 'DDD'));

const lines: ModelLine[] = [];
for (let week = 1; week <= 4; week++) {
  lines.push(wr('star', 2024, week, 'AAA', 'BBB', 10, 7, 90, 1));
  lines.push(wr('other', 2024, week, 'CCC', 'DDD', 6, 4, 50));
}

describe('own projection model', () => {
  it('weights this season by recency and earlier seasons by the prior-season weight, never later games', () => {
    const p = DEFAULT_MODEL_PARAMS;
    expect(gameWeight(2025, 3, 2025, 4, p)).toBe(1);
    expect(gameWeight(2025, 1, 2025, 4, p)).toBeCloseTo(p.decay * p.decay);
    expect(gameWeight(2024, 10, 2025, 4, p)).toBe(p.priorSeason);
    expect(gameWeight(2023, 10, 2025, 4, p)).toBeCloseTo(p.priorSeason ** 2);
    expect(gameWeight(2025, 4, 2025, 4, p)).toBe(0);
    expect(gameWeight(2025, 9, 2025, 4, p)).toBe(0);
    expect(gameWeight(2022, 1, 2025, 4, p)).toBe(0);
  });

  it('reads implied team points from the spread and total (home favoured by a positive spread)', () => {
    expect(impliedPoints(game(2025, 1, 'AAA', 'BBB', 7, 47))).toEqual({ home: 27, away: 20 });
    expect(impliedPoints(game(2025, 1, 'AAA', 'BBB', null, 47))).toBeNull();
  });

  it("projects last season's usage in a neutral game and defence", () => {
    // EEE has no history: its defence counts as the league's
    const neutral = [...games.filter((g) => !(g.year === 2025 && g.week === 1)), game(2025, 1, 'AAA', 'EEE')];
    const line = fitWeekModel(lines, neutral, 2025, 1).project('star', 'WR', 'AAA')!;
    expect(line.trg).toBeCloseTo(10, 1);
    // efficiency shrinks toward the position's (star 9 y/t, other 8.33 y/t) but stays near his own
    expect(line.recy! / line.trg!).toBeGreaterThan(8.33);
    expect(line.recy! / line.trg!).toBeLessThan(9);
  });

  it('follows recent usage: a role change this season moves the projection toward it', () => {
    const withRole = [...lines, wr('other', 2025, 1, 'CCC', 'DDD', 12, 8, 100), wr('other', 2025, 2, 'CCC', 'DDD', 12, 8, 100)];
    const before = fitWeekModel(withRole, games, 2025, 1).project('other', 'WR', 'CCC')!;
    const after = fitWeekModel(withRole, games, 2025, 3).project('other', 'WR', 'CCC')!;
    expect(before.trg).toBeCloseTo(6, 1);
    expect(after.trg!).toBeGreaterThan(8);
    expect(after.trg!).toBeLessThan(12);
  });

  it('scales with the game environment: a higher implied total projects more', () => {
    const rich = games.map((g) => (g.year === 2025 && g.week === 1 && g.home === 'AAA' ? game(2025, 1, 'AAA', 'BBB', 7, 54) : g));
    const neutral = fitWeekModel(lines, games, 2025, 1).project('star', 'WR', 'AAA')!;
    const boosted = fitWeekModel(lines, rich, 2025, 1).project('star', 'WR', 'AAA')!;
    expect(boosted.trg!).toBeGreaterThan(neutral.trg!);
    // the chosen parameters scale touchdowns with volume only; a touchdown elasticity adds to it
    const params = { ...DEFAULT_MODEL_PARAMS, volumeElasticity: 0.5, touchdownElasticity: 1 };
    const tdNeutral = fitWeekModel(lines, games, 2025, 1, params).project('star', 'WR', 'AAA')!;
    const tdBoosted = fitWeekModel(lines, rich, 2025, 1, params).project('star', 'WR', 'AAA')!;
    expect(tdBoosted.tdrec! / tdBoosted.trg!).toBeGreaterThan(tdNeutral.tdrec! / tdNeutral.trg!);
  });

  it('projects less against a defence that allowed less', () => {
    // DDD has allowed 'other' little; BBB allowed 'star' a lot: facing BBB beats facing DDD
    const swapped = [...games.filter((g) => !(g.year === 2025 && g.week === 1)), game(2025, 1, 'AAA', 'DDD'), game(2025, 1, 'CCC', 'BBB')];
    const vsStrong = fitWeekModel(lines, swapped, 2025, 1).project('star', 'WR', 'AAA')!;
    const vsWeak = fitWeekModel(lines, games, 2025, 1).project('star', 'WR', 'AAA')!;
    expect(vsStrong.recy!).toBeLessThan(vsWeak.recy!);
  });

  it('gives no row without history or without a game (bye)', () => {
    const model = fitWeekModel(lines, games, 2025, 1);
    expect(model.project('rookie', 'WR', 'AAA')).toBeNull();
    expect(model.project('star', 'WR', 'EEE')).toBeNull();
  });

  it('sums weekly lines into a rest-of-season line', () => {
    expect(sumProjectedLines([{ trg: 1.5, rec: 1 }, { trg: 2.25 }])).toMatchObject({ trg: 3.75, rec: 1, py: 0 });
  });
});

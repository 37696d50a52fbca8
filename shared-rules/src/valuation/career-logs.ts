/**
 * Season and career logs of the data views (spec §3 catalogue: "Seasonlog and careerlog metrics: points
 * added, per game, ranks, first 1-5 seasons"; issue #13: "top 1/3/6/12/24/36 positional seasons"), from
 * each player's regular seasons under one scoring. Points added are over the position's replacement
 * starter, the same baseline as the §9 draft pick value (perGameBaselines): his points minus the
 * baseline's points per game times his games.
 */
import { perGameBaselines, type PlayerSeason } from './draft-pick-history';

/** The "first N seasons" spans the catalogue offers. */
export const CAREER_FIRST_SEASONS = [1, 2, 3, 4, 5] as const;
/** The "top N positional seasons" thresholds the catalogue offers. */
export const CAREER_TOP_SEASONS = [1, 3, 6, 12, 24, 36] as const;

export interface CareerLog {
  /** Seasons with at least one game. */
  seasons: number;
  games: number;
  points: number;
  /** Points added over every season whose position has a baseline. */
  pointsAdded: number;
  /** Best finish by season points among his position, over complete seasons; null without one. */
  bestRank: number | null;
  /**
   * Points added in his first N NFL seasons (index N − 1), from his first season on: null when that season
   * is unknown (undrafted), before the data's first season, or when the N seasons are not all complete. A
   * season he did not play adds 0.
   */
  firstSeasons: Array<number | null>;
  /** Complete seasons finished inside the top N of his position, per CAREER_TOP_SEASONS entry. */
  topSeasons: number[];
}

export interface CareerOptions {
  /** Dedicated starting slots per position and teams: the replacement baseline (perGameBaselines). */
  starters: Readonly<Record<string, number>>;
  teams: number;
  /** A player's first NFL season (his draft year), or null when unknown. */
  firstSeason: (pid: string) => number | null;
  /** The earliest season the stat data holds: a career starting before it has no "first N seasons". */
  firstDataYear: number;
  /** The last season whose regular season is over: later seasons are partial (no ranks, no first-N spans). */
  lastCompleteYear: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each season's rank by points among the seasons of its year and position (1 = most; equal points share a
 * rank, as MongoDB's $rank does), keyed `pid:year`.
 */
export function seasonRanks(seasons: readonly PlayerSeason[]): Map<string, number> {
  const groups = new Map<string, PlayerSeason[]>();
  for (const s of seasons) {
    const key = `${s.year}:${s.pos}`;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  const out = new Map<string, number>();
  for (const list of groups.values()) {
    list.sort((a, b) => b.points - a.points);
    list.forEach((s, i) => out.set(`${s.pid}:${s.year}`, i > 0 && list[i - 1].points === s.points ? out.get(`${list[i - 1].pid}:${s.year}`)! : i + 1));
  }
  return out;
}

/**
 * Points added of each season (points − the baseline's points per game × games), keyed `pid:year`; a season
 * whose position and year have no baseline (kickers, a year without enough full seasons) has none.
 */
export function pointsAddedBySeason(
  seasons: readonly PlayerSeason[],
  starters: Readonly<Record<string, number>>,
  teams: number,
  minGames?: number,
): Map<string, number> {
  const baselines = perGameBaselines(seasons, starters, teams, minGames);
  const out = new Map<string, number>();
  for (const s of seasons) {
    const base = baselines.get(`${s.year}:${s.pos}`);
    if (base !== undefined) out.set(`${s.pid}:${s.year}`, round2(s.points - base * s.games));
  }
  return out;
}

/** Every player's career log from his regular seasons (one PlayerSeason per player and year). */
export function careerLogs(seasons: readonly PlayerSeason[], options: CareerOptions): Map<string, CareerLog> {
  const added = pointsAddedBySeason(seasons, options.starters, options.teams);
  // ranks of complete seasons only: a season in progress is not a finish
  const ranks = seasonRanks(seasons.filter((s) => s.year <= options.lastCompleteYear));
  const byPid = new Map<string, PlayerSeason[]>();
  for (const s of seasons) {
    const list = byPid.get(s.pid);
    if (list) list.push(s);
    else byPid.set(s.pid, [s]);
  }
  const out = new Map<string, CareerLog>();
  for (const [pid, list] of byPid) {
    const played = list.filter((s) => s.games > 0);
    const addedOf = (s: PlayerSeason) => added.get(`${pid}:${s.year}`) ?? 0;
    const finishes = list.map((s) => ranks.get(`${pid}:${s.year}`)).filter((r): r is number => r !== undefined);
    const first = options.firstSeason(pid);
    out.set(pid, {
      seasons: played.length,
      games: played.reduce((n, s) => n + s.games, 0),
      points: round2(played.reduce((n, s) => n + s.points, 0)),
      pointsAdded: round2(list.reduce((n, s) => n + addedOf(s), 0)),
      bestRank: finishes.length ? Math.min(...finishes) : null,
      firstSeasons: CAREER_FIRST_SEASONS.map((n) => {
        if (first === null || first < options.firstDataYear || first + n - 1 > options.lastCompleteYear) return null;
        return round2(list.filter((s) => s.year >= first && s.year < first + n).reduce((sum, s) => sum + addedOf(s), 0));
      }),
      topSeasons: CAREER_TOP_SEASONS.map((n) => finishes.filter((r) => r <= n).length),
    });
  }
  return out;
}

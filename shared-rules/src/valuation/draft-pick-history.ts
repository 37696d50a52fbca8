/**
 * The history behind the §9 draft pick value: what players taken at each rookie-draft rank went on
 * to score. A rank is a player's place among his NFL draft class's fantasy players (QB, RB, WR, TE)
 * by NFL overall pick — the first of them taken is rank 1, as he would be the first rookie pick.
 */

/** One NFL draftee of a fantasy position. */
export interface NflDraftee {
  pid: string;
  classYear: number;
  /** NFL overall pick. */
  overall: number;
  pos: string;
}

/** A player's regular season: games played and fantasy points under the league's scoring. */
export interface PlayerSeason {
  pid: string;
  year: number;
  pos: string;
  games: number;
  points: number;
}

/** One rank's medians (the endpoint's row). */
export interface DraftRankValue {
  rank: number;
  median_best_season_points_added_per_game: number;
  median_career_points_added_per_game: number;
  /** How many players of the data set the medians are over. */
  players: number;
}

const FANTASY = new Set(['QB', 'RB', 'WR', 'TE']);
/** A season counts toward a position's baseline once the player played this many games. */
export const BASELINE_MIN_GAMES = 8;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Baseline points per game of each position and year: the worst starter's when every team fills its
 * dedicated slots (`starters[pos] × teams`), among the seasons of at least `minGames` games
 * (BASELINE_MIN_GAMES for a whole season; a window of a few weeks asks for fewer).
 */
export function perGameBaselines(
  seasons: readonly PlayerSeason[],
  starters: Readonly<Record<string, number>>,
  teams: number,
  minGames = BASELINE_MIN_GAMES,
): Map<string, number> {
  const groups = new Map<string, number[]>();
  for (const s of seasons) {
    if (s.games < minGames || !FANTASY.has(s.pos)) continue;
    const key = `${s.year}:${s.pos}`;
    const list = groups.get(key) ?? [];
    list.push(s.points / s.games);
    groups.set(key, list);
  }
  const out = new Map<string, number>();
  for (const [key, list] of groups) {
    const n = Math.max(1, (starters[key.split(':')[1]] ?? 0) * teams);
    list.sort((a, b) => b - a);
    out.set(key, list[Math.min(n, list.length) - 1]);
  }
  return out;
}

/**
 * Per rank, over the draftees the data holds a played season for: the median of each one's best
 * season points added per game, and the median of his career points added per game (all his seasons'
 * points added over all his games). Points added per game = points per game − the position's
 * baseline of that year. Draftees with no game in the data are left out (nothing to measure).
 */
export function draftRankValues(
  draftees: readonly NflDraftee[],
  seasons: readonly PlayerSeason[],
  starters: Readonly<Record<string, number>>,
  teams: number,
): DraftRankValue[] {
  const baselines = perGameBaselines(seasons, starters, teams);
  const byPid = new Map<string, PlayerSeason[]>();
  for (const s of seasons) byPid.set(s.pid, [...(byPid.get(s.pid) ?? []), s]);
  const ranked = new Map<number, { best: number[]; career: number[] }>();
  const classes = new Map<number, NflDraftee[]>();
  for (const d of draftees) if (FANTASY.has(d.pos)) classes.set(d.classYear, [...(classes.get(d.classYear) ?? []), d]);
  for (const list of classes.values()) {
    list.sort((a, b) => a.overall - b.overall).forEach((d, i) => {
      const played = (byPid.get(d.pid) ?? []).filter((s) => s.games > 0 && baselines.has(`${s.year}:${d.pos}`));
      if (played.length === 0) return;
      const added = played.map((s) => ({ games: s.games, total: s.points - baselines.get(`${s.year}:${d.pos}`)! * s.games }));
      const entry = ranked.get(i + 1) ?? { best: [], career: [] };
      entry.best.push(Math.max(...added.map((a) => a.total / a.games)));
      entry.career.push(added.reduce((sum, a) => sum + a.total, 0) / added.reduce((sum, a) => sum + a.games, 0));
      ranked.set(i + 1, entry);
    });
  }
  return [...ranked.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rank, e]) => ({
      rank,
      median_best_season_points_added_per_game: round2(median(e.best)),
      median_career_points_added_per_game: round2(median(e.career)),
      players: e.best.length,
    }));
}

import { FINAL_WEEK } from '../constants/season-constants';
import type { DraftRankHistory } from '../valuation/draft-pick-value';

/** A past NFL draftee at a fantasy position: his class and overall NFL pick. */
export interface Draftee {
  pid: string;
  pos: string;
  draftYear: number;
  /** Overall NFL draft pick. */
  dpos: number;
}

/** One played season: each player's points and games, and each position's worst-starter season points. */
export interface PlayedSeason {
  year: number;
  players: ReadonlyMap<string, { points: number; games: number }>;
  baseline: ReadonlyMap<string, number>;
}

const ROOKIE_POSITIONS = new Set(['QB', 'RB', 'WR', 'TE']);

/**
 * Past rookies by rookie-draft rank, for §9 draft pick value. The product's rookie drafts have no
 * history of their own, so a rank is read from the real NFL drafts: within one draft class, the
 * fantasy-position players (QB, RB, WR, TE) in NFL pick order — the k-th of them stands for rookie
 * pick k. For each, points added per game in each played season since his class (his points per game
 * minus his position's worst-starter baseline spread over the FINAL_WEEK-game season): the best season
 * and the career (all his seasons' points added over all his games). A player below replacement would
 * not start, so he adds nothing — both figures are floored at 0, as team totals count players — and a
 * draftee without a game counts as 0 (a bust is part of what a pick is worth). Ranks above `maxRank`
 * are left out.
 */
export function draftRankHistory(draftees: readonly Draftee[], seasons: readonly PlayedSeason[], maxRank = 60): Map<number, DraftRankHistory> {
  const byClass = new Map<number, Draftee[]>();
  for (const d of draftees) {
    if (!ROOKIE_POSITIONS.has(d.pos) || !(d.dpos > 0)) continue;
    const list = byClass.get(d.draftYear) ?? [];
    list.push(d);
    byClass.set(d.draftYear, list);
  }
  const best = new Map<number, number[]>();
  const career = new Map<number, number[]>();
  for (const [year, list] of byClass) {
    const played = seasons.filter((s) => s.year >= year);
    if (played.length === 0) continue;
    list.sort((a, b) => a.dpos - b.dpos || (a.pid < b.pid ? -1 : 1));
    list.slice(0, maxRank).forEach((d, i) => {
      const rank = i + 1;
      let bestSeason = -Infinity;
      let added = 0;
      let games = 0;
      for (const season of played) {
        const line = season.players.get(d.pid);
        if (!line || line.games <= 0) continue;
        const perGameBaseline = (season.baseline.get(d.pos) ?? 0) / FINAL_WEEK;
        const seasonAdded = line.points - perGameBaseline * line.games;
        bestSeason = Math.max(bestSeason, seasonAdded / line.games);
        added += seasonAdded;
        games += line.games;
      }
      if (!best.has(rank)) {
        best.set(rank, []);
        career.set(rank, []);
      }
      best.get(rank)!.push(games > 0 ? Math.max(0, bestSeason) : 0);
      career.get(rank)!.push(games > 0 ? Math.max(0, added / games) : 0);
    });
  }
  const history = new Map<number, DraftRankHistory>();
  for (const [rank, values] of best) history.set(rank, { bestSeasonPtsAddedPerGame: values, careerPtsAddedPerGame: career.get(rank)! });
  return history;
}

/** §9 fallback draft rank of a pick by round when its number is unknown: 1→6, 2→18, 3→36, 4→50, else 60. */
export function fallbackDraftRank(round: number): number {
  switch (round) {
    case 1:
      return 6;
    case 2:
      return 18;
    case 3:
      return 36;
    case 4:
      return 50;
    default:
      return 60;
  }
}

/** The median of a list (mean of the middle two for an even count); 0 for an empty list. */
function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Past players drafted at one rank: their best-season and career points added per game. */
export interface DraftRankHistory {
  bestSeasonPtsAddedPerGame: readonly number[];
  careerPtsAddedPerGame: readonly number[];
}

/**
 * §9 draft pick value: (3 × median best-season points added per game + 1 × median career points added
 * per game) ÷ 4, times the remaining weeks. The rank is the pick's overall number when known, else the
 * round's fallback rank. Without history for that rank the value is 0.
 */
export function draftPickValue(params: {
  round: number;
  /** Overall pick number, when the draft order is set. */
  pick?: number | null;
  history: ReadonlyMap<number, DraftRankHistory>;
  remainingWeeks: number;
}): number {
  const rank = params.pick && params.pick > 0 ? params.pick : fallbackDraftRank(params.round);
  const history = params.history.get(rank);
  if (!history) return 0;
  const perGame = (3 * median(history.bestSeasonPtsAddedPerGame) + median(history.careerPtsAddedPerGame)) / 4;
  return perGame * params.remainingWeeks;
}

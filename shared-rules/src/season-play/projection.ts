/** One past game (or team week) and its fantasy points. */
export interface PointsHistoryEntry {
  year: number;
  week: number;
  points: number;
}

/** Tuning of {@link trailingProjection}; the defaults are the documented method. */
export interface TrailingProjectionOptions {
  /** How many games the prior season's average counts as (default 3). */
  priorWeight?: number;
  /** Spread assumed when too few games to measure one: `fallbackCv` × mean (default 0.5). */
  fallbackCv?: number;
  /** Games needed before the measured spread is used (default 3). */
  minGamesForSd?: number;
}

/** An expected score and its spread for one week. */
export interface TrailingProjection {
  mean: number;
  sd: number;
  /** Games of this season before the week. */
  games: number;
  /** Games of the prior season used. */
  priorGames: number;
}

/**
 * "Projection" from past points alone — the product has no projection source, so this is the honest
 * estimate: what the player (or team) has scored, not what anyone predicts.
 *
 * Only games strictly before (`year`, `week`) count: this season's weeks below `week`, and the whole
 * prior season (`year` − 1). The mean blends them as if the prior season's average were `priorWeight`
 * extra games (default 3):
 *
 *   mean = (Σ this season's points + priorWeight × prior average) / (this season's games + priorWeight)
 *
 * so in week 1 the prior season decides, after 3 games they weigh the same, and by week 14 the prior
 * season is under a fifth. Without a prior season it is this season's average; with neither, 0.
 *
 * The spread (for the odds simulation) is the weighted standard deviation of the same games around that
 * mean — this season's games weigh 1 each, the prior season's games share `priorWeight` — with the
 * small-sample correction n/(n−1) on the effective count. With fewer than `minGamesForSd` games in all
 * it falls back to `fallbackCv` × mean (weekly fantasy scores vary by about half their mean).
 */
export function trailingProjection(
  history: readonly PointsHistoryEntry[],
  year: number,
  week: number,
  options: TrailingProjectionOptions = {},
): TrailingProjection {
  const priorWeight = options.priorWeight ?? 3;
  const fallbackCv = options.fallbackCv ?? 0.5;
  const minGamesForSd = options.minGamesForSd ?? 3;
  const current: number[] = [];
  const prior: number[] = [];
  for (const entry of history) {
    if (!Number.isFinite(entry.points)) continue;
    if (entry.year === year && entry.week < week) current.push(entry.points);
    else if (entry.year === year - 1) prior.push(entry.points);
  }
  const priorShare = prior.length > 0 ? priorWeight / prior.length : 0;
  const totalWeight = current.length + (prior.length > 0 ? priorWeight : 0);
  if (totalWeight === 0) return { mean: 0, sd: 0, games: 0, priorGames: 0 };
  let weighted = 0;
  for (const p of current) weighted += p;
  for (const p of prior) weighted += p * priorShare;
  const mean = weighted / totalWeight;

  let sd = Math.abs(mean) * fallbackCv;
  if (current.length + prior.length >= minGamesForSd) {
    let squares = 0;
    let weightSquares = current.length;
    for (const p of current) squares += (p - mean) ** 2;
    for (const p of prior) squares += priorShare * (p - mean) ** 2;
    weightSquares += prior.length * priorShare * priorShare;
    const effective = (totalWeight * totalWeight) / weightSquares;
    if (effective > 1) sd = Math.sqrt((squares / totalWeight) * (effective / (effective - 1)));
  }
  return { mean, sd, games: current.length, priorGames: prior.length };
}

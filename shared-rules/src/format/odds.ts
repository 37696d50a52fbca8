/** American odds with sign: 150 -> '+150', -110 -> '-110'; non-finite -> '-'. */
export function formatAmericanOdds(odds: number): string {
  if (!Number.isFinite(odds)) return '-';
  const rounded = Math.round(odds);
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}

/**
 * Implied probability (0..1) of American odds: +150 -> 100 / 250 = 0.4; -110 -> 110 / 210.
 * Odds between -100 and +100 (exclusive) are invalid and give NaN.
 */
export function americanOddsToImpliedProbability(odds: number): number {
  if (odds >= 100) return 100 / (odds + 100);
  if (odds <= -100) return -odds / (-odds + 100);
  return Number.NaN;
}

/** Decimal odds of American odds: +150 -> 2.5, -200 -> 1.5; invalid -> NaN. */
export function americanOddsToDecimal(odds: number): number {
  if (odds >= 100) return 1 + odds / 100;
  if (odds <= -100) return 1 + 100 / -odds;
  return Number.NaN;
}

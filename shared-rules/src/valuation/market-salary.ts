/**
 * Discretionary cap (DOMAIN-NOTES): what the league can spend above minimum bids,
 * teams × cap − teams × roster size × min bid.
 */
export function discretionaryCap(numTeams: number, cap: number, rosterSize: number, minBid: number): number {
  return numTeams * cap - numTeams * rosterSize * minBid;
}

/** Dollars per point added: discretionary cap ÷ total positive points added (0 when nobody adds value). */
export function marketRate(ptsAdded: ArrayLike<number>, discretionary: number): number {
  let total = 0;
  for (let i = 0; i < ptsAdded.length; i++) if (ptsAdded[i] > 0) total += ptsAdded[i];
  return total > 0 ? discretionary / total : 0;
}

/** Market salary: max(0, round(points added × rate)). */
export function marketSalary(ptsAdded: number, rate: number): number {
  return Math.max(0, Math.round(ptsAdded * rate));
}

/**
 * §9 adjusted market salary, the in-auction price: points added × (cap value ÷ (total points added −
 * rostered points added)), rounded and floored at 0. `capValue` is the cap the league still has to spend;
 * 0 when no unrostered points added remain.
 */
export function adjustedMarketSalary(
  ptsAdded: number,
  capValue: number,
  totalPtsAdded: number,
  rosteredPtsAdded: number,
): number {
  const open = totalPtsAdded - rosteredPtsAdded;
  if (!(open > 0)) return 0;
  return Math.max(0, Math.round(ptsAdded * (capValue / open)));
}

/**
 * Salary-adjusted points added: points added minus the points a salary buys at the market rate
 * (salary ÷ rate). A free agent ($0) keeps his points added; with no market (rate 0) nothing is subtracted.
 */
export function salaryAdjustedPointsAdded(ptsAdded: number, salary: number, rate: number): number {
  return rate > 0 ? ptsAdded - salary / rate : ptsAdded;
}

/**
 * {@link adjustedMarketSalary} for a whole pool: totals of positive points added overall and among
 * rostered players are taken from the arrays, then each player is priced against `capValue`.
 */
export function adjustedMarketSalaries(
  ptsAdded: ArrayLike<number>,
  rostered: ArrayLike<number>,
  capValue: number,
): Int32Array {
  let total = 0;
  let rosteredTotal = 0;
  for (let i = 0; i < ptsAdded.length; i++) {
    if (!(ptsAdded[i] > 0)) continue;
    total += ptsAdded[i];
    if (rostered[i]) rosteredTotal += ptsAdded[i];
  }
  const out = new Int32Array(ptsAdded.length);
  for (let i = 0; i < ptsAdded.length; i++) out[i] = adjustedMarketSalary(ptsAdded[i], capValue, total, rosteredTotal);
  return out;
}

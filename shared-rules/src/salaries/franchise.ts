/**
 * Franchise tag values (DOMAIN-NOTES): per position the average of the previous season's top 10
 * salaries at QB, RB, WR and the top 5 at TE, rounded. Fewer salaries than the depth average what
 * there is; none gives 0.
 */
export const FRANCHISE_TAG_DEPTH = { QB: 10, RB: 10, WR: 10, TE: 5 } as const;

export interface FranchiseTagValues {
  fqb: number;
  frb: number;
  fwr: number;
  fte: number;
}

/** Average of the top `depth` numbers, rounded; 0 for an empty list. */
function topAverage(values: number[], depth: number): number {
  if (values.length === 0) return 0;
  const top = [...values].sort((a, b) => b - a).slice(0, depth);
  return Math.round(top.reduce((a, b) => a + b, 0) / top.length);
}

/** Franchise tag values from the previous season's salaries (`{ pos, value }` rows). */
export function calculateFranchiseTagValues(
  salaries: ReadonlyArray<{ pos: string; value: number }>,
): FranchiseTagValues {
  const by: Record<string, number[]> = { QB: [], RB: [], WR: [], TE: [] };
  for (const { pos, value } of salaries) by[pos]?.push(value);
  return {
    fqb: topAverage(by.QB, FRANCHISE_TAG_DEPTH.QB),
    frb: topAverage(by.RB, FRANCHISE_TAG_DEPTH.RB),
    fwr: topAverage(by.WR, FRANCHISE_TAG_DEPTH.WR),
    fte: topAverage(by.TE, FRANCHISE_TAG_DEPTH.TE),
  };
}

/**
 * A player cannot be franchise-tagged three seasons in a row: tagging for `year` is refused when
 * he carried the franchise tag in both `year - 1` and `year - 2`.
 *
 * @param franchiseTaggedYears seasons in which the player carried the franchise tag
 */
export function isFranchiseTagAllowedForYear(
  franchiseTaggedYears: readonly number[],
  year: number,
): boolean {
  return !(franchiseTaggedYears.includes(year - 1) && franchiseTaggedYears.includes(year - 2));
}

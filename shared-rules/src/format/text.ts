/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th. */
export function toOrdinal(n: number): string {
  const mod100 = Math.abs(n) % 100;
  const mod10 = Math.abs(n) % 10;
  const suffix =
    mod100 >= 11 && mod100 <= 13 ? 'th' : mod10 === 1 ? 'st' : mod10 === 2 ? 'nd' : mod10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/**
 * Join with 'and', without an Oxford comma: [] -> '', [a] -> 'a', [a, b] -> 'a and b',
 * [a, b, c] -> 'a, b and c'.
 */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A fraction as a percentage with one decimal: 0.1234 -> '12.3%'. Non-finite -> '-'. */
export function toPercent(fraction: number): string {
  return Number.isFinite(fraction) ? `${(fraction * 100).toFixed(1)}%` : '-';
}

/** Money in whole dollars: 12 -> '$12', -3 -> '-$3'. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return rounded < 0 ? `-$${-rounded}` : `$${rounded}`;
}

/** Valued positions, by code (index). Codes let hot loops use typed arrays instead of strings. */
export const VALUED_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'] as const;
/** One valued position. */
export type ValuedPosition = (typeof VALUED_POSITIONS)[number];
/** Number of valued positions. */
export const POSITION_COUNT = VALUED_POSITIONS.length;

/** Code of a position (0 QB … 5 DST), or -1 for a position no slot takes. */
export function positionCode(pos: string): number {
  return (VALUED_POSITIONS as readonly string[]).indexOf(pos);
}

/** Position codes of a player list, 255 for positions without a code. */
export function positionCodes(positions: readonly string[]): Uint8Array {
  const codes = new Uint8Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const code = positionCode(positions[i]);
    codes[i] = code < 0 ? 255 : code;
  }
  return codes;
}

/** Player indices grouped by position code (players without a code are left out). */
export function groupByPosition(codes: Uint8Array): Int32Array[] {
  const counts = new Int32Array(POSITION_COUNT);
  for (let i = 0; i < codes.length; i++) if (codes[i] < POSITION_COUNT) counts[codes[i]]++;
  const groups = Array.from(counts, (count) => new Int32Array(count));
  const fill = new Int32Array(POSITION_COUNT);
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    if (code < POSITION_COUNT) groups[code][fill[code]++] = i;
  }
  return groups;
}

/**
 * `$round` as MongoDB computes it. The server turns a double into a Decimal128 of 34 significant digits and
 * rounds that half to even at the place asked for (`$round: [2.5, 0]` is 2, `[0.125, 2]` is 0.12, `[1.005, 2]`
 * is 1.0 since the double 1.005 is 1.00499999…). mingo 7 truncated to one digit past the place first and
 * rounded up only above 5, so 0.80151 rounded to 3 places gave 0.801 (MongoDB: 0.802) and 0.3335 gave 0.333
 * (MongoDB: 0.334, the double being 0.33350000000000001…): every ratio an engine column rounds could come out one unit low on the embedded server.
 */
export function mongoRound(num: number, place: number): number {
  if (!Number.isFinite(num) || num === 0) return num;
  const sign = num < 0 ? -1 : 1;
  // Fast path (an engine column rounds every row): away from a tie, the scaled value says which neighbour is
  // nearer — its error (half an ulp, ~1e-16 relative) is far below the margin asked here — and the neighbour
  // divided by the exact power of ten is the double nearest to it. Near a tie, the decimal digits decide.
  if (place >= 0 && place <= 22) {
    const scale = 10 ** place;
    const y = Math.abs(num) * scale;
    if (y >= 2 ** 52) return num;
    const low = Math.floor(y);
    const off = y - low - 0.5;
    if (Math.abs(off) > 1e-9 * Math.max(1, y)) return (sign * (off > 0 ? low + 1 : low)) / scale;
  }
  // 34 significant digits of the double's exact value: d.ddd…e±x
  const [mantissa, e] = Math.abs(num).toExponential(33).split('e');
  const digits = mantissa.replace('.', '');
  // digits kept: those down to the 10^-place column (the integer part has exponent + 1 digits)
  const keep = Number(e) + 1 + place;
  if (keep >= digits.length) return num;
  if (keep < 0) return 0 * sign;
  let head = BigInt(digits.slice(0, keep) || '0');
  const rest = digits.slice(keep);
  const up = rest[0] > '5' || (rest[0] === '5' && (/[1-9]/.test(rest.slice(1)) || head % 2n === 1n));
  if (up) head += 1n;
  return sign * Number(`${head}e${-place}`);
}

/**
 * Seeded randomness for the schedule shuffle and the odds simulation. The root of shared-rules takes no
 * randomness from the environment: every generator here is built from an explicit seed, so the same
 * input always gives the same output (tests and replays can rely on it).
 */

/** A uniform generator in [0, 1). */
export type Uniform = () => number;

/**
 * mulberry32: a 32-bit state PRNG, a few nanoseconds a draw and good enough for Monte Carlo of this size
 * (10^6 draws per run, far below its 2^32 period).
 */
export function mulberry32(seed: number): Uniform {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Standard normal samples by the Box-Muller transform: two uniforms give two independent normals, the
 * second is kept for the next call, so a draw costs one log, one sqrt and one sin or cos on average.
 */
export function normalSampler(uniform: Uniform): () => number {
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    // 1 - u keeps the log argument in (0, 1].
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    hasSpare = true;
    return radius * Math.cos(angle);
  };
}

/** Fisher-Yates shuffle of a copy, driven by `uniform`. */
export function shuffled<T>(items: readonly T[], uniform: Uniform): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(uniform() * (i + 1));
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}

/** Rounds to cents (2 decimals), the precision fantasy points are shown and stored with. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The offensive stat line and the scoring format, named by the spec's League scoring fields (§3).
 * Wire names keep the spec's snake_case so rows from the api and projections map one to one.
 */

/** Offensive stats a scoring format puts a weight on, in a fixed order (index = weight vector slot). */
export const STAT_KEYS = [
  'pa',
  'pc',
  'py',
  'ints',
  'tdp',
  'ra',
  'ry',
  'tdr',
  'trg',
  'rec',
  'recy',
  'tdrec',
  'twoptc',
  'fuml',
  'prtd',
  'krtd',
  'rush_first_down',
  'rec_first_down',
] as const;

/** One offensive stat key. */
export type StatKey = (typeof STAT_KEYS)[number];

/** Number of weighted offensive stats (length of a weight vector). */
export const STAT_COUNT = STAT_KEYS.length;

/** Index of each stat inside a weight vector or a packed stat row. */
export const STAT_INDEX: Readonly<Record<StatKey, number>> = Object.freeze(
  Object.fromEntries(STAT_KEYS.map((key, i) => [key, i])) as Record<StatKey, number>,
);

/**
 * A player's stats for a game, a week or a season. Every field is optional: a missing stat counts 0.
 * `ry_excluding_kneels` is the rushing yards without QB kneel-downs, used when the format excludes kneels.
 */
export type StatLine = Partial<Record<StatKey, number>> & {
  ry_excluding_kneels?: number;
};

/** Points per unit of each stat, plus the kneel switch; `rbrec`/`wrrec`/`terec` override `rec` per position. */
export interface ScoringFormat {
  pa: number;
  pc: number;
  py: number;
  ints: number;
  tdp: number;
  ra: number;
  ry: number;
  tdr: number;
  trg: number;
  rec: number;
  rbrec: number;
  wrrec: number;
  terec: number;
  recy: number;
  tdrec: number;
  twoptc: number;
  fuml: number;
  prtd: number;
  krtd: number;
  rush_first_down: number;
  rec_first_down: number;
  exclude_qb_kneels: boolean;
}

/** The numeric keys of a scoring format (everything but the kneel switch), in a fixed order. */
export const SCORING_FORMAT_KEYS = [
  ...STAT_KEYS,
  'rbrec',
  'wrrec',
  'terec',
] as const satisfies readonly (keyof ScoringFormat)[];

/** A League row's scoring fields as stored (§3): numbers, with the kneel switch as 0/1 or boolean. */
export type LeagueScoringFields = Partial<Record<(typeof SCORING_FORMAT_KEYS)[number], number | null>> & {
  exclude_qb_kneels?: boolean | number | null;
};

/** The scoring format of a League row: missing numbers count 0, the kneel switch becomes a boolean. */
export function scoringFormatFromLeague(league: LeagueScoringFields): ScoringFormat {
  const format = { exclude_qb_kneels: Boolean(league.exclude_qb_kneels) } as ScoringFormat;
  for (const key of SCORING_FORMAT_KEYS) format[key] = league[key] ?? 0;
  return format;
}

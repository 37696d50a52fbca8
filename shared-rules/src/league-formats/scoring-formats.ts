import type { ScoringFormat } from '../scoring/stat-line';

/** Ids of the scoring presets of §3. */
export const SCORING_FORMAT_IDS = [
  'draftkings',
  'fanduel',
  'genesis',
  'half_ppr',
  'half_ppr_lower_turnover',
  'ppr',
  'ppr_lower_turnover',
  'sfb15_mfl',
  'sfb15_sleeper',
  'standard',
] as const;
/** One scoring preset id. */
export type ScoringFormatId = (typeof SCORING_FORMAT_IDS)[number];

/** A scoring preset: its values and a one-line description. */
export interface ScoringFormatPreset {
  id: ScoringFormatId;
  label: string;
  description: string;
  format: Readonly<ScoringFormat>;
}

/**
 * Common base: 0.04 per passing yard (1 per 25), 4 per passing TD, 0.1 per rushing/receiving yard,
 * 6 per rushing/receiving/return TD, 2 per two-point conversion, nothing for attempts, completions,
 * targets or first downs. Position reception values equal `rec` unless a format says otherwise.
 */
const BASE: ScoringFormat = {
  pa: 0,
  pc: 0,
  py: 0.04,
  ints: -2,
  tdp: 4,
  ra: 0,
  ry: 0.1,
  tdr: 6,
  trg: 0,
  rec: 0,
  rbrec: 0,
  wrrec: 0,
  terec: 0,
  recy: 0.1,
  tdrec: 6,
  twoptc: 2,
  fuml: -2,
  prtd: 6,
  krtd: 6,
  rush_first_down: 0,
  rec_first_down: 0,
  exclude_qb_kneels: false,
};

function withReceptions(format: ScoringFormat, rec: number, te = rec): ScoringFormat {
  return { ...format, rec, rbrec: rec, wrrec: rec, terec: te };
}

const lowerTurnover = (format: ScoringFormat): ScoringFormat => ({ ...format, ints: -1, fuml: -1 });

/**
 * Scoring presets with the real-world values of each format. Assumptions where the format has rules this
 * model cannot express (yardage milestone bonuses of DraftKings and FanDuel, FanDuel's and DraftKings'
 * own kicker/defence tables) are left out: kicking and defence use §9's fixed values everywhere.
 * - draftkings: full PPR, -1 INT, -1 fumble lost (so identical values, and hash, to ppr_lower_turnover).
 * - fanduel: half PPR, -1 INT, -2 fumble lost.
 * - genesis: half PPR, 0.05 per passing yard, -1 turnovers, QB kneels excluded from rushing yards.
 * - sfb15_mfl: full PPR, TE +1 (2 per TE catch), 0.5 per carry, 1 per target, 1 per rushing/receiving first
 *   down, 6-point passing TDs, no turnover penalties.
 * - sfb15_sleeper: 2.5 per reception (3.5 TE), 0.5 per carry, 1 per first down, 6-point passing TDs,
 *   no targets, no turnover penalties.
 */
export const SCORING_FORMATS: Readonly<Record<ScoringFormatId, ScoringFormatPreset>> = Object.freeze({
  standard: {
    id: 'standard',
    label: 'Standard (No PPR)',
    description: 'Standard scoring with no PPR and 4-point passing touchdowns',
    format: BASE,
  },
  half_ppr: {
    id: 'half_ppr',
    label: 'Half PPR',
    description: 'Half point per reception scoring with 4-point passing touchdowns',
    format: withReceptions(BASE, 0.5),
  },
  ppr: {
    id: 'ppr',
    label: 'PPR (Full)',
    description: 'Full point per reception scoring with 4-point passing touchdowns',
    format: withReceptions(BASE, 1),
  },
  half_ppr_lower_turnover: {
    id: 'half_ppr_lower_turnover',
    label: 'Half PPR (Lower Turnover)',
    description: 'Half PPR with lower turnover penalties: -1 INT, -1 fumble lost',
    format: lowerTurnover(withReceptions(BASE, 0.5)),
  },
  ppr_lower_turnover: {
    id: 'ppr_lower_turnover',
    label: 'PPR (Lower Turnover)',
    description: 'Full PPR with lower turnover penalties: -1 INT, -1 fumble lost',
    format: lowerTurnover(withReceptions(BASE, 1)),
  },
  draftkings: {
    id: 'draftkings',
    label: 'DraftKings DFS',
    description: 'DraftKings DFS scoring with full PPR and 4-point passing touchdowns',
    format: lowerTurnover(withReceptions(BASE, 1)),
  },
  fanduel: {
    id: 'fanduel',
    label: 'FanDuel DFS',
    description: 'FanDuel DFS scoring with half PPR and 4-point passing touchdowns',
    format: { ...withReceptions(BASE, 0.5), ints: -1 },
  },
  genesis: {
    id: 'genesis',
    label: 'Genesis League',
    description: 'Genesis League scoring with half PPR, 0.05 per passing yard and -1 turnovers',
    format: { ...lowerTurnover(withReceptions(BASE, 0.5)), py: 0.05, exclude_qb_kneels: true },
  },
  sfb15_mfl: {
    id: 'sfb15_mfl',
    label: 'Scott Fish Bowl 15 (MFL)',
    description: 'Scott Fish Bowl 15 MFL scoring (PPR + 0.5 per carry + 1 per target) - no turnover penalties',
    format: {
      ...withReceptions(BASE, 1, 2),
      tdp: 6,
      ints: 0,
      fuml: 0,
      ra: 0.5,
      trg: 1,
      rush_first_down: 1,
      rec_first_down: 1,
    },
  },
  sfb15_sleeper: {
    id: 'sfb15_sleeper',
    label: 'Scott Fish Bowl 15 (Sleeper)',
    description: 'Scott Fish Bowl 15 Sleeper scoring (2.5 PPR + 0.5 per carry) - no turnover penalties',
    format: {
      ...withReceptions(BASE, 2.5, 3.5),
      tdp: 6,
      ints: 0,
      fuml: 0,
      ra: 0.5,
      rush_first_down: 1,
      rec_first_down: 1,
    },
  },
});

/**
 * §9 "Default scoring" of the visitor default league: 0.05 per passing yard, -1 INT, 4 per passing TD,
 * 0.1 per rushing/receiving yard, 6 per TD, 0.5 per reception, 2 per two-point conversion, -1 per fumble
 * lost. It is genesis without the kneel rule; it is NOT the real-world half_ppr preset (0.04, -2).
 */
export const VISITOR_SCORING_FORMAT: Readonly<ScoringFormat> = Object.freeze({
  ...lowerTurnover(withReceptions(BASE, 0.5)),
  py: 0.05,
});

/** Default scoring preset (§3): ppr_lower_turnover. */
export const DEFAULT_SCORING_FORMAT_ID: ScoringFormatId = 'ppr_lower_turnover';

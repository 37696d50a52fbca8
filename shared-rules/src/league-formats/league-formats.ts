import type { LeagueLineupSlots } from '../lineups/slots';
import type { ScoringFormat } from '../scoring/stat-line';
import { getLeagueFormatHash, getScoringFormatHash, type LeagueFormat } from './format-hash';
import {
  SCORING_FORMATS,
  VISITOR_SCORING_FORMAT,
  type ScoringFormatId,
} from './scoring-formats';

/** A league format preset with its scoring and both hashes. */
export interface LeagueFormatPreset {
  id: string;
  label: string;
  description: string;
  scoringFormatId: ScoringFormatId | 'visitor_default';
  config: Readonly<LeagueFormat & LeagueLineupSlots>;
  scoring: Readonly<ScoringFormat>;
  scoring_format_hash: string;
  league_format_hash: string;
}

/** 1QB/2RB/2WR/1TE/1FLEX/1K/1DST, 6 bench, 3 IR, cap 200, min bid 0 — the common redraft layout. */
const STANDARD_LAYOUT: Omit<LeagueFormat, 'num_teams'> = {
  sqb: 1,
  srb: 2,
  swr: 2,
  ste: 1,
  srbwr: 0,
  srbwrte: 1,
  sqbrbwrte: 0,
  swrte: 0,
  sdst: 1,
  sk: 1,
  bench: 6,
  ps: 0,
  ir: 3,
  cap: 200,
  min_bid: 0,
};

function preset(
  id: string,
  label: string,
  description: string,
  scoringFormatId: ScoringFormatId | 'visitor_default',
  config: LeagueFormat,
): LeagueFormatPreset {
  const scoring =
    scoringFormatId === 'visitor_default' ? VISITOR_SCORING_FORMAT : SCORING_FORMATS[scoringFormatId].format;
  const scoring_format_hash = getScoringFormatHash(scoring);
  return Object.freeze({
    id,
    label,
    description,
    scoringFormatId,
    config: Object.freeze({ ...config }),
    scoring,
    scoring_format_hash,
    league_format_hash: getLeagueFormatHash({ ...config, scoring_format_hash }),
  });
}

const SCORING_NAMES: Partial<Record<ScoringFormatId, [string, string]>> = {
  standard: ['Standard', 'standard (no PPR) scoring'],
  half_ppr: ['Half PPR', 'half PPR scoring'],
  ppr: ['PPR', 'full PPR scoring'],
  half_ppr_lower_turnover: ['Half PPR Lower Turnover', 'half PPR and lower turnovers (-1 INT, -1 fumble)'],
  ppr_lower_turnover: ['PPR Lower Turnover', 'full PPR and lower turnovers (-1 INT, -1 fumble)'],
};

function redraftPresets(): LeagueFormatPreset[] {
  const presets: LeagueFormatPreset[] = [];
  for (const [scoringId, [label, words]] of Object.entries(SCORING_NAMES) as [ScoringFormatId, [string, string]][]) {
    for (const teams of [10, 12]) {
      presets.push(
        preset(
          `${scoringId}_${teams}_team`,
          `${label} ${teams} Team`,
          `${teams}-team league with ${words} - 1QB/2RB/2WR/1TE/1FLEX`,
          scoringId,
          { ...STANDARD_LAYOUT, num_teams: teams },
        ),
      );
      // Real-world catalogue: plain standard scoring has no superflex variant.
      if (scoringId === 'standard') continue;
      presets.push(
        preset(
          `${scoringId}_${teams}_team_superflex`,
          `${label} ${teams} Team Superflex`,
          `${teams}-team superflex league with ${words} - 1QB/2RB/2WR/1TE/1FLEX/1SFLEX`,
          scoringId,
          { ...STANDARD_LAYOUT, num_teams: teams, sqbrbwrte: 1 },
        ),
      );
    }
  }
  return presets;
}

const SFB_LAYOUT: LeagueFormat = {
  ...STANDARD_LAYOUT,
  num_teams: 12,
  srb: 0,
  swr: 0,
  ste: 0,
  srbwrte: 9,
  sqbrbwrte: 2,
  sdst: 0,
  sk: 0,
};

const ALL_PRESETS: LeagueFormatPreset[] = [
  ...redraftPresets(),
  preset(
    'sfb15_mfl',
    'Scott Fish Bowl 15 (MFL)',
    'Scott Fish Bowl 15 MFL format with 2 superflex and 9 flex positions',
    'sfb15_mfl',
    SFB_LAYOUT,
  ),
  preset(
    'sfb15_sleeper',
    'Scott Fish Bowl 15 (Sleeper)',
    'Scott Fish Bowl 15 Sleeper format with 2 superflex and 9 flex positions',
    'sfb15_sleeper',
    SFB_LAYOUT,
  ),
  preset(
    'draftkings_classic',
    'DraftKings Classic DFS',
    'DraftKings classic DFS lineup - 1QB/2RB/3WR/1TE/1FLEX/1DST with $50k salary cap',
    'draftkings',
    { ...STANDARD_LAYOUT, num_teams: 1, swr: 3, sk: 0, bench: 0, ir: 0, cap: 50000 },
  ),
  preset(
    'genesis_10_team',
    'Genesis League 10 Team',
    'Genesis League 10-team superflex format with no kicker - 1QB/2RB/2WR/1TE/1FLEX/1SFLEX',
    'genesis',
    { ...STANDARD_LAYOUT, num_teams: 10, sqbrbwrte: 1, sk: 0, bench: 7, ps: 4 },
  ),
];

/** Every league format preset of §3, by id. */
export const LEAGUE_FORMATS: Readonly<Record<string, LeagueFormatPreset>> = Object.freeze(
  Object.fromEntries(ALL_PRESETS.map((p) => [p.id, p])),
);

/** Default league preset (§3): genesis 10 team. */
export const DEFAULT_LEAGUE_FORMAT_ID = 'genesis_10_team';

/**
 * The visitor default league (§9): the half_ppr_12_team_superflex slot layout with §9's sizes and money
 * (7 bench, 4 practice squad, 3 IR, cap 200, min bid 1) and §9's default scoring. rules-A's DEFAULT_LEAGUE
 * holds the same values; this preset gives it its hashes.
 */
export const VISITOR_LEAGUE_FORMAT: LeagueFormatPreset = preset(
  'visitor_default',
  'Default League',
  '12-team half PPR superflex league - 1QB/2RB/2WR/1TE/1FLEX/1SFLEX/1K/1DST',
  'visitor_default',
  { ...STANDARD_LAYOUT, num_teams: 12, sqbrbwrte: 1, bench: 7, ps: 4, ir: 3, cap: 200, min_bid: 1 },
);

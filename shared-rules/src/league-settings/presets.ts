import { getLeagueFormatHash, getScoringFormatHash } from '../league-formats/format-hash';
import { LEAGUE_FORMATS } from '../league-formats/league-formats';
import { SCORING_FORMATS, type ScoringFormatId } from '../league-formats/scoring-formats';
import type { LeagueScoringFields } from '../scoring/stat-line';

/** The settings a preset sets (a patch for PUT /leagues/:lid). */
export type PresetPatch = Record<string, number | boolean>;

/** A scoring preset of spec §3 as a settings patch: every scoring value of the format. */
export function scoringPresetPatch(id: ScoringFormatId): PresetPatch {
  return { ...SCORING_FORMATS[id].format };
}

/**
 * A league preset of spec §3 as a settings patch: team count, lineup slots, bench, practice squad, IR,
 * cap and minimum bid, plus its scoring values.
 */
export function leaguePresetPatch(id: string): PresetPatch {
  const preset = LEAGUE_FORMATS[id];
  if (!preset) throw new Error(`Unknown league format: ${id}`);
  return { ...preset.config, ...preset.scoring };
}

/** The two hashes (spec §3) a league's settings give: the scoring hash, and the format hash over it. */
export function leagueHashes(league: LeagueScoringFields & object): { scoring_format_hash: string; league_format_hash: string } {
  const scoring_format_hash = getScoringFormatHash(league);
  return { scoring_format_hash, league_format_hash: getLeagueFormatHash({ ...(league as Record<string, number>), scoring_format_hash }) };
}

import { scoringFormatFromLeague, type LeagueScoringFields } from '../scoring/stat-line';
import { canonicalJson } from './canonical-json';
import { sha256Hex } from './sha256';

/** The fields a league format hash covers: team count, slots, roster sizes and money. */
export const LEAGUE_FORMAT_KEYS = [
  'num_teams',
  'sqb',
  'srb',
  'swr',
  'ste',
  'srbwr',
  'srbwrte',
  'sqbrbwrte',
  'swrte',
  'sdst',
  'sk',
  'bench',
  'ps',
  'ir',
  'cap',
  'min_bid',
] as const;

/** League format values (spec §3 League names); the hash inputs besides the scoring hash. */
export type LeagueFormat = Record<(typeof LEAGUE_FORMAT_KEYS)[number], number>;

/**
 * `scoring_format_hash`: SHA-256 hex of the canonical (key-sorted) JSON of the scoring values. Only the
 * scoring fields are read, so a whole League row can be passed; missing numbers count 0, and position
 * reception values left at 0 take `rec` (how they score), so equal scoring always gives one hash.
 */
export function getScoringFormatHash(scoring: LeagueScoringFields): string {
  const format = scoringFormatFromLeague(scoring);
  // A position reception value of 0 means "use rec"; resolve it so formats that score alike hash alike.
  const resolved = {
    ...format,
    rbrec: format.rbrec || format.rec,
    wrrec: format.wrrec || format.rec,
    terec: format.terec || format.rec,
  };
  return sha256Hex(canonicalJson(resolved));
}

/**
 * `league_format_hash`: SHA-256 hex of the canonical JSON of the league format values plus the
 * scoring_format_hash. Throws 'scoring_format_hash is required' (§5) when the hash is missing.
 */
export function getLeagueFormatHash(
  league: Partial<Record<keyof LeagueFormat, number | null>> & { scoring_format_hash?: string | null },
): string {
  if (!league.scoring_format_hash) throw new Error('scoring_format_hash is required');
  const values: Record<string, number | string> = { scoring_format_hash: league.scoring_format_hash };
  for (const key of LEAGUE_FORMAT_KEYS) values[key] = league[key] ?? 0;
  return sha256Hex(canonicalJson(values));
}

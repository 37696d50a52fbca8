import { DEFAULT_LEAGUE, type League, type Team } from '@league/shared-rules/contracts';
import { getSeason, leagueHashes } from '@league/shared-rules';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';

/** The season year at `now` (rolls over after the Super Bowl), per the shared calendar rules. */
export function currentSeason(now: Date): number {
  return getSeason(Math.floor(now.getTime() / 1000)).year;
}

const OPTIONAL_KEYS = ['ext1', 'ext2', 'ext3', 'ext4', 'b_QB', 'b_RB', 'b_WR', 'b_TE', 'b_K', 'b_DST'] as const;

/** A stored league as the wire League; unset settings fall back to the default league's. */
export function toLeague(doc: LeagueDoc, years: number[]): League {
  const out: Record<string, unknown> = { ...DEFAULT_LEAGUE };
  for (const key of Object.keys(DEFAULT_LEAGUE)) {
    const value = (doc as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  // settings outside the default league's keys, present only once a commissioner set them
  for (const key of OPTIONAL_KEYS) {
    const value = (doc as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  out.years = years;
  return out as League;
}

/** The league as GET /leagues/:lid answers it: with its scoring and league format hashes (spec §3). */
export function toLeagueWithHashes(doc: LeagueDoc, years: number[]): League {
  const league = toLeague(doc, years);
  return { ...league, ...leagueHashes(league as unknown as Record<string, number>) };
}

/** The default (visitor) league of spec §9 for the current season. */
export function defaultLeague(now: Date): League {
  return { ...DEFAULT_LEAGUE, years: [currentSeason(now)] };
}

/** A stored team without its invite code. */
export function toTeam(doc: TeamDoc): Team {
  const { invite_code: _secret, archived_at: _archived, ...team } = doc;
  return team;
}

import { REGULAR_SEASON_FINAL_WEEK } from '../constants/season-constants';
import { seedPlayoffs, rankStandings, type PlayoffSeeding, type SeedingOptions } from './seeding';
import { computeRecords, type MatchupResult, type StandingsTeam, type TeamRecord } from './team-records';

/** Standings of a season: records in standings order plus the playoff seeding. */
export interface SeasonStandings {
  standings: TeamRecord[];
  seeding: PlayoffSeeding;
}

/**
 * One call for a season: records through `throughWeek` (default 14, the regular-season final week),
 * overall order with tiebreaks and the §9 playoff seeding.
 */
export function calculateSeasonStandings(
  teams: readonly StandingsTeam[],
  matchups: readonly MatchupResult[],
  options: SeedingOptions & { throughWeek?: number } = {},
): SeasonStandings {
  const season = computeRecords(teams, matchups, options.throughWeek ?? REGULAR_SEASON_FINAL_WEEK);
  return { standings: rankStandings(season), seeding: seedPlayoffs(season, options) };
}

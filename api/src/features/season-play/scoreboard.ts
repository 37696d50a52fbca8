import { getScoreboardDefaultWeek, getSeason } from '@league/shared-rules';
import type { Scoreboard } from '@league/shared-rules/contracts';
import { assertSeasonWeek, loadLeagueTeams, type SeasonPlayRepos } from './league-week';
import { weekScoreboard } from './week-lineups';

/** The week a scoreboard shows when none is asked for: the current season and its default week (spec §2). */
export function defaultScoreboardWeek(now: number): { year: number; week: number } {
  return { year: getSeason(now).year, week: getScoreboardDefaultWeek(now) };
}

/**
 * GET /scoreboard: a league week's live lines (404 unknown league, 400 a week the season does not
 * have). `last_updated` is the week's latest stat update (null before any), the
 * same marker as the week's lineups.
 */
export async function getScoreboard(repos: SeasonPlayRepos, lid: number, year: number | undefined, week: number | undefined, now: number): Promise<Scoreboard> {
  const fallback = defaultScoreboardWeek(now);
  const at = { year: year ?? fallback.year, week: week ?? (year === undefined || year === fallback.year ? fallback.week : 1) };
  await loadLeagueTeams(repos, lid);
  assertSeasonWeek(at.year, at.week, now);
  const [teams, lastUpdated] = await Promise.all([weekScoreboard(repos, lid, at.year, at.week, now), repos.stats.lastUpdated(at.year, at.week)]);
  return { ...at, last_updated: lastUpdated, teams };
}

import { getScoreboardDefaultWeek, getSeason } from '@league/shared-rules';
import type { Scoreboard } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { ScoreboardKey, ScoreboardMessage, ScoreboardSource } from '../../realtime/scoreboard-hub';
import { assertSeasonWeek, loadLeagueTeams, type SeasonPlayRepos } from './league-week';
import { weekScoreboard } from './week-lineups';

type ScoreboardRepos = SeasonPlayRepos & Pick<Repositories, 'stats'>;

/** The week a scoreboard shows when none is asked for: the current season and its default week (spec §2). */
export function defaultScoreboardWeek(now: number): { year: number; week: number } {
  return { year: getSeason(now).year, week: getScoreboardDefaultWeek(now) };
}

/**
 * GET /scoreboard: a league week's live lines (404 unknown league, 400 a week the season does not
 * have). `last_updated` is when the ingest last changed that week's stats (null before any).
 */
export async function getScoreboard(repos: ScoreboardRepos, lid: number, year: number | undefined, week: number | undefined, now: number): Promise<Scoreboard> {
  const fallback = defaultScoreboardWeek(now);
  const at = { year: year ?? fallback.year, week: week ?? (year === undefined || year === fallback.year ? fallback.week : 1) };
  await loadLeagueTeams(repos, lid);
  assertSeasonWeek(at.year, at.week, now);
  const [teams, lastUpdated] = await Promise.all([weekScoreboard(repos, lid, at.year, at.week, now), repos.stats.lastUpdated(at.year, at.week)]);
  return { ...at, last_updated: lastUpdated, teams };
}

/** The hub's source: the same use-case, so a push and a GET of the same moment agree. */
export function scoreboardSource(repos: ScoreboardRepos, now: () => number): ScoreboardSource {
  return {
    defaultWeek: async () => defaultScoreboardWeek(now()),
    async scoreboard(key: ScoreboardKey): Promise<ScoreboardMessage> {
      return { type: 'scoreboard', ...(await getScoreboard(repos, key.lid, key.year, key.week, now())) };
    },
  };
}

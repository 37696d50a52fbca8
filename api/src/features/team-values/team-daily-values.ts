import { teamValueShares, toLeagueTime } from '@league/shared-rules';
import type { TeamDailyValue } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { createTeamValuesRepository, type TeamValuesRepository } from '../../db/repositories/team-values.repository';
import { AppError } from '../../errors/app-error';
import { currentSeason, toLeague } from '../leagues/league-view';
import { marketSalaries } from '../players/league-players';

export interface TeamValueDeps {
  repos: Repositories;
  values: TeamValuesRepository;
}

export const createTeamValueDeps = (repos: Repositories): TeamValueDeps => ({ repos, values: createTeamValuesRepository() });

/**
 * Writes the day's value of every team of a league (job 79, calculate_team_daily_values): the market
 * salaries of its players this season — reserve and practice squad included, they are the team's assets —
 * summed, and its share of the league. The day is the New York date of `now`; a day already written is
 * kept as it was (the first snapshot of a day stands). Answers how many teams were written.
 */
export async function snapshotTeamValues(deps: TeamValueDeps, lid: number, now: number): Promise<number> {
  const league = await deps.repos.leagues.findById(lid);
  if (!league) throw AppError.notFound('League not found');
  const date = new Date(now * 1000);
  const [teams, rows, market] = await Promise.all([
    deps.repos.leagues.teamsOf(lid),
    deps.repos.rosters.listByLeague(lid, currentSeason(date)),
    marketSalaries(deps.repos, toLeague(league, [])),
  ]);
  const sums = new Map(teams.map((t) => [t.uid, 0]));
  for (const row of rows) if (sums.has(row.tid)) sums.set(row.tid, sums.get(row.tid)! + (market.get(row.pid) ?? 0));
  const day = toLeagueTime(now).format('YYYY-MM-DD');
  const shares = teamValueShares([...sums].map(([tid, value]) => ({ tid, value })));
  return deps.values.insertDay(shares.map((s) => ({ lid, tid: s.tid, day, ktc_value: s.ktc_value, ktc_share: s.ktc_share, timestamp: now })));
}

/** GET /leagues/:lid/team-daily-values: every team's daily values, oldest first (404 for an unknown league). */
export async function listTeamDailyValues(deps: TeamValueDeps, lid: number): Promise<TeamDailyValue[]> {
  if (!(await deps.repos.leagues.findById(lid))) throw AppError.notFound('League not found');
  return (await deps.values.list(lid)).map(({ tid, ktc_value, ktc_share, timestamp }) => ({ tid, ktc_value, ktc_share, timestamp }));
}

import { JOB_IDS, toLeagueTime } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { createTeamValueDeps, snapshotTeamValues } from '../features/team-values/team-daily-values';
import { errorFields, type Logger } from '../logger';
import type { ScheduledJob } from './scheduler';

/** Snapshots every hosted league's team values (job 79); the failures are the leagues that failed. */
export async function runTeamValuesJob(deps: { repos: Repositories; logger: Logger }, now: number): Promise<string[]> {
  const values = createTeamValueDeps(deps.repos);
  const failures: string[] = [];
  for (const lid of await deps.repos.leagues.hostedIds()) {
    try {
      await snapshotTeamValues(values, lid, now);
    } catch (err) {
      failures.push(`league ${lid}`);
      deps.logger.error('team values failed', { lid, ...errorFields(err) });
    }
  }
  await deps.repos.nfl.recordJob({
    job_id: JOB_IDS.calculate_team_daily_values, name: 'Calculate Team Daily Values', succ: failures.length === 0,
    reason: failures.length ? `failed: ${failures.join(', ')}` : null, timestamp: now,
  });
  return failures;
}

/** Midnight New York of the day of `t`. */
const midnight = (t: number) => toLeagueTime(t).startOf('day').unix();

/** The daily team values for the scheduler: each New York midnight, and at start for today (catch-up). */
export function teamValuesJob(deps: { repos: Repositories; logger: Logger }): ScheduledJob {
  return {
    key: 'team-daily-values', name: 'Calculate Team Daily Values', jobIds: [JOB_IDS.calculate_team_daily_values],
    next: (t) => toLeagueTime(t).startOf('day').add(1, 'day').unix(),
    previous: midnight,
    run: (now) => runTeamValuesJob(deps, now),
  };
}

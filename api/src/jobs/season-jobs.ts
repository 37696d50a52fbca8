import { getSeason, JOB_IDS } from '@league/shared-rules';
import { createRosterDeps } from '../features/rosters/deps';
import { rollOverLeague } from '../features/rosters/season-rollover';
import { errorFields } from '../logger';
import type { ClaimsJobsDeps } from './claims-jobs';
import { createJobTimers } from './job-timers';

/**
 * The season rollover (job 43, generate_rosters): every hosted league carried into the season of
 * `now` — rosters, contracts, tag resets, next drafts' picks ({@link rollOverLeague}). Safe to run
 * any number of times: a league's rollover to a year is written once.
 */
export async function runRolloverJob(deps: ClaimsJobsDeps, now: number): Promise<void> {
  const rosters = createRosterDeps(deps.repos, () => now);
  const failures: string[] = [];
  for (const lid of await deps.repos.leagues.hostedIds()) {
    try {
      const result = await rollOverLeague(rosters, lid, now);
      if (result.rolledOver || result.picksCreated) deps.logger.info('season rolled over', { lid, ...result });
    } catch (err) {
      failures.push(`league ${lid}`);
      deps.logger.error('season rollover failed', { lid, ...errorFields(err) });
    }
  }
  await deps.repos.nfl.recordJob({
    job_id: JOB_IDS.generate_rosters, name: 'Generate Rosters', succ: failures.length === 0,
    reason: failures.length ? `failed: ${failures.join(', ')}` : null, timestamp: now,
  });
}

/**
 * Schedules the rollover in this process: once at start (a server that was down at season end
 * catches up) and then at each season end (spec §4: the year rolls over at season end).
 */
export function startSeasonJobs(deps: ClaimsJobsDeps): { stop(): void } {
  const timers = createJobTimers(deps.clock ?? (() => new Date()), deps.logger, 'season job');
  const rollover = (when: number) => timers.at(when, async () => {
    await runRolloverJob(deps, timers.nowSeconds());
    rollover(getSeason(timers.nowSeconds()).seasonEnd);
  });
  rollover(timers.nowSeconds());
  return { stop: () => timers.stop() };
}

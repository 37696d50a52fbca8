import { getSeason, JOB_IDS } from '@league/shared-rules';
import { createRosterDeps } from '../features/rosters/deps';
import { announceRestrictedFreeAgents, processRestrictedFreeAgency } from '../features/rosters/restricted-free-agency-calendar';
import { rollOverLeague } from '../features/rosters/season-rollover';
import { errorFields } from '../logger';
import type { ClaimsJobsDeps } from './claims-jobs';
import type { ScheduledJob } from './scheduler';

const HOUR = 3600;

/**
 * The season rollover (job 43, generate_rosters): every hosted league carried into the season of
 * `now` — rosters, contracts, tag resets, next drafts' picks ({@link rollOverLeague}). Safe to run
 * any number of times: a league's rollover to a year is written once.
 */
export async function runRolloverJob(deps: ClaimsJobsDeps, now: number): Promise<string[]> {
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
  return failures;
}

/**
 * Restricted free agency for every hosted league (spec §4, DOMAIN-NOTES): first the bids whose
 * processing time has come are processed (job 54), then the day's announcements are made (job 87)
 * — in that order, so a player announced now is never processed in the same pass.
 */
export async function runRestrictedFreeAgencyJobs(deps: ClaimsJobsDeps, now: number): Promise<string[]> {
  const rosters = createRosterDeps(deps.repos, () => now);
  const failed = { processing: [] as string[], announcing: [] as string[] };
  for (const lid of await deps.repos.leagues.hostedIds()) {
    try {
      const count = await processRestrictedFreeAgency(rosters, lid, now);
      if (count) deps.logger.info('restricted free agents processed', { lid, count });
    } catch (err) {
      failed.processing.push(`league ${lid}`);
      deps.logger.error('restricted free agency processing failed', { lid, ...errorFields(err) });
    }
    try {
      const count = await announceRestrictedFreeAgents(rosters, lid, now);
      if (count) deps.logger.info('restricted free agents announced', { lid, count });
    } catch (err) {
      failed.announcing.push(`league ${lid}`);
      deps.logger.error('restricted free agency announcement failed', { lid, ...errorFields(err) });
    }
  }
  const record = (jobId: number, name: string, failures: string[]) => deps.repos.nfl.recordJob({
    job_id: jobId, name, succ: failures.length === 0, reason: failures.length ? `failed: ${failures.join(', ')}` : null, timestamp: now,
  });
  await record(JOB_IDS.process_restricted_free_agency_bids, 'Process Restricted Free Agency Bids', failed.processing);
  await record(JOB_IDS.restricted_free_agent_announcement, 'Restricted Free Agent Announcement', failed.announcing);
  return [...failed.processing.map((f) => `processing ${f}`), ...failed.announcing.map((f) => `announcing ${f}`)];
}

/**
 * The season jobs for the scheduler: the rollover at each season end (spec §4: the year rolls over at
 * season end), caught up at start for the current season (a server that was down at season end, or a
 * fresh database); restricted free agency at the top of every hour (its announcement and processing hours
 * are whole New York hours).
 */
export function seasonJobs(deps: ClaimsJobsDeps): ScheduledJob[] {
  return [
    {
      key: 'season-rollover', name: 'Generate Rosters', jobIds: [JOB_IDS.generate_rosters],
      next: (t) => {
        const end = getSeason(t).seasonEnd;
        return end > t ? end : getSeason(end + 1).seasonEnd;
      },
      // the last season end: 1 January of the season's year still lies in the season before
      previous: (t) => getSeason(Date.UTC(getSeason(t).year, 0, 1) / 1000).seasonEnd,
      run: (now) => runRolloverJob(deps, now),
    },
    {
      key: 'restricted-free-agency', name: 'Restricted Free Agency', jobIds: [JOB_IDS.process_restricted_free_agency_bids, JOB_IDS.restricted_free_agent_announcement],
      next: (t) => (Math.floor(t / HOUR) + 1) * HOUR,
      run: (now) => runRestrictedFreeAgencyJobs(deps, now),
    },
  ];
}

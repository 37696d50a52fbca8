import os from 'node:os';
import type { JobRun, LeagueJob } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { JobRunsRepository } from '../../db/repositories/job-runs.repository';
import { AppError } from '../../errors/app-error';
import { runSeasonPlayJobs } from '../../jobs/season-play-jobs';
import type { Logger } from '../../logger';
import { createClaimDeps } from '../claims/deps';
import { processDuePoaches } from '../claims/poach-claims';
import { processWaivers } from '../claims/process-waivers';
import { createTeamValueDeps, snapshotTeamValues } from '../team-values/team-daily-values';

export interface LeagueJobDeps {
  repos: Repositories;
  runs: JobRunsRepository;
  logger: Logger;
  now: () => number;
}

const NAMES: Record<LeagueJob, string> = {
  waivers: 'Claims Waivers Active',
  poaches: 'Claims Poaches',
  'finalize-week': 'Finalize Week',
  'team-values': 'Calculate Team Daily Values',
};
const JOB_IDS: Record<LeagueJob, number[]> = { waivers: [1], poaches: [5], 'finalize-week': [60, 59], 'team-values': [79] };

/** The work of each job for one league; its failures make the run unsuccessful. */
async function work(deps: LeagueJobDeps, job: LeagueJob, lid: number, now: number): Promise<string[]> {
  switch (job) {
    case 'waivers':
      await processWaivers(createClaimDeps(deps.repos, () => now), lid, now);
      return [];
    case 'poaches':
      await processDuePoaches(createClaimDeps(deps.repos, () => now), lid, now);
      return [];
    case 'finalize-week':
      return (await runSeasonPlayJobs({ repos: deps.repos, logger: deps.logger }, now, [lid])).failures;
    case 'team-values':
      await snapshotTeamValues(createTeamValueDeps(deps.repos), lid, now);
      return [];
  }
}

/**
 * A commissioner runs one of the league's jobs now (process waivers now, finalize a week): the league's
 * commissioner only (checked here), this league only, recorded in the job runs like a scheduled run — keyed
 * `<job>@league<lid>` and the second, which is also the lock (a double click runs it once: 409 CONFLICT) —
 * with who asked. The work is the scheduled job's own use-case, so its guards hold (claims still pending,
 * weeks not yet final).
 */
export async function runLeagueJob(deps: LeagueJobDeps, userId: number, lid: number, job: LeagueJob): Promise<JobRun> {
  const league = await deps.repos.leagues.findById(lid);
  if (!league) throw AppError.notFound('League not found');
  if (league.commishid !== userId) throw AppError.forbidden('Only the commissioner may run league jobs', 'NOT_COMMISSIONER');
  const slot = deps.now();
  const key = `${job}@league${lid}`;
  const claimed = await deps.runs.claim({
    job: key, name: NAMES[job], job_ids: JOB_IDS[job], slot, started: slot, instance: `${os.hostname()}:${process.pid}`, requested_by: userId,
  });
  if (!claimed) throw AppError.conflict('This job is running for the league right now');
  let succ = true;
  let reason: string | null = null;
  try {
    const failures = await work(deps, job, lid, slot);
    if (failures.length) [succ, reason] = [false, `failed: ${failures.join(', ')}`];
  } catch (err) {
    [succ, reason] = [false, err instanceof Error ? err.message : String(err)];
    deps.logger.error(`league job ${key} failed`, { error: reason });
  }
  const ended = deps.now();
  await deps.runs.finish(key, slot, { ended, succ, reason });
  return { job: key, name: NAMES[job], job_ids: JOB_IDS[job], slot, started: slot, ended, succ, reason, instance: `${os.hostname()}:${process.pid}`, requested_by: userId };
}

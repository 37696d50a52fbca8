import { getNextWaiverRunTime, JOB_IDS } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { createClaimDeps } from '../features/claims/deps';
import { processDuePoaches } from '../features/claims/poach-claims';
import { processWaivers } from '../features/claims/process-waivers';
import { errorFields, type Logger } from '../logger';
import type { AppClock } from '../clock';
import type { ScheduledJob } from './scheduler';

export interface ClaimsJobsDeps {
  repos: Repositories;
  logger: Logger;
  /** The app's clock (clock.ts); main passes it, tests pass their own. */
  clock?: AppClock;
  /** Told of every run (the job counters of /metrics). */
  onRun?: (job: 'waivers' | 'poaches', outcome: 'ok' | 'failed', seconds: number) => void;
}

const TICK = 15 * 60;

/**
 * Runs one waiver processing pass over every hosted league and records it for GET /status (job 1,
 * claims_waivers_active). Each league's run is one transaction guarded by its claims still being
 * pending, so several api instances running it at once process each claim once.
 */
export async function runWaiverJob(deps: ClaimsJobsDeps, now: number): Promise<string[]> {
  const claims = createClaimDeps(deps.repos, () => now);
  const failures: string[] = [];
  for (const league of await hostedLeagues(deps.repos)) {
    try {
      const run = await processWaivers(claims, league, now);
      if (run.results.length) deps.logger.info('waivers processed', { lid: league, claims: run.results.length });
    } catch (err) {
      failures.push(`league ${league}`);
      deps.logger.error('waiver processing failed', { lid: league, ...errorFields(err) });
    }
  }
  await record(deps, JOB_IDS.claims_waivers_active, 'Claims Waivers Active', now, failures);
  return failures;
}

/**
 * Processes the pending claims on released players whose 24-hour hold is over outside the waiver
 * days (job 3, claims_waivers_release), so claims come before a direct signing; until this runs a
 * signing is refused (PLAYER_ON_WAIVERS).
 */
export async function runReleasedWaiverJob(deps: ClaimsJobsDeps, now: number): Promise<string[]> {
  const claims = createClaimDeps(deps.repos, () => now);
  const failures: string[] = [];
  for (const league of await hostedLeagues(deps.repos)) {
    try {
      const run = await processWaivers(claims, league, now, { due: true });
      if (run.results.length) deps.logger.info('released players\' claims processed', { lid: league, claims: run.results.length });
    } catch (err) {
      failures.push(`league ${league}`);
      deps.logger.error('released waiver processing failed', { lid: league, ...errorFields(err) });
    }
  }
  await record(deps, JOB_IDS.claims_waivers_release, 'Claims Waivers Release', now, failures);
  return failures;
}

/** Processes poaching claims whose clearing time has come (job 5, claims_poaches). */
export async function runPoachJob(deps: ClaimsJobsDeps, now: number): Promise<string[]> {
  const claims = createClaimDeps(deps.repos, () => now);
  const failures: string[] = [];
  for (const league of await hostedLeagues(deps.repos)) {
    try {
      await processDuePoaches(claims, league, now);
    } catch (err) {
      failures.push(`league ${league}`);
      deps.logger.error('poach processing failed', { lid: league, ...errorFields(err) });
    }
  }
  await record(deps, JOB_IDS.claims_poaches, 'Claims Poaches', now, failures);
  return failures;
}

function hostedLeagues(repos: Repositories): Promise<number[]> {
  return repos.leagues.hostedIds();
}

async function record(deps: ClaimsJobsDeps, jobId: number, name: string, now: number, failures: string[]): Promise<void> {
  await deps.repos.nfl.recordJob({ job_id: jobId, name, succ: failures.length === 0, reason: failures.length ? `failed: ${failures.join(', ')}` : null, timestamp: now });
}

/** Claims clear at most this long after their time: the quarter-hour job picks them up (a signing waits for it). */
export const CLAIMS_TICK_SECONDS = TICK;

/**
 * The claim jobs for the scheduler: waivers at {@link getNextWaiverRunTime} (Wednesday 15:00 New York in
 * season, daily at 15:00 otherwise); released players' due claims and due poaches every quarter hour.
 */
export function claimsJobs(deps: ClaimsJobsDeps): ScheduledJob[] {
  const timed = async (job: 'waivers' | 'poaches', run: () => Promise<string[]>) => {
    const t0 = performance.now();
    try {
      const failures = await run();
      deps.onRun?.(job, failures.length ? 'failed' : 'ok', (performance.now() - t0) / 1000);
      return failures;
    } catch (err) {
      deps.onRun?.(job, 'failed', (performance.now() - t0) / 1000);
      throw err;
    }
  };
  return [
    {
      key: 'waivers', name: 'Claims Waivers Active', jobIds: [JOB_IDS.claims_waivers_active],
      next: (t) => getNextWaiverRunTime(t),
      run: (now) => timed('waivers', () => runWaiverJob(deps, now)),
    },
    {
      key: 'claims-quarter-hour', name: 'Claims Waivers Release and Poaches', jobIds: [JOB_IDS.claims_waivers_release, JOB_IDS.claims_poaches],
      next: (t) => (Math.floor(t / TICK) + 1) * TICK,
      run: (now) => timed('poaches', async () => [...(await runReleasedWaiverJob(deps, now)), ...(await runPoachJob(deps, now))]),
    },
  ];
}

import { getSeason, JOB_IDS } from '@league/shared-rules';
import { createDraftDeps } from '../features/draft/draft-context';
import { notifyDraftClocks } from '../features/draft/draft-notices';
import { createRosterDeps } from '../features/rosters/deps';
import { announceRestrictedFreeAgents, processRestrictedFreeAgency } from '../features/rosters/restricted-free-agency-calendar';
import { rollOverLeague } from '../features/rosters/season-rollover';
import { errorFields } from '../logger';
import type { ClaimsJobsDeps } from './claims-jobs';
import type { ScheduledJob } from './scheduler';

const HOUR = 3600;

/**
 * The season rollover (job 43, generate_rosters, with the tag resets 55 and 56 and the FAAB reset): every
 * hosted league carried into the season of `now` — rosters, contracts, tag resets, every team's FAAB back
 * to the league's, next drafts' picks ({@link rollOverLeague}). Safe to run
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
  // the tag resets (player tags, restricted free agency tags) are part of each league's rollover: one result
  const result = { succ: failures.length === 0, reason: failures.length ? `failed: ${failures.join(', ')}` : null, timestamp: now };
  await deps.repos.nfl.recordJob({ job_id: JOB_IDS.generate_rosters, name: 'Generate Rosters', ...result });
  await deps.repos.nfl.recordJob({ job_id: JOB_IDS.reset_player_tags, name: 'Reset Player Tags', ...result });
  await deps.repos.nfl.recordJob({ job_id: JOB_IDS.reset_restricted_free_agency_tags, name: 'Reset Restricted Free Agency Tags', ...result });
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

/** How often the draft clock is looked at: hourly windows open on whole hours, a multiple of this. */
const DRAFT_CLOCK_EVERY = 300;

/**
 * The draft clock (job 40, notifications_draft): tells the owner of each pick whose window has
 * opened that it is on the clock (a private notice, once per pick — its key is the claim).
 */
export async function runDraftClockJob(deps: ClaimsJobsDeps, now: number): Promise<string[]> {
  const failures: string[] = [];
  try {
    const written = await notifyDraftClocks(createDraftDeps(deps.repos, () => now), now);
    if (written) deps.logger.info('draft clock notices', { written });
  } catch (err) {
    failures.push(err instanceof Error ? err.message : String(err));
    deps.logger.error('draft clock failed', errorFields(err));
  }
  await deps.repos.nfl.recordJob({
    job_id: JOB_IDS.notifications_draft, name: 'Draft Notifications', succ: failures.length === 0,
    reason: failures.length ? `failed: ${failures.join(', ')}` : null, timestamp: now,
  });
  return failures;
}

/**
 * The season jobs for the scheduler: the rollover at each season end (spec §4: the year rolls over at
 * season end), caught up at start for the current season (a server that was down at season end, or a
 * fresh database); restricted free agency at the top of every hour (its announcement and processing hours
 * are whole New York hours); the draft clock every five minutes (hourly windows open on whole hours).
 */
export function seasonJobs(deps: ClaimsJobsDeps): ScheduledJob[] {
  return [
    {
      key: 'season-rollover', name: 'Generate Rosters', jobIds: [JOB_IDS.generate_rosters, JOB_IDS.reset_player_tags, JOB_IDS.reset_restricted_free_agency_tags],
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
    {
      key: 'draft-clock', name: 'Draft Notifications', jobIds: [JOB_IDS.notifications_draft],
      next: (t) => (Math.floor(t / DRAFT_CLOCK_EVERY) + 1) * DRAFT_CLOCK_EVERY,
      run: (now) => runDraftClockJob(deps, now),
    },
  ];
}

import { getSeason, JOB_IDS } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { finalizeStatsWeek } from '../features/stats-ingest/ingest';
import { finalizeWeek } from '../features/season-play/finalize-week';
import { computeOdds } from '../features/season-play/odds';
import { errorFields, type Logger } from '../logger';
import type { ScheduledJob } from './scheduler';

const HOUR = 3600;

export interface SeasonPlayJobsDeps {
  repos: Repositories;
  logger: Logger;
  clock?: () => Date;
}

/**
 * Weeks of the current season that are over by `now` and not final in the league: week w is over
 * once week w + 1 has begun and every NFL game of week w has been played to the end (final, or live
 * with the clock at 0 — the ingest marks them final when the week is finalized). A week with a game
 * not played (no results yet) or without game states at all is left alone, and so are the weeks after it.
 */
async function weeksToFinalize(repos: Repositories, lid: number, now: number): Promise<number[]> {
  const season = getSeason(now);
  if (season.week < 2) return [];
  const record = await repos.seasonPlay.findSeason(lid, season.year);
  const done = new Set(record?.weeks_final ?? []);
  const out: number[] = [];
  for (let week = 1; week < season.week && week <= season.finalWeek; week++) {
    if (done.has(week)) continue;
    const games = await repos.stats.gameStates(season.year, week);
    const played = (g: { status: string; seconds_remaining: number }) => g.status === 'final' || (g.status === 'live' && g.seconds_remaining === 0);
    if (games.length === 0 || !games.every(played)) break;
    out.push(week);
  }
  return out;
}

/**
 * The week-finalization job (60, finalize_week) and, after it, the odds job (59,
 * calculate_playoff_odds): every hosted league's finished weeks are finalized in order (lineups
 * snapshotted, scored, results and playoffs written), then its odds simulated again (10,000 seasons);
 * a scheduled season with no final week yet has its odds simulated on every run. Safe to rerun:
 * finalized weeks are skipped.
 */
export async function runSeasonPlayJobs(deps: SeasonPlayJobsDeps, now: number): Promise<{ finalized: number; odds: number }> {
  const failures = { finalize: [] as string[], odds: [] as string[] };
  let finalized = 0;
  let odds = 0;
  const { year } = getSeason(now);
  for (const lid of await deps.repos.leagues.hostedIds()) {
    let changed = false;
    try {
      for (const week of await weeksToFinalize(deps.repos, lid, now)) {
        await finalizeStatsWeek(deps.repos, year, week, now);
        await finalizeWeek(deps.repos, lid, year, week, now);
        finalized++;
        changed = true;
        deps.logger.info('week finalized', { lid, year, week });
      }
    } catch (err) {
      failures.finalize.push(`league ${lid}`);
      deps.logger.error('week finalization failed', { lid, ...errorFields(err) });
    }
    // before the first final week lineups still change, so the odds are simulated again each run
    const preseason = !changed && (await deps.repos.seasonPlay.findSeason(lid, year))?.weeks_final.length === 0 && (await deps.repos.seasonPlay.matchups(lid, year, 1)).length > 0;
    if (!changed && !preseason) continue;
    try {
      if ((await computeOdds(deps.repos, lid, year, now)).length) odds++;
    } catch (err) {
      failures.odds.push(`league ${lid}`);
      deps.logger.error('playoff odds failed', { lid, ...errorFields(err) });
    }
  }
  const record = (jobId: number, name: string, failed: string[]) => deps.repos.nfl.recordJob({
    job_id: jobId, name, succ: failed.length === 0, reason: failed.length ? `failed: ${failed.join(', ')}` : null, timestamp: now,
  });
  await record(JOB_IDS.finalize_week, 'Finalize Week', failures.finalize);
  if (odds || failures.odds.length) await record(JOB_IDS.calculate_playoff_odds, 'Calculate Playoff Odds', failures.odds);
  return { finalized, odds };
}

/**
 * The season-play jobs for the scheduler: at the top of every hour, and at start for the current hour (a
 * server that was down catches up): finished weeks finalized, then the playoff odds simulated.
 */
export function seasonPlayJobs(deps: SeasonPlayJobsDeps): ScheduledJob[] {
  return [
    {
      key: 'season-play', name: 'Finalize Week', jobIds: [JOB_IDS.finalize_week, JOB_IDS.calculate_playoff_odds],
      next: (t) => (Math.floor(t / HOUR) + 1) * HOUR,
      previous: (t) => Math.floor(t / HOUR) * HOUR,
      run: async (now) => {
        await runSeasonPlayJobs(deps, now);
      },
    },
  ];
}

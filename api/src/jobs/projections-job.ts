import { toLeagueTime } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { runOwnProjections } from '../features/projections/own-source';
import type { Logger } from '../logger';
import type { ScheduledJob } from './scheduler';

/**
 * 06:00 New York of the day `days` after the day of `t`: after the night's stat ingest and before the
 * day's games. Set as a wall-clock hour, not added hours: a daylight-saving day is 23 or 25 hours long.
 */
const sixAm = (t: number, days = 0) => toLeagueTime(t).startOf('day').add(days, 'day').hour(6).unix();

/**
 * The own projection source, daily at 06:00 New York and at start (the catch-up slot: a first start
 * projects at once). Main schedules it after the first-start stat lines are in.
 */
export function projectionsJob(deps: { repos: Repositories; logger: Logger }): ScheduledJob {
  return {
    key: 'own-projections',
    name: 'Project Players (League Model)',
    // the spec's projection job ids name outside sources; the own model reports under none of them
    jobIds: [],
    next: (t) => (sixAm(t) > t ? sixAm(t) : sixAm(t, 1)),
    previous: (t) => (sixAm(t) <= t ? sixAm(t) : sixAm(t, -1)),
    run: async (now) => {
      const result = await runOwnProjections(deps.repos, now);
      deps.logger.info('own projections', { ...result });
    },
  };
}

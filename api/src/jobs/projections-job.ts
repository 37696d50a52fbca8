import { toLeagueTime } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { runOwnProjections } from '../features/projections/own-source';
import type { Logger } from '../logger';
import type { ScheduledJob } from './scheduler';

/** 06:00 New York of the day of `t`: after the night's stat ingest and before the day's games. */
const sixAm = (t: number) => toLeagueTime(t).startOf('day').add(6, 'hours').unix();

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
    next: (t) => {
      const today = sixAm(t);
      return today > t ? today : toLeagueTime(t).startOf('day').add(1, 'day').add(6, 'hours').unix();
    },
    previous: (t) => {
      const today = sixAm(t);
      return today <= t ? today : toLeagueTime(t).startOf('day').subtract(1, 'day').add(6, 'hours').unix();
    },
    run: async (now) => {
      const result = await runOwnProjections(deps.repos, now);
      deps.logger.info('own projections', { ...result });
    },
  };
}

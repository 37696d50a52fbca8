import type { JobScheduler } from '../jobs/scheduler';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Repositories } from '../db/repositories';
import type { Sessions } from '../features/auth/sessions';
import type { AuctionControl } from '../features/auction/auction-control';
import type { DataViewQueryService } from '../features/data-views/query-service';
import type { PoolPoints } from '../features/projections/pool-points';

/** What every route module receives: settings, logging, data access and the clock. */
export interface AppContext {
  config: Config;
  logger: Logger;
  repos: Repositories;
  /** Issues and checks tokens against the users' token versions. */
  sessions: Sessions;
  /** Injected so tests and rules get a controllable "now". */
  clock: () => Date;
  /** Which database the server runs on (GET /status). */
  dbKind: 'embedded' | 'external';
  /** The live auction rooms of this instance (set once the realtime module is attached). */
  auction?: AuctionControl;
  /** The job scheduler of this process (set by main once jobs are scheduled): a commissioner's "run now". */
  jobs?: JobScheduler;
  /** The data-view query queue of this process, shared by POST /data-views/query and `/ws` (set by createServer). */
  dataViews?: DataViewQueryService;
  /**
   * The pool's projected points per league, kept per process (features/projections/pool-points.ts): one copy for
   * GET /leagues/:lid/projections/points and the data views' projections family (set by createServer).
   */
  poolPoints?: PoolPoints;
}

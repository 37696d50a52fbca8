import type { StatusResponse } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { importsInProgress } from '../../import/run-import';
import { createJobRunsRepository } from '../../db/repositories/job-runs.repository';

/** How many of the newest job runs the status answers. */
export const STATUS_RUNS = 100;
const jobRuns = createJobRunsRepository();

/** GET /status: last run of each background job, the scheduler's newest runs and next times, each imported dataset, and the database kind. */
export async function getStatus(repos: Repositories, dbKind: 'embedded' | 'external'): Promise<StatusResponse> {
  const [jobs, imports, runs, schedule] = await Promise.all([repos.nfl.listJobs(), repos.nfl.listImports(), jobRuns.recent(STATUS_RUNS), jobRuns.schedule()]);
  return {
    db: dbKind,
    jobs,
    runs,
    schedule: schedule.map(({ job, name, job_ids, next_at }) => ({ job, name, job_ids, next_at })),
    imports: imports.map(({ dataset, version, rows, imported_at, ms }) => ({ dataset, version, rows, imported_at, ms })),
    importing: importsInProgress(),
  };
}

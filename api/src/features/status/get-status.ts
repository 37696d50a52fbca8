import type { StatusResponse } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { importsInProgress } from '../../import/run-import';

/** GET /status: last run of each background job, each imported dataset, and the database kind. */
export async function getStatus(repos: Repositories, dbKind: 'embedded' | 'external'): Promise<StatusResponse> {
  const [jobs, imports] = await Promise.all([repos.nfl.listJobs(), repos.nfl.listImports()]);
  return {
    db: dbKind,
    jobs,
    imports: imports.map(({ dataset, version, rows, imported_at, ms }) => ({ dataset, version, rows, imported_at, ms })),
    importing: importsInProgress(),
  };
}

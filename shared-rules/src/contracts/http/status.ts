import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';

/** One background job's last run (spec §3 "Background jobs"). */
export const JobStatusSchema = z.object({
  job_id: z.number().int(),
  name: z.string(),
  succ: z.boolean(),
  reason: z.string().nullable(),
  /** Unix seconds of the last run. */
  timestamp: z.number().int(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** One imported dataset (see api/src/import). */
export const ImportStatusSchema = z.object({
  dataset: z.string(),
  version: z.number().int(),
  rows: z.number().int(),
  /** Unix seconds. */
  imported_at: z.number().int(),
  ms: z.number().int(),
});
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const StatusResponseSchema = z.object({
  db: z.enum(['embedded', 'external']),
  jobs: z.array(JobStatusSchema),
  imports: z.array(ImportStatusSchema),
  /** Datasets loading right now (play-by-play loads after the server starts). */
  importing: z.array(z.string()),
});
export type StatusResponse = z.infer<typeof StatusResponseSchema>;

/** GET /status — background job status list plus data import status. */
export const getStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/status',
  response: StatusResponseSchema,
  docs: {
    summary: 'Server status',
    description: 'The api\'s health: database kind, data import progress and the last runs of scheduled jobs.',
    access: 'visitor',
  },
});

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

/** One run of a scheduled job (the scheduler's record; at most one per job and scheduled instant). */
export const JobRunSchema = z.object({
  /** The scheduled job's key, e.g. `waivers`. */
  job: z.string(),
  name: z.string(),
  /** The spec's job ids (spec §3 Background jobs) the run reports under. */
  job_ids: z.array(z.number().int()),
  /** The instant it was scheduled for (unix seconds). */
  slot: z.number().int(),
  started: z.number().int(),
  /** Null while it runs. */
  ended: z.number().int().nullable(),
  succ: z.boolean().nullable(),
  reason: z.string().nullable(),
  /** The api process that ran it. */
  instance: z.string(),
  /** Run on demand by a commissioner (user id), else null. */
  requested_by: z.number().int().nullable(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

/** When a scheduled job runs next (null: not again). */
export const JobNextRunSchema = z.object({
  job: z.string(),
  name: z.string(),
  job_ids: z.array(z.number().int()),
  next_at: z.number().int().nullable(),
});
export type JobNextRun = z.infer<typeof JobNextRunSchema>;

export const StatusResponseSchema = z.object({
  db: z.enum(['embedded', 'external']),
  jobs: z.array(JobStatusSchema),
  /** The newest runs of the scheduled jobs, newest first. */
  runs: z.array(JobRunSchema).optional(),
  /** Each scheduled job's next run. */
  schedule: z.array(JobNextRunSchema).optional(),
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
    description: 'The api\'s health: database kind, data imports (dataset, version, rows, when) and those still loading, the last run of each background job by job id, the newest runs of the scheduled jobs (start, end, result, failures, which process, on demand by whom) and when each runs next. No secrets.',
    access: 'visitor',
  },
});

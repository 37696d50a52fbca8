import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * One run of a scheduled job (the scheduler, api/src/jobs/scheduler.ts). `slot` is the instant the run
 * was scheduled for; (job, slot) is unique, so inserting the run is the lock: of several api processes
 * whose timers fire for the same slot, the one whose insert lands runs the job and the others skip it.
 */
export interface JobRunDoc {
  /** The scheduled job's key, e.g. `waivers`. */
  job: string;
  name: string;
  /** The JOB_IDS the run reports under (spec §3 Background jobs). */
  job_ids: number[];
  /** Scheduled instant (unix seconds). */
  slot: number;
  started: number;
  ended: number | null;
  succ: boolean | null;
  reason: string | null;
  /** Which api process ran it (host:pid). */
  instance: string;
  /** Run on demand by this user (a commissioner's "run now"), else null. */
  requested_by: number | null;
}

const runSchema = new Schema(
  {
    job: { type: String, required: true },
    name: { type: String, required: true },
    job_ids: { type: [Number], default: [] },
    slot: { type: Number, required: true },
    started: { type: Number, required: true },
    ended: { type: Number, default: null },
    succ: { type: Boolean, default: null },
    reason: { type: String, default: null },
    instance: { type: String, required: true },
    requested_by: { type: Number, default: null },
  },
  { collection: 'job_runs', versionKey: false },
);
runSchema.index({ job: 1, slot: 1 }, { unique: true });
runSchema.index({ started: -1 });

export const JobRunModel = defineModel<JobRunDoc>('JobRun', runSchema);

/** When each scheduled job runs next, as the process that armed it last computed it (GET /status). */
export interface JobScheduleDoc {
  job: string;
  name: string;
  job_ids: number[];
  next_at: number | null;
  updated: number;
}

const scheduleSchema = new Schema(
  {
    job: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    job_ids: { type: [Number], default: [] },
    next_at: { type: Number, default: null },
    updated: { type: Number, required: true },
  },
  { collection: 'job_schedule', versionKey: false },
);

export const JobScheduleModel = defineModel<JobScheduleDoc>('JobSchedule', scheduleSchema);

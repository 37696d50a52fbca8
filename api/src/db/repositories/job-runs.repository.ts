import { JobRunModel, JobScheduleModel, type JobRunDoc, type JobScheduleDoc } from '../models/job-run.model';
import { plain } from './duplicate-key';

/** Runs of scheduled jobs and their next times (the scheduler's lock and the status page's history). */
export interface JobRunsRepository {
  /**
   * Claims the run of `job` at `slot`: true when this call wrote it (the caller runs the job), false when
   * a run of that slot exists (another process has it, or it ran).
   */
  claim(run: Omit<JobRunDoc, 'ended' | 'succ' | 'reason'>): Promise<boolean>;
  finish(job: string, slot: number, result: { ended: number; succ: boolean; reason: string | null }): Promise<void>;
  setNext(doc: JobScheduleDoc): Promise<void>;
  /** The newest runs, newest first (optionally of one job). */
  recent(limit: number, job?: string): Promise<JobRunDoc[]>;
  schedule(): Promise<JobScheduleDoc[]>;
}

export function createJobRunsRepository(): JobRunsRepository {
  return {
    async claim(run) {
      try {
        await JobRunModel.create([{ ...run, ended: null, succ: null, reason: null }]);
        return true;
      } catch (err) {
        if ((err as { code?: number })?.code === 11000) return false;
        throw err;
      }
    },
    async finish(job, slot, result) {
      await JobRunModel.updateOne({ job, slot }, { $set: result });
    },
    async setNext(doc) {
      await JobScheduleModel.updateOne({ job: doc.job }, { $set: doc }, { upsert: true });
    },
    async recent(limit, job) {
      const rows = await JobRunModel.find(job ? { job } : {}).sort({ started: -1, slot: -1 }).limit(limit).lean();
      return rows.map((r) => plain<JobRunDoc>(r));
    },
    async schedule() {
      const rows = await JobScheduleModel.find({}).sort({ job: 1 }).lean();
      return rows.map((r) => plain<JobScheduleDoc>(r));
    },
  };
}

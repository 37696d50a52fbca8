/// <reference lib="webworker" />
import { computeValues, type StartingSlots, type ValuesRequest } from '@league/shared-rules';
import { lineupContribution, projectLineups, type LineupRoster } from './projected-lineups';

/** A job of the worker; `run` is exported for tests (jsdom has no Worker). */
export type WorkerJob =
  | { kind: 'values'; request: ValuesRequest }
  | { kind: 'lineups'; rosters: LineupRoster[]; weekly: Record<string, number[]>; slots: StartingSlots; weeks: number }
  | {
      kind: 'contribution';
      roster: LineupRoster;
      player: { pid: string; pos: string };
      weekly: Record<string, number[]>;
      slots: StartingSlots;
      currentWeek: number;
      weeks: number;
    };

export function runWorkerJob(job: WorkerJob) {
  if (job.kind === 'values') return computeValues(job.request);
  if (job.kind === 'lineups') return projectLineups(job.rosters, job.weekly, job.slots, job.weeks);
  return lineupContribution(job.roster, job.player, job.weekly, job.slots, job.currentWeek, job.weeks);
}

/**
 * The values recompute and the lineup projection off the UI thread (spec §4; issue #12: the page stays
 * responsive while the whole pool is valued). One message in ({ id, job }), one out ({ id, result } or
 * { id, error }).
 */
self.onmessage = (event: MessageEvent<{ id: number; job: WorkerJob }>) => {
  const { id, job } = event.data;
  try {
    self.postMessage({ id, result: runWorkerJob(job) });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};

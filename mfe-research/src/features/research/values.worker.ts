/// <reference lib="webworker" />
import type { StartingSlots } from '@league/shared-rules';
import { computeValues, type ValuesRequest } from './projection-values';
import { projectLineups, type LineupRoster } from './projected-lineups';

export type WorkerJob =
  | { kind: 'values'; request: ValuesRequest }
  | { kind: 'lineups'; rosters: LineupRoster[]; weekly: Record<string, number[]>; slots: StartingSlots; weeks: number };

/**
 * The values recompute and the lineup projection off the UI thread (spec §4; issue #12: the page stays
 * responsive while the whole pool is valued). One message in ({ id, job }), one out ({ id, result } or
 * { id, error }).
 */
self.onmessage = (event: MessageEvent<{ id: number; job: WorkerJob }>) => {
  const { id, job } = event.data;
  try {
    const result = job.kind === 'values' ? computeValues(job.request) : projectLineups(job.rosters, job.weekly, job.slots, job.weeks);
    self.postMessage({ id, result });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};

/// <reference lib="webworker" />
import { computeValues, type StartingSlots, type ValuesRequest } from '@league/shared-rules';
import type { ProjectionRow } from '@league/shared-rules/contracts';
import { lineupContribution, projectLineups, type LineupRoster } from './projected-lineups';

/** A job of the worker; `run` is exported for tests (jsdom has no Worker). */
export type WorkerJob =
  /** The pool's rows, sent once per pool: a weight or roster change then sends only the rest of the request. */
  | { kind: 'pool'; key: number; rows: readonly ProjectionRow[] }
  | { kind: 'values'; pool: number; request: Omit<ValuesRequest, 'rows'> }
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

/** The pools this worker holds, newest last (two: a page's and a drawer's request may interleave). */
const pools = new Map<number, readonly ProjectionRow[]>();
const KEPT_POOLS = 2;

export function runWorkerJob(job: WorkerJob) {
  if (job.kind === 'pool') {
    pools.set(job.key, job.rows);
    if (pools.size > KEPT_POOLS) pools.delete(pools.keys().next().value!);
    return null;
  }
  if (job.kind === 'values') {
    const rows = pools.get(job.pool);
    if (!rows) throw new Error(`values pool ${job.pool} is not in this worker`);
    return computeValues({ ...job.request, rows });
  }
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

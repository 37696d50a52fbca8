import type { StartingSlots } from '@league/shared-rules';
import type { Notice } from '@league/shared-rules/contracts';
import type { ValuesRequest, ValuesResult } from '@league/shared-rules';
import type { ContributionWeek, LineupRoster, ProjectedLineups } from './projected-lineups';
import type { WorkerJob } from './values.worker';
import { createValuesWorker } from './values-worker-factory';

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
/** The rows the running worker holds, and their key (see requestValues). */
let sent: { rows: ValuesRequest['rows']; key: number } | null = null;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  const w = createValuesWorker();
  sent = null;
  w.onmessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    if (event.data.error !== undefined) p.reject(new Error(event.data.error));
    else p.resolve(event.data.result);
  };
  w.onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || 'values worker failed'));
    pending.clear();
  };
  worker = w;
  return w;
}

/**
 * Values the pool in the worker with the spec's progress notice ('Calculating values', §4). Only the
 * latest request of a caller matters, so callers drop answers that arrive after a newer request.
 */
export function requestValues(request: ValuesRequest, notify?: (notice: Notice) => void): Promise<ValuesResult> {
  notify?.({ message: 'Calculating values', severity: 'info' });
  const { rows, ...rest } = request;
  // the pool's rows (thousands) cross to the worker once; a weight or roster change sends the rest only
  getWorker();
  if (sent?.rows !== rows) {
    sent = { rows, key: nextId };
    // answered with null; a failure shows in the values request that follows it
    post({ kind: 'pool', key: sent.key, rows }).catch(() => undefined);
  }
  return post({ kind: 'values', pool: sent.key, request: rest });
}

/** Projects every roster's lineups for the remaining weeks in the worker ('Projecting Lineups', §4). */
export function requestLineups(
  rosters: LineupRoster[],
  weekly: Record<string, number[]>,
  slots: StartingSlots,
  weeks: number,
  notify?: (notice: Notice) => void,
): Promise<ProjectedLineups> {
  notify?.({ message: 'Projecting Lineups', severity: 'info' });
  return post({ kind: 'lineups', rosters, weekly, slots, weeks });
}

/** The player's contribution to a roster's projected lineups, in the worker ('Projecting Lineups', §4). */
export function requestContribution(
  job: Omit<Extract<WorkerJob, { kind: 'contribution' }>, 'kind'>,
  notify?: (notice: Notice) => void,
): Promise<ContributionWeek[]> {
  notify?.({ message: 'Projecting Lineups', severity: 'info' });
  return post({ kind: 'contribution', ...job });
}

function post<T>(job: WorkerJob): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    getWorker().postMessage({ id, job });
  });
}

/** Ends the worker (tests; a remote unmounting for good). */
export function stopValuesWorker(): void {
  worker?.terminate();
  worker = null;
  sent = null;
  for (const p of pending.values()) p.reject(new Error('values worker stopped'));
  pending.clear();
}

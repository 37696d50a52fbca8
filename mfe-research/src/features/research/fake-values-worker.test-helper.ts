import { runWorkerJob, type WorkerJob } from './values.worker';

/**
 * What tests put in place of values-worker-factory.ts (jsdom has no Worker): a fake that answers like
 * values.worker.ts does, with the real computation, one tick later. Use it from a jest.mock factory:
 * `jest.mock('…/values-worker-factory', () => jest.requireActual('…/fake-values-worker.test-helper').fakeValuesWorkerFactory)`.
 */
/** Every job the fakes were given, oldest first (tests read what was asked; clear it with `length = 0`). */
export const postedJobs: WorkerJob[] = [];

export const fakeValuesWorkerFactory = {
  canRunValuesWorker: () => true,
  createValuesWorker: () => {
    const worker = {
      onmessage: null as ((e: { data: unknown }) => void) | null,
      onerror: null,
      terminate: () => undefined,
      postMessage: ({ id, job }: { id: number; job: WorkerJob }) => {
        postedJobs.push(job);
        const result = runWorkerJob(job);
        setTimeout(() => worker.onmessage?.({ data: { id, result } }), 0);
      },
    };
    return worker;
  },
};

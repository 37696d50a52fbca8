/**
 * The one place that names the worker's module: rspack bundles `new Worker(new URL(…, import.meta.url))`
 * as a chunk of its own. Tests replace this module (jsdom has no Worker).
 */
export function createValuesWorker(): Worker {
  return new Worker(new URL('./values.worker.ts', import.meta.url), { type: 'module', name: 'values' });
}

/** Whether this browser can run the worker (jsdom cannot; tests that replace this module say so). */
export function canRunValuesWorker(): boolean {
  return typeof Worker !== 'undefined';
}

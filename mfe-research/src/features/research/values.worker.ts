/// <reference lib="webworker" />
import { computeValues, type ValuesRequest } from './projection-values';

/**
 * The values recompute off the UI thread (spec §4; issue #12: the page stays responsive while the
 * whole pool is valued). One message in ({ id, request }), one out ({ id, values } or { id, error }).
 */
self.onmessage = (event: MessageEvent<{ id: number; request: ValuesRequest }>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, values: computeValues(request) });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};

import express, { type Router } from 'express';
import type { Metrics } from './metrics';

export interface OpsDeps {
  metrics: Metrics;
  /** Rejects when the database does not answer. */
  ping: () => Promise<void>;
  /** Startup work (indexes, imports) is done and the server is not shutting down. */
  serving: () => 'starting' | 'ready' | 'stopping';
}

/**
 * Probes and metrics for operators and the proxy, outside `/api` (no auth, no CORS, no JSON
 * contract): GET /healthz is liveness (the process answers), GET /readyz is readiness (route
 * traffic here: database reachable, startup done, not draining), GET /metrics is Prometheus text.
 */
export function opsRoutes(deps: OpsDeps): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const state = deps.serving();
    if (state !== 'ready') {
      res.status(503).json({ status: state });
      return;
    }
    try {
      await deps.ping();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });
  router.get('/metrics', async (_req, res) => {
    res.set('Content-Type', deps.metrics.registry.contentType).set('Cache-Control', 'no-store');
    res.send(await deps.metrics.registry.metrics());
  });
  return router;
}

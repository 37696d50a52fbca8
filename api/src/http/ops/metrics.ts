import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The api's Prometheus metrics, one registry per server (two servers in one test process never
 * share counters). Route labels are Express route patterns (`/api/leagues/:leagueId`), never raw
 * paths, so the label set stays small.
 */
export function createMetrics(options: { connections: () => number; defaults?: boolean }) {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'websocket_connections',
    help: 'Open websocket connections on this process',
    registers: [registry],
    collect() {
      this.set(options.connections());
    },
  });
  const commands = new Counter({
    name: 'auction_commands_total',
    help: 'Realtime messages handled, by message type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const dbDuration = new Histogram({
    name: 'db_command_duration_seconds',
    help: 'Database command latency by command and outcome (driver command monitoring)',
    labelNames: ['command', 'ok'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Scheduled job run time by job',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });

  /** Times every request; the route is known once Express has matched it (at `finish`). */
  const httpTimer: RequestHandler = (req, res, next) => {
    const end = httpDuration.startTimer();
    res.on('finish', () => {
      const pattern = req.route?.path as string | undefined;
      // An error unwinds the routers and resets req.baseUrl; `routeBase` kept it (see below).
      const base = req.baseUrl || ((res.locals.routeBase as string | undefined) ?? '');
      const route = pattern ? `${base}${pattern}` : res.statusCode === 404 ? 'unmatched' : 'static';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };

  /** Mounted where routers are (`/api`): remembers the mount path for the route label. */
  const routeBase: RequestHandler = (req, res, next) => {
    res.locals.routeBase = req.baseUrl;
    next();
  };

  return {
    registry,
    httpTimer,
    routeBase,
    command: (type: string) => commands.inc({ type }),
    dbCommand: (command: string, seconds: number, ok: boolean) => dbDuration.observe({ command, ok: String(ok) }, seconds),
    jobRun: (job: string, outcome: 'ok' | 'failed', seconds: number) => {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

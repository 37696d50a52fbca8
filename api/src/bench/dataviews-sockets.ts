import type { ServerMessage } from '@league/shared-rules/contracts';
import { WsTestClient } from '../realtime/ws-test-client';
import type { TestApp } from '../test-support/boot';
import { DEFAULT_QUEUE_LIMITS } from '../features/data-views/query-queue';
import { BENCH_TABLE_STATE } from './dataviews-states';
import { directRun } from './dataviews-direct';
import type { BenchRow } from './run';

const SOCKETS = 20;
/** Issue #13: 20 concurrent view requests, none answered after more than 3 s. */
const MAX_MS = 3000;

/**
 * (c) 20 visitors' sockets each send a `data_view_request` for the 20-column view at the same moment. Rows:
 * how many got a result, how many were told a queue position, the slowest answer (send → result). Floor:
 * the same 20 views run directly on the database, as many at a time as the queue runs (its concurrency).
 */
export async function socketsRows(app: TestApp, year: number): Promise<BenchRow[]> {
  const clients = await Promise.all(Array.from({ length: SOCKETS }, () => WsTestClient.connect(app.url, 1)));
  try {
    const started = performance.now();
    const answers = clients.map((c, i) => {
      const requestId = `bench-${i}`;
      const mine = (m: ServerMessage) => (m as { requestId?: string }).requestId === requestId;
      const done = c.waitFor((m) => mine(m) && (m.type === 'data_view_result' || m.type === 'data_view_error'), 120_000).then((m) => ({ m, ms: performance.now() - started }));
      c.send({ type: 'data_view_request', requestId, tableState: BENCH_TABLE_STATE, limit: 100 });
      return done.then(({ m, ms }) => ({ ok: m.type === 'data_view_result', ms, positions: c.messages.filter((x) => mine(x) && x.type === 'data_view_position').length }));
    });
    const results = await Promise.all(answers);
    const answered = results.filter((r) => r.ok).length;
    const told = results.filter((r) => r.positions > 0).length;
    const slowest = Math.max(...results.map((r) => r.ms));

    const run = directRun(BENCH_TABLE_STATE, year);
    const t = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < SOCKETS) {
        next++;
        await run();
      }
    };
    await Promise.all(Array.from({ length: DEFAULT_QUEUE_LIMITS.concurrency }, worker));
    const floorMs = performance.now() - t;
    return [
      { metric: `/ws: ${SOCKETS} concurrent view requests answered`, value: answered, unit: 'requests', target: `= ${SOCKETS}`, pass: answered === SOCKETS, check: true },
      { metric: '/ws: requests told their queue position', value: told, unit: 'requests', target: `= ${SOCKETS}`, pass: told === SOCKETS, check: true },
      {
        metric: `/ws: slowest of ${SOCKETS} concurrent view requests`,
        value: slowest,
        unit: 'ms',
        target: `< ${MAX_MS}`,
        pass: slowest < MAX_MS,
        floor: { metric: `the ${SOCKETS} views run directly, ${DEFAULT_QUEUE_LIMITS.concurrency} at a time, all done`, value: floorMs, unit: 'ms' },
      },
    ];
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

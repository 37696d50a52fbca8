import { once } from 'node:events';
import { createLogger } from '../../logger';
import { WsTestClient } from '../../realtime/ws-test-client';
import { createServer } from '../../server';
import { bootTestApp, type TestApp } from '../../test-support/boot';

const clock = () => new Date(Date.UTC(2025, 8, 7, 18));
let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp({ clock });
});
afterAll(() => app.stop());

describe('probes and metrics', () => {
  it('/healthz answers while the process lives; /readyz only once startup is done', async () => {
    expect(await app.api('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await app.api('/readyz')).toMatchObject({ status: 503, body: { status: 'starting' } });
    app.server.markReady();
    expect(await app.api('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('/metrics has request latency by route pattern, database commands, websockets, auction commands and job runs', async () => {
    await app.api('/api/leagues/12345');
    await app.api('/api/leagues/0');
    const ws = await WsTestClient.connect(app.url, 999);
    await ws.waitFor((m) => m.type === 'error');
    app.server.metrics.jobRun('waivers', 'ok', 0.2);
    const res = await fetch(`${app.url}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    // one label set per route pattern and status, never the raw path
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/leagues/:leagueId",status="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/leagues/:leagueId",status="404"} 1');
    expect(text).not.toContain('12345');
    expect(text).toMatch(/db_command_duration_seconds_count\{command="find",ok="true"\} \d+/);
    expect(text).toContain('# TYPE websocket_connections gauge');
    expect(text).toContain('# TYPE auction_commands_total counter');
    expect(text).toContain('job_runs_total{job="waivers",outcome="ok"} 1');
    await ws.close();
  });
});

describe('graceful shutdown', () => {
  it('turns unready, closes websockets with 1001 and finishes within the 10 s budget', async () => {
    const other = createServer({ config: app.config, logger: createLogger('silent'), repos: app.repos, dbKind: 'embedded', clock });
    const url = await other.start(0, '127.0.0.1');
    other.markReady();
    const client = await WsTestClient.connect(url, 1);
    const closed = once(client.ws, 'close') as Promise<[number, Buffer]>;
    const t0 = performance.now();
    const closing = other.close();
    const [code] = await closed;
    await closing;
    expect(code).toBe(1001);
    expect(performance.now() - t0).toBeLessThan(10_000);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});

import { DataViewQueryResultSchema, type ServerMessage, type ServerMessageOf } from '@league/shared-rules/contracts';
import { loadEngineFixture } from '../features/data-views/engine/engine-fixture.test-helper';
import { createServer, type LeagueServer } from '../server';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { WsTestClient } from './ws-test-client';

/**
 * Data views on the server's query engine, end to end on the embedded database: POST /data-views/query and
 * `data_view_request` over /ws with its queue statuses, cancellation by a newer request, the time budget
 * and refusals. The engine's hand-made fixture (players AAAA…EEEE and their plays) sits beside the imported
 * players and the demo league.
 */
const NOW = new Date('2026-01-01T00:00:00Z');
let app: TestApp;
let slow: LeagueServer;
let slowUrl = '';

const tableState = {
  sort: [{ column_id: 'player_pass_yards_from_plays', desc: true }],
  prefix_columns: ['player_name'],
  columns: [{ column_id: 'player_position' }, { column_id: 'player_pass_yards_from_plays', params: { year: 2025 } }],
};

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
  await loadEngineFixture();
  // a second server on the same database whose budget no query can meet
  slow = createServer({ config: app.config, logger: app.server.ctx.logger, repos: app.repos, dbKind: 'embedded', clock: () => NOW, dataViews: { budgetMs: 1, cache: false } });
  slowUrl = await slow.start(0, '127.0.0.1');
}, 180_000);
afterAll(async () => {
  await slow.close();
  await app.stop();
});

const of = <T extends ServerMessage['type']>(c: WsTestClient, requestId: string, type: T) =>
  c.messages.filter((m): m is ServerMessageOf<T> => m.type === type && (m as { requestId?: string }).requestId === requestId);

describe('POST /data-views/query', () => {
  it('answers the first page of the view, sorted on the server, and the total', async () => {
    const res = await app.api('/api/data-views/query', { method: 'POST', body: { table_state: tableState, limit: 3 } });
    expect(res.status).toBe(200);
    const body = DataViewQueryResultSchema.parse(res.body);
    expect(body.rows[0]).toEqual({ pid: 'AAAA', cells: ['AAAA Player', 'QB', 40] });
    expect(body.rows).toHaveLength(3);
    expect(body.total).toBeGreaterThan(5000);
    const next = DataViewQueryResultSchema.parse((await app.api('/api/data-views/query', { method: 'POST', body: { table_state: tableState, offset: 3, limit: 3 } })).body);
    expect(next.rows.map((r) => r.pid)).not.toContain('AAAA');
  });

  it('refuses an invalid table state with 400 INVALID_PARAMS naming the field', async () => {
    const bad = { ...tableState, columns: [{ column_id: 'player_ktc_value' }] };
    const res = await app.api('/api/data-views/query', { method: 'POST', body: { table_state: bad } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PARAMS');
    expect(Object.keys(res.body.error.details)).toContain('table_state.columns.0.column_id');
    const param = { ...tableState, sort: [], columns: [{ column_id: 'player_age', params: { year: 2024 } }] };
    const res2 = await app.api('/api/data-views/query', { method: 'POST', body: { table_state: param } });
    expect(res2.status).toBe(400);
    expect(res2.body.error.message).toContain('table_state.columns.0.params.year');
  });

  it('cancels a query over the time budget with a statement timeout', async () => {
    const res = await fetch(`${slowUrl}/api/data-views/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ table_state: tableState }) });
    expect(res.status).toBe(504);
    const body = (await res.json()) as { error: unknown };
    expect(body.error).toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('statement timeout') });
  });

  it('lists the column catalogue with descriptions and parameters', async () => {
    const res = await app.api('/api/data-views/columns');
    expect(res.status).toBe(200);
    const yards = res.body.find((c: { column_id: string }) => c.column_id === 'player_pass_yards_from_plays');
    expect(yards).toMatchObject({ family: 'passing', type: 'number', params: ['year', 'seas_type', 'weeks', 'rate_type'], rate_types: ['per_game', 'per_pass_attempt', 'per_team_play', 'per_team_pass_play'] });
    expect(yards.description).toMatch(/yards/i);
  });
});

describe('data_view_request over /ws', () => {
  it('waits in the queue behind a running query, told its position, then runs', async () => {
    const one = createServer({ config: app.config, logger: app.server.ctx.logger, repos: app.repos, dbKind: 'embedded', clock: () => NOW, dataViews: { limits: { concurrency: 1, perCaller: 2, maxQueued: 5 } } });
    const url = await one.start(0, '127.0.0.1');
    try {
      // another caller's query holds the only slot until the test lets it go
      let release!: () => void;
      const held = one.ctx.dataViews!.queue.submit('someone-else', () => new Promise<void>((r) => (release = r)));
      const c = await WsTestClient.connect(url, 1);
      c.send({ type: 'data_view_request', requestId: 'w', tableState, limit: 1 });
      const waiting = await c.waitFor<ServerMessageOf<'data_view_position'>>((m) => m.type === 'data_view_position');
      expect(waiting).toMatchObject({ requestId: 'w', position: 1 });
      expect(of(c, 'w', 'data_view_result')).toEqual([]);
      release();
      await held;
      const result = await c.waitFor<ServerMessageOf<'data_view_result'>>((m) => m.type === 'data_view_result');
      expect(result.rows).toEqual([{ pid: 'AAAA', cells: ['AAAA Player', 'QB', 40] }]);
      expect(of(c, 'w', 'data_view_status').map((m) => m.status)).toEqual(['queued', 'running']);
      expect(of(c, 'w', 'data_view_position').map((m) => m.position)).toEqual([1, 0]);
      await c.close();
    } finally {
      await one.close();
    }
  });

  it('reports queued, running at position 0, then the result', async () => {
    const c = await WsTestClient.connect(app.url, 1);
    c.send({ type: 'data_view_request', requestId: 'r1', tableState, limit: 2 });
    const result = await c.waitFor<ServerMessageOf<'data_view_result'>>((m) => m.type === 'data_view_result');
    expect(result).toMatchObject({ requestId: 'r1', offset: 0, rows: [{ pid: 'AAAA', cells: ['AAAA Player', 'QB', 40] }, expect.anything()] });
    expect(of(c, 'r1', 'data_view_status').map((m) => m.status)).toEqual(['queued', 'running']);
    expect(of(c, 'r1', 'data_view_position').at(-1)?.position).toBe(0);
    await c.close();
  });

  it('answers the view\'s percentiles when asked, over HTTP and over /ws', async () => {
    const state = { ...tableState, columns: [...tableState.columns, { column_id: 'player_height' }] };
    const c = await WsTestClient.connect(app.url, 1);
    c.send({ type: 'data_view_request', requestId: 'p1', tableState: state, limit: 2, percentiles: true });
    const result = await c.waitFor<ServerMessageOf<'data_view_result'>>((m) => m.type === 'data_view_result' && m.requestId === 'p1');
    await c.close();
    const http = DataViewQueryResultSchema.parse((await app.api('/api/data-views/query', { method: 'POST', body: { table_state: state, limit: 2, percentiles: true } })).body);
    expect(result.percentiles).toEqual(http.percentiles);
    // name and position are text; the fixture's passers are all under the 14-attempt qualifier; every imported height counts
    expect(http.percentiles?.slice(0, 3)).toEqual([null, null, null]);
    expect(http.percentiles?.[3]).toMatchObject({ lower_is_better: false, p50: expect.any(Number) });
    expect(http.percentiles?.[3]?.n).toBeGreaterThan(1000);
  });

  it('a newer request from the same socket cancels the older one', async () => {
    const c = await WsTestClient.connect(app.url, 1);
    c.send({ type: 'data_view_request', requestId: 'old', tableState });
    c.send({ type: 'data_view_request', requestId: 'new', tableState, offset: 1, limit: 1 });
    const result = await c.waitFor<ServerMessageOf<'data_view_result'>>((m) => m.type === 'data_view_result');
    expect(result.requestId).toBe('new');
    expect(result.rows).toHaveLength(1);
    expect(of(c, 'old', 'data_view_status').map((m) => m.status)).toContain('cancelled');
    // give a stray answer to the old request the time to arrive: none does
    c.send({ type: 'keepalive' });
    await new Promise((r) => setTimeout(r, 200));
    expect(of(c, 'old', 'data_view_result')).toEqual([]);
    expect(of(c, 'old', 'data_view_error')).toEqual([]);
    await c.close();
  });

  it('answers an invalid table state with data_view_error naming the field', async () => {
    const c = await WsTestClient.connect(app.url, 1);
    c.send({ type: 'data_view_request', requestId: 'bad', tableState: { ...tableState, columns: [] } });
    const err = await c.waitFor<ServerMessageOf<'data_view_error'>>((m) => m.type === 'data_view_error');
    expect(err).toMatchObject({ requestId: 'bad', code: 'INVALID_PARAMS', message: expect.stringContaining('tableState.columns') });
    c.send({ type: 'data_view_request', requestId: 'param', tableState: { ...tableState, sort: [], columns: [{ column_id: 'player_name', params: { rate_type: 'per_game' } }] } });
    const err2 = await c.waitFor<ServerMessageOf<'data_view_error'>>((m) => m.type === 'data_view_error' && m.requestId === 'param');
    expect(err2.message).toContain('table_state.columns.0.params.rate_type');
    await c.close();
  });

  it('answers a query over its budget with data_view_error TIMEOUT mentioning a statement timeout', async () => {
    const c = await WsTestClient.connect(slowUrl, 1);
    c.send({ type: 'data_view_request', requestId: 't', tableState });
    const err = await c.waitFor<ServerMessageOf<'data_view_error'>>((m) => m.type === 'data_view_error');
    expect(err).toMatchObject({ requestId: 't', code: 'TIMEOUT', message: expect.stringContaining('statement timeout') });
    await c.close();
  });
});

import { DataViewListSchema, DataViewSchema, ErrorBodySchema } from '@league/shared-rules/contracts';
import { SYSTEM_DATA_VIEWS } from '../../features/data-views/seed-system-data-views';
import { bootTestApp, type TestApp } from '../../test-support/boot';

/** The data-views API over HTTP, on the real server and the embedded database. */
let app: TestApp;
let ann = '';
let bob = '';

async function register(username: string): Promise<string> {
  const res = await app.api('/api/auth/register', {
    method: 'POST',
    body: { email: `${username}@example.com`, username, password: 'league-demo-pass' },
  });
  expect(res.status).toBe(201);
  return res.body.token;
}

const view = {
  view_id: 'client-k2x9',
  view_name: 'Young Receivers',
  view_description: 'WRs by age',
  table_state: {
    sort: [{ column_id: 'player_age', desc: false }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_position' }, { column_id: 'player_age' }],
  },
};

beforeAll(async () => {
  app = await bootTestApp();
  ann = await register('ann');
  bob = await register('bob');
});
afterAll(() => app.stop());

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error.code).toBe(code);
}

describe('/api/data-views', () => {
  let annViewId = '';

  it('serves the seeded system views to a visitor', async () => {
    const res = await app.api('/api/data-views');
    expect(res.status).toBe(200);
    const views = DataViewListSchema.parse(res.body);
    expect([...views.map((v) => v.view_id)].sort()).toEqual(SYSTEM_DATA_VIEWS.map((v) => v.view_id).sort());
    expect(views.every((v) => v.view_username === 'system')).toBe(true);
  });

  it('needs a login to save', async () => {
    expectError(await app.api('/api/data-views', { method: 'POST', body: view }), 401, 'UNAUTHENTICATED');
  });

  it('rejects a view without columns', async () => {
    const res = await app.api('/api/data-views', {
      method: 'POST',
      token: ann,
      body: { ...view, table_state: { sort: [], prefix_columns: [], columns: [] } },
    });
    expectError(res, 400, 'INVALID_PARAMS');
  });

  it('saves a new view under a server id and lists it for its owner', async () => {
    const res = await app.api('/api/data-views', { method: 'POST', token: ann, body: view });
    expect(res.status).toBe(200);
    const saved = DataViewSchema.parse(res.body);
    expect(saved.view_id).not.toBe(view.view_id);
    expect(saved).toMatchObject({ view_username: 'ann', view_name: 'Young Receivers' });
    annViewId = saved.view_id;

    const own = DataViewListSchema.parse((await app.api('/api/data-views', { token: ann })).body);
    expect(own.at(-1)?.view_id).toBe(annViewId);
    const asBob = DataViewListSchema.parse((await app.api('/api/data-views', { token: bob })).body);
    expect(asBob.some((v) => v.view_id === annViewId)).toBe(false);
    const byName = DataViewListSchema.parse((await app.api('/api/data-views?username=ann')).body);
    expect(byName.at(-1)?.view_id).toBe(annViewId);
    const byId = DataViewListSchema.parse((await app.api(`/api/data-views?user_id=${saved.user_id}`)).body);
    expect(byId.at(-1)?.view_id).toBe(annViewId);

    expect((await app.api(`/api/data-views/${annViewId}`)).body.view_name).toBe('Young Receivers');
    expectError(await app.api('/api/data-views/client-k2x9'), 404, 'NOT_FOUND');
  });

  it('lets only the owner rename; others and system views are 403', async () => {
    const renamed = await app.api('/api/data-views', { method: 'POST', token: ann, body: { ...view, view_id: annViewId, view_name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ view_id: annViewId, view_name: 'Renamed' });

    const stolen = await app.api('/api/data-views', { method: 'POST', token: bob, body: { ...view, view_id: annViewId, view_name: 'Bob was here' } });
    expectError(stolen, 403, 'FORBIDDEN');
    const system = await app.api('/api/data-views', { method: 'POST', token: ann, body: { ...view, view_id: SYSTEM_DATA_VIEWS[0].view_id } });
    expectError(system, 403, 'FORBIDDEN');
    expect((await app.api(`/api/data-views/${annViewId}`)).body.view_name).toBe('Renamed');
  });

  it('lets only the owner delete', async () => {
    expectError(await app.api(`/api/data-views/${annViewId}`, { method: 'DELETE' }), 401, 'UNAUTHENTICATED');
    expectError(await app.api(`/api/data-views/${annViewId}`, { method: 'DELETE', token: bob }), 403, 'FORBIDDEN');
    expectError(await app.api(`/api/data-views/${SYSTEM_DATA_VIEWS[0].view_id}`, { method: 'DELETE', token: ann }), 403, 'FORBIDDEN');
    const deleted = await app.api(`/api/data-views/${annViewId}`, { method: 'DELETE', token: ann });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ view_id: annViewId, deleted: true });
    expectError(await app.api(`/api/data-views/${annViewId}`), 404, 'NOT_FOUND');
  });
});

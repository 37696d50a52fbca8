import type { SaveDataViewRequest } from '@league/shared-rules/contracts';
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { DataViewModel } from '../../db/models/data-view.model';
import { createDataViewsRepository } from '../../db/repositories/data-views.repository';
import { AppError } from '../../errors/app-error';
import { deleteDataView } from './delete-data-view';
import type { DataViewDeps } from './deps';
import { getDataView, listDataViews } from './list-data-views';
import { saveDataView } from './save-data-view';
import { SYSTEM_DATA_VIEWS, seedSystemDataViews } from './seed-system-data-views';

/** Use-cases against the embedded database (in memory), through the real repository. */
let db: DatabaseHandle;
let clock = new Date('2026-07-01T12:00:00Z');
let ids = 0;
const deps: DataViewDeps = {
  dataViews: createDataViewsRepository(),
  now: () => clock,
  newId: () => `view-${++ids}`,
};
const owner3 = { userId: 4, username: 'owner3' };
const owner4 = { userId: 5, username: 'owner4' };

const request = (overrides: Partial<SaveDataViewRequest> = {}): SaveDataViewRequest => ({
  view_name: 'My Rookies',
  view_description: 'Young players',
  view_search_column_id: 'player_name',
  table_state: {
    sort: [{ column_id: 'player_age', desc: false }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_age' }, { column_id: 'player_draft_year' }],
  },
  ...overrides,
});

async function expectAppError(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, code });
}

beforeAll(async () => {
  db = await connectDatabase({ inMemory: true });
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await DataViewModel.deleteMany({});
  clock = new Date('2026-07-01T12:00:00Z');
});

describe('seedSystemDataViews', () => {
  it('inserts the system views once, however often it runs', async () => {
    expect(await seedSystemDataViews(deps)).toBe(SYSTEM_DATA_VIEWS.length);
    expect(await seedSystemDataViews(deps)).toBe(0);
    const views = await listDataViews(deps, {}, null);
    expect([...views.map((v) => v.view_id)].sort()).toEqual(SYSTEM_DATA_VIEWS.map((v) => v.view_id).sort());
    expect(views.every((v) => v.view_username === 'system' && v.user_id === null)).toBe(true);
  });

  it('lists the default view first (spec §4): season projections before the final week, in the offseason too; season fantasy points after it', async () => {
    await seedSystemDataViews(deps);
    const firstAt = async (iso: string) => {
      clock = new Date(iso);
      return (await listDataViews(deps, {}, null)).map((v) => v.view_id);
    };
    // the offseason (July), week 12, the final regular-season week's Sunday, then January after the final week
    for (const iso of ['2026-07-01T12:00:00Z', '2026-11-25T17:00:00Z', '2027-01-03T18:00:00Z']) expect((await firstAt(iso))[0]).toBe('system-season-projections');
    const after = await firstAt('2027-01-20T17:00:00Z');
    expect(after[0]).toBe('system-season-fantasy-points');
    // the others keep their order
    expect(after.slice(1)).toEqual(SYSTEM_DATA_VIEWS.map((v) => v.view_id).filter((id) => id !== 'system-season-fantasy-points'));
  });

  it('brings a stored system view back to its current definition, keeping its creation time', async () => {
    await seedSystemDataViews(deps);
    const id = SYSTEM_DATA_VIEWS[0].view_id;
    const before = await getDataView(deps, id);
    await DataViewModel.updateOne({ view_id: id }, { $set: { view_name: 'Stale name' } });
    clock = new Date('2027-01-01T00:00:00Z');
    expect(await seedSystemDataViews(deps)).toBe(0);
    const after = await getDataView(deps, id);
    expect(after.view_name).toBe(SYSTEM_DATA_VIEWS[0].view_name);
    expect(after.created_at).toBe(before.created_at);
  });
});

describe('saving, listing and deleting views', () => {
  beforeEach(async () => {
    await seedSystemDataViews(deps);
  });

  it('creates a view under a server id when the client sends its own id', async () => {
    clock = new Date('2026-07-02T00:00:00Z');
    const saved = await saveDataView(deps, owner3, request({ view_id: 'client-abc' }));
    expect(saved.view_id).toMatch(/^view-\d+$/);
    expect(saved).toMatchObject({ user_id: 4, view_username: 'owner3', view_name: 'My Rookies', created_at: 1782950400 });
    expect(await getDataView(deps, saved.view_id)).toEqual(saved);
    await expectAppError(getDataView(deps, 'client-abc'), 404, 'NOT_FOUND');
  });

  it('lists system views first, then the caller own views or those of a named user', async () => {
    const mine = await saveDataView(deps, owner3, request());
    const theirs = await saveDataView(deps, owner4, request({ view_name: 'Theirs' }));
    const system = SYSTEM_DATA_VIEWS.length;

    const asOwner3 = await listDataViews(deps, {}, 4);
    expect(asOwner3).toHaveLength(system + 1);
    expect(asOwner3[system].view_id).toBe(mine.view_id);
    expect((await listDataViews(deps, {}, null)).map((v) => v.view_username)).toEqual(SYSTEM_DATA_VIEWS.map(() => 'system'));
    expect((await listDataViews(deps, { user_id: 5 }, 4)).at(-1)?.view_id).toBe(theirs.view_id);
    expect((await listDataViews(deps, { username: 'owner4' }, null)).at(-1)?.view_id).toBe(theirs.view_id);
  });

  it('updates only the owner view, keeping its id and creation time', async () => {
    const mine = await saveDataView(deps, owner3, request());
    clock = new Date('2026-07-03T00:00:00Z');
    const renamed = await saveDataView(deps, owner3, request({ view_id: mine.view_id, view_name: 'Renamed' }));
    expect(renamed).toMatchObject({ view_id: mine.view_id, view_name: 'Renamed', created_at: mine.created_at });
    expect(renamed.updated_at).toBeGreaterThan(mine.updated_at);

    await expectAppError(saveDataView(deps, owner4, request({ view_id: mine.view_id, view_name: 'Stolen' })), 403, 'FORBIDDEN');
    await expectAppError(
      saveDataView(deps, owner3, request({ view_id: SYSTEM_DATA_VIEWS[0].view_id, view_name: 'Mine now' })),
      403,
      'FORBIDDEN',
    );
    expect((await getDataView(deps, mine.view_id)).view_name).toBe('Renamed');
    expect((await getDataView(deps, SYSTEM_DATA_VIEWS[0].view_id)).view_name).toBe(SYSTEM_DATA_VIEWS[0].view_name);
  });

  it('deletes only the owner view; system views cannot be deleted', async () => {
    const mine = await saveDataView(deps, owner3, request());
    await expectAppError(deleteDataView(deps, owner4, mine.view_id), 403, 'FORBIDDEN');
    await expectAppError(deleteDataView(deps, owner3, SYSTEM_DATA_VIEWS[1].view_id), 403, 'FORBIDDEN');
    await expectAppError(deleteDataView(deps, owner3, 'nope'), 404, 'NOT_FOUND');
    expect(await deleteDataView(deps, owner3, mine.view_id)).toEqual({ view_id: mine.view_id, deleted: true });
    await expectAppError(getDataView(deps, mine.view_id), 404, 'NOT_FOUND');
    expect(await listDataViews(deps, {}, 4)).toHaveLength(SYSTEM_DATA_VIEWS.length);
  });
});

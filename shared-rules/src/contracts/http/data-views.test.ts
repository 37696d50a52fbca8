import { DataViewTableStateSchema, SaveDataViewRequestSchema, isDataViewOwner, listDataViews } from './data-views';

describe('data-view contract', () => {
  it('lets only the owning user modify a view, never a system view', () => {
    expect(isDataViewOwner({ user_id: 4, view_username: 'owner3' }, 4)).toBe(true);
    expect(isDataViewOwner({ user_id: 4, view_username: 'owner3' }, 5)).toBe(false);
    expect(isDataViewOwner({ user_id: 4, view_username: 'owner3' }, null)).toBe(false);
    expect(isDataViewOwner({ user_id: null, view_username: 'system' }, 1)).toBe(false);
  });

  it('rejects a sort on a column the view does not show', () => {
    const ok = DataViewTableStateSchema.safeParse({
      sort: [{ column_id: 'player_age', desc: true }],
      prefix_columns: ['player_name'],
      columns: [{ column_id: 'player_age' }],
    });
    expect(ok.success).toBe(true);
    const bad = DataViewTableStateSchema.safeParse({
      sort: [{ column_id: 'player_college', desc: true }],
      prefix_columns: ['player_name'],
      columns: [{ column_id: 'player_age' }],
    });
    expect(bad.success).toBe(false);
  });

  it('requires at least one column and trims the name', () => {
    expect(
      SaveDataViewRequestSchema.safeParse({
        view_name: 'x',
        table_state: { sort: [], prefix_columns: [], columns: [] },
      }).success,
    ).toBe(false);
    const parsed = SaveDataViewRequestSchema.parse({
      view_name: '  Mine  ',
      table_state: { sort: [], prefix_columns: [], columns: [{ column_id: 'player_name' }] },
    });
    expect(parsed.view_name).toBe('Mine');
    expect(parsed.view_description).toBe('');
  });

  it('coerces the user_id query', () => {
    expect(listDataViews.query!.parse({ user_id: '7' })).toEqual({ user_id: 7 });
  });
});

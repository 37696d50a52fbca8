import { columnValue, formatValue, sortByView } from './column-values';
import { ownView, players, systemDraft, systemPoints } from './fixtures.test-data';
import { defaultView, describeSort, isUnsavedView, mayModify, newClientViewId, shownColumns } from './view-rules';

describe('mayModify (owner-only save and delete)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('allows the owner without a warning', () => {
    expect(mayModify(ownView, 4, 'save')).toBe(true);
    expect(mayModify(ownView, 4, 'delete')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses others, visitors and system views with a console warning', () => {
    expect(mayModify(ownView, 5, 'save')).toBe(false);
    expect(mayModify(ownView, null, 'delete')).toBe(false);
    expect(mayModify(systemPoints, 4, 'delete')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('view helpers', () => {
  it('marks client ids as unsaved', () => {
    const id = newClientViewId(() => 'abc');
    expect(isUnsavedView({ view_id: id })).toBe(true);
    expect(isUnsavedView(ownView)).toBe(false);
  });
  it('defaults to the first system view', () => {
    expect(defaultView([ownView, systemDraft, systemPoints])?.view_id).toBe(systemDraft.view_id);
    expect(defaultView([ownView])?.view_id).toBe(ownView.view_id);
    expect(defaultView([])).toBeNull();
  });
  it('describes columns and sort', () => {
    expect(shownColumns(systemDraft)).toEqual(['player_name', 'player_draft_year', 'player_draft_pick']);
    expect(describeSort(systemDraft)).toBe('Overall NFL draft pick (ascending)');
    const twoKeys = {
      ...systemDraft,
      table_state: { ...systemDraft.table_state, sort: [{ column_id: 'player_draft_year' as const, desc: true }, ...systemDraft.table_state.sort] },
    };
    expect(describeSort(twoKeys)).toBe('NFL draft year (descending), then Overall NFL draft pick (ascending)');
    expect(describeSort({ ...systemDraft, table_state: { ...systemDraft.table_state, sort: [] } })).toBe('Unsorted');
  });
});

describe('column values', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('reads and formats catalogue columns', () => {
    expect(columnValue(players[1], 'player_age', now)).toBe(30.3);
    expect(formatValue('player_age', 30.3)).toBe('30.3');
    expect(formatValue('player_fantasy_points_from_seasonlogs', null)).toBe('–');
    expect(columnValue({ ...players[1], tid: 3, value: 44 }, 'player_league_salary', now)).toBe(44);
    expect(columnValue({ ...players[1], tid: null, value: 44 }, 'player_league_salary', now)).toBeNull();
    expect(formatValue('player_league_salary', 44)).toBe('$44');
  });
  it('sorts by the view, missing values last', () => {
    expect(sortByView(players, systemPoints, now).map((p) => p.name)).toEqual(['Patrick Mahomes', "Ja'Marr Chase", 'Puka Nacua']);
    expect(sortByView(players, systemDraft, now).map((p) => p.dpos)).toEqual([5, 10, 177]);
  });
});

import { cellHeader, formatValue } from './column-values';
import { ownView, systemDraft, systemPoints } from './fixtures.test-data';
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

describe('cell display', () => {
  it('formats server cells', () => {
    expect(formatValue('player_age', 30.3)).toBe('30.3');
    expect(formatValue('player_age', 25)).toBe('25.0');
    expect(formatValue('player_fantasy_points_from_seasonlogs', null)).toBe('–');
    expect(formatValue('player_league_salary', 44)).toBe('$44');
    expect(formatValue('player_pass_success_rate_from_plays', 0.6667)).toBe('0.667');
    expect(formatValue('player_name', 'Puka Nacua')).toBe('Puka Nacua');
  });
  it('heads a column with the parameters that set it apart', () => {
    expect(cellHeader({ column_id: 'player_pass_yards_from_plays' })).toBe('Pass Yds');
    expect(cellHeader({ column_id: 'player_pass_yards_from_plays', params: { year: 2024, seas_type: 'POST', rate_type: 'per_game' } })).toBe('Pass Yds 2024 POST /G');
    expect(cellHeader({ column_id: 'player_targets_from_plays', params: { week_min: 3 } })).toBe('Tgt wk 3-22');
  });
});

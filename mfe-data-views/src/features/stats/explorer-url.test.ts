import { explorerFromQuery, explorerQuery, type ExplorerSettings } from './explorer-url';

describe('the stats explorer address', () => {
  it('round-trips the table, season window, rate, sort and filters, leaving defaults out', () => {
    const settings: ExplorerSettings = {
      table: 'receiving',
      year: 2024,
      seas_type: 'POST',
      rate: 'per_game',
      sort: [{ column_id: 'player_targets_from_plays', desc: true }],
      filters: { positions: ['WR', 'TE', 'RB'], downs: [3, 4], yardline_start: 80, yardline_end: 100 },
    };
    const query = explorerQuery(settings);
    expect(query).toBe(
      'table=receiving&year=2024&seas_type=POST&rate=per_game&sort=-player_targets_from_plays&filters=%7B%22downs%22%3A%5B3%2C4%5D%2C%22yardline_start%22%3A80%2C%22yardline_end%22%3A100%7D',
    );
    // positions come with the table, not the address
    const { positions: _p, ...filters } = settings.filters!;
    expect(explorerFromQuery(`?${query}`)).toEqual({ ...settings, filters });
    expect(explorerQuery({ table: 'passing', seas_type: 'REG' })).toBe('');
    expect(explorerFromQuery('')).toEqual({ table: 'passing', seas_type: 'REG' });
  });

  it('drops what does not parse instead of failing the page', () => {
    expect(explorerFromQuery('?table=kicking&year=abc&rate=per_snap&sort=-nope,player_pass_yards_from_plays&filters={bad')).toEqual({
      table: 'passing',
      seas_type: 'REG',
      sort: [{ column_id: 'player_pass_yards_from_plays', desc: false }],
    });
    expect(explorerFromQuery(`?filters=${encodeURIComponent(JSON.stringify({ downs: [9] }))}`)).toEqual({ table: 'passing', seas_type: 'REG' });
  });
});

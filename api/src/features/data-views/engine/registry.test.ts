import { DATA_VIEW_COLUMNS, type DataViewColumnId } from '@league/shared-rules/contracts';
import { COLUMN_SPECS } from './registry';
import { SOURCES } from './sources';

/** The catalogue clients see and the engine's registry name the same columns, with matching parameters. */
const SOURCE_OF_FAMILY = {
  player: 'players',
  combine: 'combine',
  league: 'rosters',
  seasonlogs: ['player_weeks', 'points_added'],
  careerlogs: 'careerlogs',
  passing: 'plays_pass',
  rushing: 'plays_rush',
  receiving: 'plays_rec',
  team: 'plays_team',
  game_lines: 'games_lines',
  projections: 'projections',
} as const;

describe('data view column registry', () => {
  const ids = Object.keys(DATA_VIEW_COLUMNS) as DataViewColumnId[];

  it('computes every catalogue column, and only those', () => {
    expect([...COLUMN_SPECS.keys()].sort()).toEqual([...ids].sort());
  });

  it('reads each family from its source, with the parameters the catalogue announces', () => {
    for (const id of ids) {
      const meta = DATA_VIEW_COLUMNS[id];
      const spec = COLUMN_SPECS.get(id)!;
      const params = meta.params as readonly string[];
      const family: string | readonly string[] = SOURCE_OF_FAMILY[meta.family];
      expect({ id, source: typeof family === 'string' ? family : family.includes(spec.source) }).toEqual({ id, source: typeof family === 'string' ? spec.source : true });
      // points added reads the season window of its parameters (careers.ts)
      const seasonal = spec.source === 'points_added' || ('acc' in spec && SOURCES[spec.source].seasonal);
      expect({ id, seasonal }).toEqual({ id, seasonal: params.includes('year') });
      const rate = 'acc' in spec && spec.rate === true;
      expect({ id, rate }).toEqual({ id, rate: params.includes('rate_type') });
    }
  });
});

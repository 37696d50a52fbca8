import { DATA_VIEW_COLUMNS, type DataViewColumnId } from '@league/shared-rules/contracts';
import { COMBINE_COLUMNS, LEAGUE_COLUMNS, PLAYER_COLUMNS } from './columns-player';
import { PASSING_COLUMNS, RECEIVING_COLUMNS, RUSHING_COLUMNS, TEAM_COLUMNS } from './columns-plays';
import { SEASONLOG_COLUMNS } from './columns-seasonlogs';
import { GAME_LINE_COLUMNS } from './columns-games';
import { PROJECTED_COLUMNS } from './projected';
import { CAREER_COLUMNS, POINTS_ADDED_COLUMNS } from './columns-careers';
import type { ColumnSpec } from './types';

/**
 * The column registry: how the engine computes each catalogue column (shared-rules' DATA_VIEW_COLUMNS holds
 * what clients see of it: label, description, family, parameters). registry.test.ts checks that the two
 * name the same columns.
 */
export const COLUMN_SPECS: ReadonlyMap<DataViewColumnId, ColumnSpec> = new Map(
  [...PLAYER_COLUMNS, ...COMBINE_COLUMNS, ...LEAGUE_COLUMNS, ...SEASONLOG_COLUMNS, ...POINTS_ADDED_COLUMNS, ...CAREER_COLUMNS, ...PASSING_COLUMNS, ...RUSHING_COLUMNS, ...RECEIVING_COLUMNS, ...TEAM_COLUMNS, ...GAME_LINE_COLUMNS, ...PROJECTED_COLUMNS].map(
    (spec) => [spec.id, spec],
  ),
);

export function columnSpec(id: DataViewColumnId): ColumnSpec {
  const spec = COLUMN_SPECS.get(id);
  // The contract only admits catalogue ids and the registry test covers each one.
  if (!spec) throw new Error(`No engine definition for data view column ${id}`);
  return spec;
}

export function columnMeta(id: DataViewColumnId) {
  return DATA_VIEW_COLUMNS[id];
}

import type { DataViewTableState } from '@league/shared-rules/contracts';
import { createDataViewQueryRepository } from '../db/repositories/data-view-query.repository';
import { executeView } from '../features/data-views/engine/execute';
import { resolveColumns } from '../features/data-views/engine/params';
import { playFilterOf } from '../features/data-views/engine/sources';

/** The bench's app clock. */
export const NOW = new Date('2026-11-25T17:00:00Z');

/** The engine's queries for a table state run directly on the database (the floor of a request). */
export function directRun(state: DataViewTableState, year: number) {
  const repo = createDataViewQueryRepository();
  const cells = resolveColumns(state, year);
  return () =>
    executeView((c, p) => repo.aggregate(c, p, 600_000), cells, state.sort, { now: NOW, league: null, playFilter: playFilterOf(state.filters) }, { offset: 0, limit: 100 }, state.filters);
}


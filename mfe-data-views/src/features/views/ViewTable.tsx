import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import type { DataView, LeaguePlayer } from '@league/shared-rules/contracts';
import { fetchAllPlayers } from '../data/data-views-api';
import type { ApiContext } from '../data/http';
import { EmptyState, ErrorState, SkeletonList, tokens, useLoad, type Progress } from '@league/shell/kit';
import { columnValue, formatValue, sortByView } from './column-values';
import { columnDescription, columnLabel, shownColumns } from './view-rules';

/** Rows shown per view (spec §9 'page of 100'). */
export const VIEW_ROWS = 100;

const Wrap = styled.div`
  overflow-x: auto;
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  background: ${tokens.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption { text-align: left; padding: 10px 12px; color: ${tokens.muted}; font-size: 13px; }
  th, td { padding: 8px 12px; border-bottom: 1px solid ${tokens.surfaceAlt}; text-align: left; white-space: nowrap; }
  th { background: ${tokens.surfaceAlt}; font-size: 12px; color: ${tokens.inkSoft}; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.rank { color: ${tokens.muted}; width: 40px; }
`;

const numeric = new Set(['player_age', 'player_draft_year', 'player_draft_round', 'player_draft_pick', 'player_league_salary', 'player_fantasy_points_from_seasonlogs']);

export interface ViewTableProps {
  ctx: ApiContext;
  leagueId: number;
  view: DataView;
  now?: () => Date;
}

/** The selected view rendered over real players: its columns, its sort, the first 100 rows. */
export function ViewTable({ ctx, leagueId, view, now = () => new Date() }: ViewTableProps) {
  const columns = shownColumns(view);
  const load = useCallback(
    (signal: AbortSignal, progress: Progress<LeaguePlayer[]>) => fetchAllPlayers(ctx, leagueId, signal, progress),
    [ctx, leagueId],
  );
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, load);
  const today = useMemo(() => now(), [state.status]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useMemo(
    () => (state.status === 'loaded' ? sortByView(state.data, view, today).slice(0, VIEW_ROWS) : []),
    [state, view, today],
  );

  // Spec §5: no request is worth making for a table without columns.
  if (columns.length === 0) return <EmptyState>This view has no columns.</EmptyState>;
  if (state.status === 'loading') return <SkeletonList label="Loading players" />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  if (rows.length === 0) return <EmptyState>No players found.</EmptyState>;
  return (
    // focusable so a keyboard user can scroll it sideways on a phone (WCAG 2.1.1)
    <Wrap tabIndex={0} role="region" aria-label={`${view.view_name} table`}>
      <Table aria-label={`${view.view_name} players`}>
        <caption>
          Top {rows.length} of {state.data.length} players{state.partial ? ' · loading all players…' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((id) => (
              <th key={id} scope="col" title={columnDescription(id)} className={numeric.has(id) ? 'num' : undefined}>
                {columnLabel(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((player, index) => (
            <tr key={player.pid}>
              <td className="rank">{index + 1}</td>
              {columns.map((id) => (
                <td key={id} className={numeric.has(id) ? 'num' : undefined}>
                  {formatValue(id, columnValue(player, id, today))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}

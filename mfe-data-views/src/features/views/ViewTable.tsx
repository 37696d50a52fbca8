import styled from 'styled-components';
import { DATA_VIEW_COLUMNS, dataViewCellColumns, type DataViewColumnId, type DataViewTableState } from '@league/shared-rules/contracts';
import type { RealtimeSocketConstructor } from '@league/shared-rules/client';
import type { ApiContext } from '../data/http';
import { Button, EmptyState, ErrorState, SkeletonList, tokens } from '@league/shell/kit';
import { cellHeader, formatValue, percentileBand } from './column-values';
import { useViewRows, type ViewRequest } from './use-view-rows';
import { columnDescription } from './view-rules';

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
  th button { all: unset; cursor: pointer; }
  th button:focus-visible { outline: 2px solid ${tokens.focus}; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.rank { color: ${tokens.muted}; width: 40px; }
`;

const Footer = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 10px 12px;
  color: ${tokens.muted};
  font-size: 13px;
`;

export interface ViewTableProps {
  ctx: ApiContext;
  leagueId: number;
  /** The name the table is labelled with. */
  name: string;
  tableState: DataViewTableState;
  /** Sorts by a column on the server (a click on its header). */
  onSort?: (columnId: DataViewColumnId) => void;
  wsUrl?: string;
  socket?: RealtimeSocketConstructor;
  silentMs?: number;
  /** Shade numeric cells by their percentile within the whole view (asked of the server with the first page). */
  percentiles?: boolean;
}

/** What the server is doing with the request, in words. */
export function requestText(request: ViewRequest): string {
  if (request.status !== 'pending') return '';
  if (request.stage === 'queued') return request.position ? `Queued: position ${request.position}` : 'Queued';
  if (request.stage === 'running') return 'Running on the server…';
  return 'Sending request…';
}

/** The view's rows as the server computes them: one page at a time, more appended on demand. */
export function ViewTable({ ctx, leagueId, name, tableState, onSort, wsUrl, socket, silentMs, percentiles: withPercentiles }: ViewTableProps) {
  const { rows, total, percentiles, request, loadMore, retry } = useViewRows({ ctx, leagueId, tableState, wsUrl, socket, silentMs, percentiles: withPercentiles });
  const columns = dataViewCellColumns(tableState);
  // Spec §5: no request is worth making for a table without columns.
  if (columns.length === 0) return <EmptyState>This view has no columns.</EmptyState>;
  const status = requestText(request);
  if (rows.length === 0) {
    if (request.status === 'error') return <ErrorState message={request.message} onRetry={retry} />;
    if (request.status === 'completed') return <EmptyState>No players found.</EmptyState>;
    return (
      <div>
        <p role="status">{status}</p>
        <SkeletonList label="Loading players" />
      </div>
    );
  }
  const sorted = new Map(tableState.sort.map((s) => [s.column_id, s.desc]));
  return (
    <>
      {/* focusable so a keyboard user can scroll it sideways on a phone (WCAG 2.1.1) */}
      <Wrap tabIndex={0} role="region" aria-label={`${name} table`}>
        <Table aria-label={`${name} players`}>
          <caption>
            {rows.length} of {total ?? '…'} players
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map((c, i) => {
                const numeric = DATA_VIEW_COLUMNS[c.column_id].type === 'number';
                const desc = sorted.get(c.column_id);
                const label = cellHeader(c);
                return (
                  <th
                    key={`${c.column_id}-${i}`}
                    scope="col"
                    title={columnDescription(c.column_id)}
                    className={numeric ? 'num' : undefined}
                    aria-sort={desc === undefined ? undefined : desc ? 'descending' : 'ascending'}
                  >
                    {onSort ? (
                      <button type="button" onClick={() => onSort(c.column_id)}>
                        {label}
                        {desc === undefined ? '' : desc ? ' ▼' : ' ▲'}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.pid}-${index}`}>
                <td className="rank">{index + 1}</td>
                {columns.map((c, i) => {
                  const value = row.cells[i] ?? null;
                  const p = percentiles?.[i];
                  const band = percentileBand(value, p);
                  return (
                    <td
                      key={`${c.column_id}-${i}`}
                      className={DATA_VIEW_COLUMNS[c.column_id].type === 'number' ? 'num' : undefined}
                      data-percentile={band?.band}
                      title={p ? `p25 ${p.p25} · p50 ${p.p50} · p75 ${p.p75} · p90 ${p.p90} (${p.n} qualifying)` : undefined}
                      style={band ? { background: band.band === 'high' ? `rgba(34, 160, 90, ${0.12 + 0.3 * band.strength})` : `rgba(220, 70, 60, ${0.12 + 0.3 * band.strength})` } : undefined}
                    >
                      {formatValue(c.column_id, value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Wrap>
      <Footer>
        {request.status === 'error' && <span role="alert">{request.message}</span>}
        <span role="status">{status}</span>
        {total !== null && rows.length < total && (
          <Button type="button" disabled={request.status === 'pending'} onClick={loadMore}>
            Load more
          </Button>
        )}
      </Footer>
    </>
  );
}

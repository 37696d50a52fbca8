import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens, VisuallyHidden } from '@league/shell/kit';
import type { ColumnDef } from './columns';
import type { PlayerRow } from './player-model';
import type { SortColumn, SortState } from './sort';
import { PlayerCards } from './PlayerCards';
import { Star, type WatchControl } from './Star';
import { visibleWindow, ROW_HEIGHT } from './virtual';

export type { ColumnDef } from './columns';
export { Star, type WatchControl } from './Star';

/** Scrolls wide tables sideways instead of pushing the page wider than the screen. */
const TableScroll = styled.div`
  overflow: auto;
  /* the rows scroll inside the table, so only the rows in view exist in the page */
  max-height: min(70vh, 760px);
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th, td { padding: 0 10px; text-align: left; font-weight: inherit; border-bottom: 1px solid ${tokens.surfaceAlt}; white-space: nowrap; }
  thead th { font-weight: 600; }
  tbody th { font-weight: 500; }
  thead th { position: sticky; top: 0; z-index: 1; height: 40px; }
  tbody tr { height: ${ROW_HEIGHT}px; box-sizing: border-box; }
  tbody tr.spacer { cursor: default; border: 0; }
  /* only some rows exist at a time: a fixed name column keeps the columns from shifting while scrolling */
  th[data-col='name'], tbody th[scope='row'] { width: 210px; min-width: 210px; max-width: 210px; overflow: hidden; text-overflow: ellipsis; }
  tbody tr.spacer td { padding: 0; border: 0; }
  th[data-numeric='true'], td[data-numeric='true'] { text-align: right; font-variant-numeric: tabular-nums; }
  thead th { background: ${tokens.surfaceAlt}; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: ${tokens.inkSoft}; }
  tbody tr { cursor: pointer; }
  tbody tr:hover, tbody tr[aria-selected='true'] { background: #fff8eb; }
  tbody tr:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: -2px; }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: 4px;
  align-items: center;
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; border-radius: 2px; }
`;

function arrow(sort: SortState, id: SortColumn): string {
  if (sort.column !== id) return '';
  return sort.desc ? '▼' : '▲';
}

export interface PlayersTableProps {
  rows: readonly PlayerRow[];
  columns: readonly ColumnDef[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  selectedPid: string | null;
  onSelect: (pid: string) => void;
  asCards: boolean;
  /** Null hides the star column (the control+command+w shortcut). */
  watch: WatchControl | null;
  /** Changes when the view, sort or filters do: the list scrolls back to the top. */
  resetKey?: string;
}

/** The viewport height while the browser has not laid the table out (and in jsdom, which never does). */
const FALLBACK_VIEWPORT = 600;

/**
 * The sortable players table, or one card per player on narrow screens (PlayerCards, windowed the same
 * way against the page's scroll). The table renders only the
 * rows in view (plus a few either side) between two spacer rows that keep the scroll height of all
 * of them, so 5,500 players cost what 30 do.
 */
export function PlayersTable({ rows, columns, sort, onSort, selectedPid, onSelect, asCards, watch, resetKey = '' }: PlayersTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: FALLBACK_VIEWPORT });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setScroll({ top: el.scrollTop, height: el.clientHeight || FALLBACK_VIEWPORT });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [asCards]);

  // a new view, sort or filter starts at the top of the list (a star toggled mid-list does not)
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScroll((s) => (s.top === 0 ? s : { ...s, top: 0 }));
  }, [resetKey]);

  if (asCards) return <PlayerCards rows={rows} columns={columns} sort={sort} onSort={onSort} onSelect={onSelect} watch={watch} resetKey={resetKey} />;
  const { start, end } = visibleWindow(rows.length, scroll.top, scroll.height);
  const span = columns.length + (watch ? 1 : 0);
  return (
    // focusable so a keyboard user can scroll it sideways on a phone (WCAG 2.1.1)
    <TableScroll
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Players table"
      onScroll={(event) => {
        const el = event.currentTarget;
        setScroll({ top: el.scrollTop, height: el.clientHeight || FALLBACK_VIEWPORT });
      }}
    >
      <Table aria-label="Players" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {watch && (
              <th scope="col" title="Watchlist">
                <span aria-hidden="true">★</span>
                <VisuallyHidden>Watch</VisuallyHidden>
              </th>
            )}
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
                data-col={col.id}
                title={col.title}
                data-numeric={col.numeric ? 'true' : undefined}
                aria-sort={sort.column === col.id ? (sort.desc ? 'descending' : 'ascending') : 'none'}
              >
                <SortButton type="button" onClick={() => onSort(col.id)}>
                  {col.label}
                  <span aria-hidden="true">{arrow(sort, col.id)}</span>
                </SortButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {start > 0 && (
            <tr className="spacer" aria-hidden="true" style={{ height: start * ROW_HEIGHT }}>
              <td colSpan={span} />
            </tr>
          )}
          {rows.slice(start, end).map((row, i) => (
            <tr
              key={row.pid}
              aria-rowindex={start + i + 2}
              tabIndex={0}
              aria-selected={row.pid === selectedPid}
              onClick={() => onSelect(row.pid)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(row.pid);
                }
              }}
            >
              {watch && (
                <td>
                  <Star row={row} watch={watch} />
                </td>
              )}
              {columns.map((col) =>
                col.id === 'name' ? (
                  <th key={col.id} scope="row">
                    {col.render(row)}
                  </th>
                ) : (
                  <td key={col.id} data-numeric={col.numeric ? 'true' : undefined}>
                    {col.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {end < rows.length && (
            <tr className="spacer" aria-hidden="true" style={{ height: (rows.length - end) * ROW_HEIGHT }}>
              <td colSpan={span} />
            </tr>
          )}
        </tbody>
      </Table>
    </TableScroll>
  );
}


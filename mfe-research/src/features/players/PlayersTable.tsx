import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { formatDraft, type PlayerRow } from './player-model';
import type { SortColumn, SortState } from './sort';

export interface ColumnDef {
  id: SortColumn;
  label: string;
  /** Longer explanation, shown as the header's tooltip. */
  title?: string;
  numeric?: boolean;
  render: (row: PlayerRow) => string;
}

const dash = '–';

/**
 * The page's columns. Roster and salary exist only in a real league (the default league has no
 * rosters); points only when the data carries them.
 */
export function buildColumns(options: { roster: boolean; salary: boolean; points: boolean; pointsLabel: string }): ColumnDef[] {
  const columns: ColumnDef[] = [
    { id: 'name', label: 'Player', render: (r) => r.name },
    { id: 'pos', label: 'Pos', render: (r) => r.pos },
    { id: 'nflTeam', label: 'NFL Team', render: (r) => r.nflTeam },
    { id: 'age', label: 'Age', numeric: true, render: (r) => (r.age === null ? dash : r.age.toFixed(1)) },
    { id: 'draft', label: 'Draft', render: (r) => (r.draftRound ? `${r.draftYear ?? ''} ${formatDraft(r)}`.trim() : 'UDFA') },
  ];
  if (options.roster) columns.push({ id: 'roster', label: 'Roster', render: (r) => r.teamName ?? 'FA' });
  if (options.salary) {
    columns.push({ id: 'salary', label: 'Salary', numeric: true, render: (r) => (r.salary === null ? dash : `$${r.salary}`) });
  }
  if (options.points) {
    columns.push({ id: 'points', label: options.pointsLabel, title: 'Fantasy points (half-ppr), last completed regular season', numeric: true, render: (r) => (r.points === null ? dash : r.points.toFixed(1)) });
  }
  return columns;
}

/** Scrolls wide tables sideways instead of pushing the page wider than the screen. */
const TableScroll = styled.div`
  overflow-x: auto;
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th, td { padding: 10px 10px; text-align: left; border-bottom: 1px solid ${tokens.surfaceAlt}; white-space: nowrap; }
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

const CardSort = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 10px;
  font-size: 14px;
  label { display: flex; gap: 8px; align-items: center; color: ${tokens.inkSoft}; }
  select, button {
    font: inherit;
    padding: 6px 10px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    color: ${tokens.ink};
  }
  select:focus-visible, button:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Card = styled.li`
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  button { all: unset; display: block; width: 100%; box-sizing: border-box; padding: 12px 14px; cursor: pointer; }
  button:focus-visible { outline: 2px solid ${tokens.focus}; border-radius: ${tokens.radius}; }
  strong { display: block; font-size: 16px; color: ${tokens.ink}; }
  dl { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px 12px; margin: 8px 0 0; font-size: 13px; }
  dt { color: ${tokens.muted}; font-size: 11px; text-transform: uppercase; }
  dd { margin: 0; color: ${tokens.ink}; }
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
}

/** The sortable players table, or one card per player on narrow screens. */
export function PlayersTable({ rows, columns, sort, onSort, selectedPid, onSelect, asCards }: PlayersTableProps) {
  if (asCards) {
    return (
      <>
        <CardSort>
          <label>
            Sort by
            <select
              value={sort.column}
              onChange={(event) => onSort(event.target.value as SortColumn)}
            >
              {columns.map((col) => (
                <option key={col.id} value={col.id}>
                  {col.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => onSort(sort.column)} aria-label="Change sort direction">
            {sort.desc ? '▼ Descending' : '▲ Ascending'}
          </button>
        </CardSort>
        <Cards aria-label="Players">
          {rows.map((row) => (
            <Card key={row.pid}>
              <button type="button" onClick={() => onSelect(row.pid)} aria-label={`Open ${row.name}`}>
                <strong>{row.name}</strong>
                <dl>
                  {columns.slice(1).map((col) => (
                    <div key={col.id}>
                      <dt>{col.label}</dt>
                      <dd>{col.render(row)}</dd>
                    </div>
                  ))}
                </dl>
              </button>
            </Card>
          ))}
        </Cards>
      </>
    );
  }
  return (
    // focusable so a keyboard user can scroll it sideways on a phone (WCAG 2.1.1)
    <TableScroll tabIndex={0} role="region" aria-label="Players table">
      <Table aria-label="Players">
        <thead>
          <tr>
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
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
          {rows.map((row) => (
            <tr
              key={row.pid}
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
              {columns.map((col) => (
                <td key={col.id} data-numeric={col.numeric ? 'true' : undefined}>
                  {col.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

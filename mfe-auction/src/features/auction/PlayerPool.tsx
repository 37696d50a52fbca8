import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@league/shared-rules/client';
import type { AuctionPoolPlayer, AuctionPoolSortKey } from '@league/shared-rules/contracts';
import { POOL_PAGE_SIZE, usePoolPage } from './pool-data';
import { Filters, Panel } from './styles';
import { withAdjusted, type PoolPlayer } from './values';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'] as const;
/** Search is debounced 1000 ms (spec §5). */
const SEARCH_DEBOUNCE_MS = 1000;
const COLUMNS: [AuctionPoolSortKey, string][] = [['name', 'Player'], ['pos', 'Pos'], ['points', 'Pts'], ['market', 'Market'], ['adjusted', 'Adjusted'], ['age', 'Age']];

interface Props {
  api: ApiClient;
  leagueId: number;
  /** The league's unspent cap: Adjusted is priced against it. */
  unspentCap: number;
  /** Sold in this room: hidden at once. */
  exclude: Set<string>;
  /** Sales since the room's first state: each one asks for the page again (fresh rows and values). */
  sales: number;
  selectedPid: string | null;
  onSelect: (player: PoolPlayer) => void;
  /** Every answer's rows, so the room can name them elsewhere. */
  onRows?: (rows: AuctionPoolPlayer[], openPointsAdded: number) => void;
}

/**
 * Free agents with their values, one page at a time from the server: search, position filters and
 * sortable columns are sent with the request. The panel has a fixed height (a page of rows scrolls inside
 * it) and keeps the previous rows while the next page loads, so nothing around it moves when data arrives.
 */
export function PlayerPool({ api, leagueId, unspentCap, exclude, sales, selectedPid, onSelect, onRows }: Props) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [positions, setPositions] = useState<string[]>([]);
  const [sort, setSort] = useState<{ key: AuctionPoolSortKey; desc: boolean }>({ key: 'market', desc: true });
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);
  // a new filter or order starts at the first page
  useEffect(() => setOffset(0), [q, positions, sort]);

  // unset filters are undefined, which the request leaves out: the first query is AUCTION_POOL_FIRST_QUERY
  // to the letter (the page preloads it)
  const query = { q: q || undefined, pos: positions.length ? (positions as (typeof POSITIONS)[number][]) : undefined, sort: sort.key, dir: sort.desc ? 'desc' : 'asc', limit: POOL_PAGE_SIZE, offset } as const;
  const page = usePoolPage(api, leagueId, query, sales, onRows);
  const rows = useMemo(
    () => page.rows.filter((p) => !exclude.has(p.pid)).map((p) => withAdjusted(p, { unspentCap, openPointsAdded: page.openPointsAdded ?? 0 })),
    [page.rows, page.openPointsAdded, exclude, unspentCap],
  );

  const header = (key: AuctionPoolSortKey, label: string) => (
    <th key={key} aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' && key !== 'pos' }))}>{label}</button>
    </th>
  );

  return (
    <Panel aria-label="Player pool" aria-busy={page.loading} className="pool">
      <Filters>
        <input placeholder="Search players" aria-label="Search players" value={typed} onChange={(e) => setTyped(e.target.value)} />
        {POSITIONS.map((pos) => (
          <button key={pos} type="button" aria-pressed={positions.includes(pos)} onClick={() => setPositions((ps) => (ps.includes(pos) ? ps.filter((p) => p !== pos) : [...ps, pos]))}>
            {pos}
          </button>
        ))}
      </Filters>
      {/* above the table, so the rows arriving never move it; Filters gives its buttons their 24 px */}
      <Filters>
        <button type="button" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - POOL_PAGE_SIZE))}>Previous</button>{' '}
        {page.total > 0 ? `${offset + 1}–${Math.min(offset + POOL_PAGE_SIZE, page.total)} of ${page.total}` : page.loading ? 'Loading players…' : 'No players match.'}{' '}
        <button type="button" disabled={offset + POOL_PAGE_SIZE >= page.total} onClick={() => setOffset((o) => o + POOL_PAGE_SIZE)}>Next</button>
      </Filters>
      <table>
        <thead>
          <tr>{COLUMNS.map(([key, label]) => header(key, label))}</tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.pid} className={p.pid === selectedPid ? 'selected' : undefined} onClick={() => onSelect(p)} data-pid={p.pid}>
              <td>{p.name}</td>
              <td>{p.pos}</td>
              <td>{Math.round(p.points)}</td>
              <td>${p.market}</td>
              <td>${p.adjusted}</td>
              <td>{p.age ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Filters, Panel } from './styles';
import type { PoolPlayer } from './values';

type SortKey = 'name' | 'pos' | 'points' | 'market' | 'adjusted' | 'age';
const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'];
/** Search is debounced 1000 ms (spec §5). */
const SEARCH_DEBOUNCE_MS = 1000;

interface Props {
  pool: PoolPlayer[];
  exclude: Set<string>;
  selectedPid: string | null;
  onSelect: (pid: string) => void;
  loading: boolean;
}

/** Free agents with their values: search, position filters and sortable columns; a click selects. */
export function PlayerPool({ pool, exclude, selectedPid, onSelect, loading }: Props) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [positions, setPositions] = useState<string[]>([]);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'market', desc: true });
  useEffect(() => {
    const t = setTimeout(() => setQuery(typed.trim().toLowerCase()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);

  const rows = useMemo(() => {
    const key = sort.key;
    const value = (p: PoolPlayer): string | number =>
      key === 'name' ? p.player.name : key === 'pos' ? p.player.pos : key === 'age' ? (p.age ?? 99) : p[key];
    return pool
      .filter((p) => !p.rostered && !exclude.has(p.player.pid))
      .filter((p) => positions.length === 0 || positions.includes(p.player.pos))
      .filter((p) => !query || p.player.name.toLowerCase().includes(query))
      .sort((a, b) => {
        const va = value(a);
        const vb = value(b);
        const c = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
        return sort.desc ? -c : c;
      })
      .slice(0, 300);
  }, [pool, exclude, positions, query, sort]);

  const header = (key: SortKey, label: string) => (
    <th aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' && key !== 'pos' }))}>{label}</button>
    </th>
  );

  return (
    <Panel aria-label="Player pool">
      <Filters>
        <input placeholder="Search players" aria-label="Search players" value={typed} onChange={(e) => setTyped(e.target.value)} />
        {POSITIONS.map((pos) => (
          <button key={pos} type="button" aria-pressed={positions.includes(pos)} onClick={() => setPositions((ps) => (ps.includes(pos) ? ps.filter((p) => p !== pos) : [...ps, pos]))}>
            {pos}
          </button>
        ))}
      </Filters>
      {loading ? (
        <p>Loading players…</p>
      ) : (
        <table>
          <thead>
            <tr>{header('name', 'Player')}{header('pos', 'Pos')}{header('points', 'Pts')}{header('market', 'Market')}{header('adjusted', 'Adjusted')}{header('age', 'Age')}</tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.player.pid} className={p.player.pid === selectedPid ? 'selected' : undefined} onClick={() => onSelect(p.player.pid)} data-pid={p.player.pid}>
                <td>{p.player.name}</td>
                <td>{p.player.pos}</td>
                <td>{Math.round(p.points)}</td>
                <td>${p.market}</td>
                <td>${p.adjusted}</td>
                <td>{p.age ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

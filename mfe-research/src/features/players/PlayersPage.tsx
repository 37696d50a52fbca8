import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { loadPlayers, type PlayersPayload } from '../data/players-api';
import type { ApiContext } from '../data/http';
import { useDebouncedValue } from '../ui/hooks';
import { Button, EmptyState, ErrorState, SkeletonList, cardsQuery, tokens, useLoad, type Progress, useMediaQuery } from '@league/shell/kit';
import { filterPlayers, togglePosition } from './filter';
import { PlayerDetails } from './PlayerDetails';
import { toPlayerRow, type Position } from './player-model';
import { buildColumns, PlayersTable } from './PlayersTable';
import { PlayersToolbar } from './PlayersToolbar';
import { sortPlayers, toggleSort, type SortColumn, type SortState } from './sort';

/** Spec §9 'page of 100'. */
export const PAGE_SIZE = 100;
/** Spec §5 search debounce. */
export const SEARCH_DEBOUNCE_MS = 1000;

const Page = styled.main`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1200px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
  h1 { margin: 0 0 4px; font-size: 26px; }
`;

const Subtitle = styled.p`
  margin: 0 0 18px;
  color: ${tokens.muted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
  color: ${tokens.muted};
`;

export interface PlayersPageProps {
  ctx: ApiContext;
  leagueId: number;
  /** Injected clock (ages are computed from it). */
  now?: () => Date;
  /** False in component tests (jsdom draws no svg). */
  charts?: boolean;
}

/** The league's players: search, position filter, sortable columns and a details panel. */
export function PlayersPage({ ctx, leagueId, now = () => new Date(), charts = true }: PlayersPageProps) {
  const load = useCallback(
    (signal: AbortSignal, progress: Progress<PlayersPayload>) => loadPlayers(ctx, leagueId, signal, progress),
    [ctx, leagueId],
  );
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, load);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [positions, setPositions] = useState<Position[]>([]);
  const [sort, setSort] = useState<SortState | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [selectedPid, setSelectedPid] = useState<string | null>(null);
  const asCards = useMediaQuery(cardsQuery);
  const today = useMemo(() => now(), [state.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = useMemo(() => {
    if (state.status !== 'loaded') return [];
    const names = new Map(state.data.teams.map((team) => [team.uid, team.name]));
    return state.data.players.map((player) => toPlayerRow(player, names, today));
  }, [state, today]);

  const hasPoints = rows.some((row) => row.points !== null);
  // a visitor receives no roster info (spec §6: no salary or manager data), so no roster columns
  const hasSalary = leagueId > 0 && state.status === 'loaded' && state.data.players.some((p) => p.tid !== undefined);
  const defaultColumn: SortColumn = hasPoints ? 'points' : hasSalary ? 'salary' : 'name';
  const activeSort: SortState = sort ?? { column: defaultColumn, desc: true };
  const columns = useMemo(
    () => buildColumns({ roster: hasSalary, salary: hasSalary, points: hasPoints, pointsLabel: 'Pts' }),
    [hasSalary, hasPoints],
  );

  const visible = useMemo(
    () => sortPlayers(filterPlayers(rows, { search: debouncedSearch, positions }), activeSort),
    [rows, debouncedSearch, positions, activeSort],
  );
  const selected = selectedPid ? rows.find((row) => row.pid === selectedPid) ?? null : null;
  const names = useMemo(() => new Map(rows.map((row) => [row.pid, row.name])), [rows]);
  const nameOf = useCallback((pid: string) => names.get(pid) ?? pid, [names]);
  const teamNames = useMemo(() => new Map(state.status === 'loaded' ? state.data.teams.map((t) => [t.uid, t.name]) : []), [state]);
  const teamName = useCallback((tid: number) => teamNames.get(tid) ?? `Team ${tid}`, [teamNames]);

  const onSort = (column: SortColumn) => {
    setSort(toggleSort(activeSort, column, defaultColumn));
    // Spec §4: setting a sort clears the selected player.
    setSelectedPid(null);
  };

  return (
    <Page>
      <h1>Players</h1>
      <Subtitle>
        {leagueId > 0 ? 'Roster status and salaries in this league.' : 'Default 12 team half-ppr superflex league.'}
      </Subtitle>
      <PlayersToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setLimit(PAGE_SIZE);
        }}
        positions={positions}
        onTogglePosition={(position) => {
          setPositions((current) => togglePosition(current, position));
          setLimit(PAGE_SIZE);
        }}
      />
      {state.status === 'loading' && <SkeletonList label="Loading players" />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
      {state.status === 'loaded' && visible.length === 0 && <EmptyState>No players match these filters.</EmptyState>}
      {state.status === 'loaded' && visible.length > 0 && (
        <>
          <PlayersTable
            rows={visible.slice(0, limit)}
            columns={columns}
            sort={activeSort}
            onSort={onSort}
            selectedPid={selectedPid}
            onSelect={setSelectedPid}
            asCards={asCards}
          />
          <Footer>
            <span role="status">
              Showing {Math.min(limit, visible.length)} of {visible.length}
              {state.partial ? ' · loading all players…' : ''}
            </span>
            {limit < visible.length && (
              <Button type="button" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                Show more
              </Button>
            )}
          </Footer>
        </>
      )}
      {selected && (
        <PlayerDetails
          player={selected}
          currentYear={today.getUTCFullYear()}
          inLeague={hasSalary}
          onClose={() => setSelectedPid(null)}
          ctx={ctx}
          leagueId={leagueId}
          now={today}
          nameOf={nameOf}
          charts={charts}
          teamName={teamName}
        />
      )}
    </Page>
  );
}

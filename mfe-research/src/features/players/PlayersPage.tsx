import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Season } from '@league/shared-rules';
import { useRules, type Rules } from './lazy-rules';
import { loadPlayers, type PlayersPayload } from '../data/players-api';
import type { ApiContext } from '../data/http';
import { useDebouncedValue } from '../ui/hooks';
import { EmptyState, ErrorState, PageHead, SkeletonList, cardsQuery, tokens, useLoad, type LoadState, type Progress, useMediaQuery } from '@league/shell/kit';
import { PLAYERS_LEDE } from '@league/shared-rules/page-heads';
import { buildColumns, defaultSortColumn, type ColumnOptions } from './columns';
import { distinctValues, filterPlayers, togglePosition } from './filter';
import { PlayerDetails } from './PlayerDetails';
import { toPlayerRow, type Position } from './player-model';
import { NO_LIST_FILTERS, PlayersFilters, type ListFilters } from './PlayersFilters';
import { PlayersTable } from './PlayersTable';
import { PlayersToolbar } from './PlayersToolbar';
import { sortPlayers, toggleSort, type SortColumn, type SortState } from './sort';
import { useViewData } from './view-data';
import { availableViews, defaultView, playFamily, VIEW_LABELS, type ViewId } from './views';
import { useWatchlist } from './watchlist';
import { useOutOfPoolPlayers } from './extra-players';
import { usePoolValues } from './pool-values';

/** The line under the title: about this league, or the default one a visitor browses (league 0). */
const playersLede = (leagueId: number) => (leagueId > 0 ? PLAYERS_LEDE.league : PLAYERS_LEDE.default);

/** Spec §5 search debounce. */
export const SEARCH_DEBOUNCE_MS = 1000;

// a div: the shell's layout holds the page's one main landmark
const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1200px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
`;

const Notice = styled.p`
  margin: 0 0 12px;
  color: ${tokens.muted};
  font-size: 14px;
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

/** Spec §2: control+command+w hides the watchlist (its stars, its flag and the filter it applies). */
export function isHideWatchlistShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key'>): boolean {
  return event.ctrlKey && event.metaKey && event.key.toLowerCase() === 'w';
}

/** The league's players: views, search, filters, sortable columns, the watchlist and a details panel. */
export function PlayersPage({ ctx, leagueId, now = () => new Date(), charts = true }: PlayersPageProps) {
  const load = useCallback(
    (signal: AbortSignal, progress: Progress<PlayersPayload>) => loadPlayers(ctx, leagueId, signal, progress),
    [ctx, leagueId],
  );
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, load);
  const today = useMemo(() => now(), [state.status]); // eslint-disable-line react-hooks/exhaustive-deps
  const loadedRules = useRules();
  // spec §2: the views depend on where `today` falls in the season
  const season = useMemo(() => (loadedRules ? loadedRules.getSeason(Math.floor(today.getTime() / 1000)) : null), [loadedRules, today]);
  if (!loadedRules || !season) {
    return (
      <Page>
        <PageHead title="Players" lede={playersLede(leagueId)} />
        <SkeletonList label="Loading players" />
      </Page>
    );
  }
  return <PlayersContent ctx={ctx} leagueId={leagueId} charts={charts} state={state} retry={retry} today={today} season={season} rules={loadedRules} />;
}

interface PlayersContentProps {
  ctx: ApiContext;
  leagueId: number;
  charts: boolean;
  state: LoadState<PlayersPayload>;
  retry: () => void;
  today: Date;
  season: Season;
  rules: Rules;
}

function PlayersContent({ ctx, leagueId, charts, state, retry, today, season, rules: { NFL_STATUS_NAMES, NOT_IN_PLAYER_POOL_STATUSES } }: PlayersContentProps) {
  const currentWeek = Math.max(Math.min(season.week, season.finalWeek), 1);
  const views = useMemo(() => availableViews(season), [season]);
  const weeks = useMemo(() => Array.from({ length: season.finalWeek }, (_, i) => i + 1), [season]);

  const [view, setView] = useState<ViewId>(() => defaultView(season));
  const [week, setWeek] = useState(currentWeek);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [positions, setPositions] = useState<Position[]>([]);
  const [lists, setLists] = useState<ListFilters>(NO_LIST_FILTERS);
  const [watchlistOnly, setWatchlistOnly] = useState(false);
  const [watchlistHidden, setWatchlistHidden] = useState(false);
  const [sort, setSort] = useState<SortState | null>(null);
  const [selectedPid, setSelectedPid] = useState<string | null>(null);
  const asCards = useMediaQuery(cardsQuery);
  const watchlist = useWatchlist(ctx);
  const { data: viewData, retry: retryView } = useViewData(ctx, view, season.year, week, leagueId);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isHideWatchlistShortcut(event)) return;
      event.preventDefault();
      setWatchlistHidden((hidden) => !hidden);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const extra = useOutOfPoolPlayers(ctx, leagueId, lists.nflStatuses, NOT_IN_PLAYER_POOL_STATUSES);
  const { values: projected, pending: projectionPending } = usePoolValues({ ctx, leagueId, year: season.year, currentWeek, finalWeek: season.finalWeek, offseason: season.week === 0, needWorker: view === 'week' && week !== currentWeek });
  const rows = useMemo(() => {
    if (state.status !== 'loaded') return [];
    const names = new Map(state.data.teams.map((team) => [team.uid, team.name]));
    const seen = new Set(state.data.players.map((p) => p.pid));
    const all = [...state.data.players, ...extra.players.filter((p) => !seen.has(p.pid))];
    return all.map((player) => {
      const row = toPlayerRow(player, names, today);
      // the values worker's points (the caller's weights and own rows) stand in where the api sent none
      const values = row.projection === null ? projected?.get(row.pid) : undefined;
      return values ? { ...row, projection: values } : row;
    });
  }, [state, today, extra.players, projected]);

  // a visitor receives no roster info (spec §6: no salary or manager data), so no roster columns
  const hasSalary = leagueId > 0 && state.status === 'loaded' && state.data.players.some((p) => p.tid !== undefined);
  const options: ColumnOptions = {
    view,
    week,
    roster: hasSalary,
    salary: hasSalary,
    market: rows.some((row) => row.marketSalary !== null),
    points: rows.some((row) => row.points !== null),
    // while the points are on their way the column is there already (cells '–'): it and the default sort
    // then do not change under the reader when they arrive (issue #20, layout shift)
    projection: projectionPending || rows.some((row) => row.projection !== null),
    matchups: viewData.matchups,
    defence: viewData.defence,
    playStats: viewData.playStats,
  };
  const columns = useMemo(() => buildColumns(options), Object.values(options)); // eslint-disable-line react-hooks/exhaustive-deps
  const defaultColumn = defaultSortColumn(options, columns);
  const activeSort: SortState = sort ?? { column: defaultColumn, desc: true };
  const sortColumn = columns.find((c) => c.id === activeSort.column) ?? columns.find((c) => c.id === defaultColumn)!;

  const choices = useMemo(
    () => ({
      nflTeams: distinctValues(rows, (r) => r.nflTeam),
      colleges: distinctValues(rows, (r) => r.college),
      nflStatuses: Object.entries(NFL_STATUS_NAMES).map(([value, label]) => ({ value, label })),
    }),
    [rows, NFL_STATUS_NAMES],
  );
  const filtered = useMemo(
    () =>
      filterPlayers(rows, {
        search: debouncedSearch,
        positions,
        ...lists,
        watchlistOnly: watchlistOnly && !watchlistHidden,
        watchlist: watchlist.pids,
        seasonYear: season.year,
      }),
    [rows, debouncedSearch, positions, lists, watchlistOnly, watchlistHidden, watchlist.pids, season.year],
  );
  const visible = useMemo(() => sortPlayers(filtered, activeSort, sortColumn.value), [filtered, activeSort.column, activeSort.desc, sortColumn]); // eslint-disable-line react-hooks/exhaustive-deps
  const selected = selectedPid ? rows.find((row) => row.pid === selectedPid) ?? null : null;
  const names = useMemo(() => new Map(rows.map((row) => [row.pid, row.name])), [rows]);
  const nameOf = useCallback((pid: string) => names.get(pid) ?? pid, [names]);
  const teams = useMemo(() => (state.status === 'loaded' ? state.data.teams : []), [state]);
  const filterTeams = useMemo(() => (hasSalary ? teams : []), [hasSalary, teams]);
  const teamNames = useMemo(() => new Map(teams.map((t) => [t.uid, t.name])), [teams]);
  const teamName = useCallback((tid: number) => teamNames.get(tid) ?? `Team ${tid}`, [teamNames]);

  const onSort = (column: SortColumn) => {
    setSort(toggleSort(activeSort, column, defaultColumn));
    // Spec §4: setting a sort clears the selected player.
    setSelectedPid(null);
  };
  // Spec §4: selecting a view resets the sort to its default column, descending, and the week to the current one.
  const onView = (next: ViewId) => {
    setView(next);
    setSort(null);
    setWeek(currentWeek);
  };
  const onLists = useCallback((next: ListFilters) => setLists(next), []);
  // a projection view waits for its points (the server's answer is preloaded): rows sorted on '–' cells
  // would all move when the numbers arrive (issue #20, layout shift)
  const loading = state.status === 'loading' || (state.status === 'loaded' && projectionPending && playFamily(view) === null);
  const loaded = state.status === 'loaded' && !loading;

  return (
    <Page>
      <PageHead title="Players" lede={playersLede(leagueId)} />
      <PlayersToolbar
        views={views}
        view={view}
        onView={onView}
        week={week}
        weeks={weeks}
        onWeek={setWeek}
        watchlistOnly={watchlistHidden ? null : watchlistOnly}
        onWatchlistOnly={setWatchlistOnly}
        search={search}
        onSearch={setSearch}
        positions={positions}
        onTogglePosition={(position) => setPositions((current) => togglePosition(current, position))}
      />
      <PlayersFilters
        filters={lists}
        onChange={onLists}
        {...choices}
        teams={filterTeams}
        rosters={hasSalary}
      />
      {watchlist.error && <Notice role="alert">Watchlist not saved: {watchlist.error}</Notice>}
      {viewData.status === 'error' && <ErrorState message={viewData.message ?? ''} onRetry={retryView} />}
      {viewData.status === 'loading' && <Notice role="status">Loading {VIEW_LABELS[view]}…</Notice>}
      {extra.loading && <Notice role="status">Loading players of the chosen statuses…</Notice>}
      {extra.error && <ErrorState message={extra.error} onRetry={extra.retry} />}
      {loading && <SkeletonList label="Loading players" />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
      {loaded && visible.length === 0 && <EmptyState>No players match these filters.</EmptyState>}
      {loaded && visible.length > 0 && (
        <>
          <PlayersTable
            rows={visible}
            columns={columns}
            sort={activeSort}
            onSort={onSort}
            selectedPid={selectedPid}
            onSelect={setSelectedPid}
            asCards={asCards}
            watch={watchlistHidden ? null : watchlist}
            resetKey={JSON.stringify([view, week, activeSort, debouncedSearch, positions, lists, watchlistOnly && !watchlistHidden])}
          />
          <Footer>
            <span role="status">
              {`${visible.length} players`}
              {state.partial ? ' · loading all players…' : ''}
            </span>
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
          watch={ctx.token !== null && !watchlistHidden ? watchlist : null}
        />
      )}
    </Page>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TRANSACTION_TYPE_NAMES } from '@league/shared-rules';
import { getShownMessage } from '@league/shared-rules/client';
import type { Notice, Team, Transaction } from '@league/shared-rules/contracts';
import type { ApiContext } from '../rosters/http';
import { Button, EmptyState, ErrorState, SkeletonList, tokens } from '@league/shell/kit';
import { Header, Page, Section, Select } from '../team/ui';
import { loadTeams, loadTransactionsPage, type TransactionFilters } from './transactions-data';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  label { display: grid; gap: 4px; font-size: 0.8rem; font-weight: 600; color: ${tokens.inkSoft}; }
  select[multiple] { min-width: 190px; height: 120px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 10px 16px; border-bottom: 1px solid ${tokens.surfaceAlt}; }
  th { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${tokens.muted}; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  @media (max-width: 599.98px) { .wide { display: none; } th, td { padding: 8px 10px; } }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 14px;
`;

type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; items: Transaction[]; names: Record<string, string>; hasMore: boolean; loadingMore: boolean };

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const selected = (select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => Number(o.value));

/**
 * The league's transactions (spec §2, §4 "Transactions list"): type and team filters, newest
 * first, paged. The list resets on load or filter change; hasMore turns false when a page comes
 * back shorter than the page size.
 */
export function TransactionsPage({ ctx, leagueId, notify }: { ctx: ApiContext; leagueId: number; notify: (notice: Notice) => void }) {
  const [filters, setFilters] = useState<TransactionFilters>({ types: [], teams: [] });
  const [teams, setTeams] = useState<Team[]>([]);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    loadTeams(ctx, leagueId, controller.signal).then(setTeams, () => undefined);
    return () => controller.abort();
  }, [ctx, leagueId]);

  useEffect(() => {
    const controller = new AbortController();
    const mine = ++generation.current;
    setState({ status: 'loading' });
    loadTransactionsPage(ctx, leagueId, filters, 0, controller.signal)
      .then((page) => mine === generation.current && setState({ status: 'loaded', ...page, loadingMore: false }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ status: 'error', message: getShownMessage(error) }));
    return () => controller.abort();
  }, [ctx, leagueId, filters, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'loaded') return;
    const mine = generation.current;
    setState({ ...state, loadingMore: true });
    try {
      const page = await loadTransactionsPage(ctx, leagueId, filters, state.items.length);
      if (mine !== generation.current) return;
      setState({ status: 'loaded', items: [...state.items, ...page.items], names: { ...state.names, ...page.names }, hasMore: page.hasMore, loadingMore: false });
    } catch (error) {
      setState({ ...state, loadingMore: false });
      notify({ message: getShownMessage(error), severity: 'error' });
    }
  }, [state, ctx, leagueId, filters, notify]);

  const teamName = (tid: number) => teams.find((t) => t.uid === tid)?.name ?? `Team ${tid}`;

  return (
    <Page>
      <Header>
        <div><h1>Transactions</h1></div>
        <Filters>
          <label>
            Types
            <Select multiple aria-label="Types" value={filters.types.map(String)} onChange={(e) => setFilters({ ...filters, types: selected(e.target) })}>
              {Object.entries(TRANSACTION_TYPE_NAMES).map(([code, name]) => (
                <option key={code} value={code}>{name}</option>
              ))}
            </Select>
          </label>
          <label>
            Teams
            <Select multiple aria-label="Teams" value={filters.teams.map(String)} onChange={(e) => setFilters({ ...filters, teams: selected(e.target) })}>
              {teams.map((t) => (
                <option key={t.uid} value={t.uid}>{t.name}</option>
              ))}
            </Select>
          </label>
        </Filters>
      </Header>
      {state.status === 'loading' && <SkeletonList label="Loading transactions" />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {state.status === 'loaded' && state.items.length === 0 && <EmptyState>No transactions</EmptyState>}
      {state.status === 'loaded' && state.items.length > 0 && (
        <Section aria-label="Transactions list">
          <Table>
            <thead>
              <tr><th>Date</th><th>Team</th><th>Type</th><th>Player</th><th className="wide">Salary</th></tr>
            </thead>
            <tbody>
              {state.items.map((t) => (
                <tr key={t.uid}>
                  <td>{formatTime(t.timestamp)}</td>
                  <td>{teamName(t.tid)}</td>
                  <td>{TRANSACTION_TYPE_NAMES[t.type]}</td>
                  <td>{state.names[t.pid] ?? t.pid}</td>
                  <td className="wide num">${t.value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {state.hasMore && (
            <More>
              <Button type="button" disabled={state.loadingMore} onClick={() => void loadMore()}>Load more</Button>
            </More>
          )}
        </Section>
      )}
    </Page>
  );
}

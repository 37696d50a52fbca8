import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { TRADE_VETO_WINDOW_SECONDS } from '@league/shared-rules';
import { getShownMessage } from '@league/shared-rules/client';
import type { Notice, Trade } from '@league/shared-rules/contracts';
import { Button, EmptyState, ErrorState, SkeletonList, tokens, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../rosters/http';
import { Header, Page, Section } from '../team/ui';
import { AnalyzerPanel } from './AnalyzerPanel';
import { TradeBuilder } from './TradeBuilder';
import { TradeDetail } from './TradeDetail';
import { counterOf, draftOf, loadTradeData, statusOf, tradeActions, type TradeDraft } from './trades-api';

// a decided trade is not analyzed again: its players have moved, so the rosters no longer show it
import { useAnalysis } from './use-analysis';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
  gap: 18px;
  align-items: start;
  @media (max-width: 799.98px) { grid-template-columns: minmax(0, 1fr); }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li button {
    width: 100%;
    text-align: left;
    font: inherit;
    background: none;
    border: 0;
    border-bottom: 1px solid ${tokens.surfaceAlt};
    padding: 10px 16px;
    min-height: 44px;
    cursor: pointer;
    color: ${tokens.ink};
  }
  li button[aria-current='true'] { background: ${tokens.surfaceAlt}; font-weight: 700; }
  li button:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: -2px; }
  small { display: block; color: ${tokens.muted}; }
`;

export interface TradePageProps {
  ctx: ApiContext;
  leagueId: number;
  /** The user's team in this league. */
  ownTeamId: number | null;
  userId: number | null;
  notify: (notice: Notice) => void;
  /** Leave out the analyzer chart (component tests: highcharts needs a real layout engine). */
  chart?: boolean;
  now?: () => number;
}

const wallClock = () => Math.floor(Date.now() / 1000);
const emptyDraft = (tid: number): TradeDraft => ({
  propose_tid: tid, accept_tid: 0, proposingTeamPlayers: [], acceptingTeamPlayers: [], proposingTeamPicks: [], acceptingTeamPicks: [],
  releasePlayers: [], acceptingTeamReleasePlayers: [],
});

/**
 * The trade page (spec §2 /trade: propose, select an existing trade, accept, cancel, reject): the
 * user's open and past trades, a builder, the analyzer for both sides, and the actions each side has
 * (accept with own releases, reject, counter, cancel; the commissioner's veto within 48 h).
 */
export function TradePage({ ctx, leagueId, ownTeamId, userId, notify, chart = true, now = wallClock }: TradePageProps) {
  const { state, retry, setState } = useLoad(`${leagueId}/${ctx.token ?? ''}`, (signal) => loadTradeData(ctx, leagueId, signal));
  const actions = useMemo(() => tradeActions(ctx, leagueId), [ctx, leagueId]);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<TradeDraft | null>(null);
  const [counter, setCounter] = useState<number | null>(null);
  const [releases, setReleases] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const data = state.status === 'loaded' ? state.data : null;
  const trade = data && typeof selected === 'number' ? data.trades.find((t) => t.uid === selected) ?? null : null;
  const analysisDraft = selected === 'new' ? (draft && draft.accept_tid > 0 ? draft : null) : trade && statusOf(trade) === 'open' ? draftOf(trade, releases) : null;
  const { analysis, loading, error } = useAnalysis(actions, analysisDraft);

  const reload = useCallback(async (select?: number) => {
    try {
      const fresh = await loadTradeData(ctx, leagueId);
      setState({ status: 'loaded', data: fresh });
      if (select !== undefined) setSelected(select);
    } catch (e) {
      notify({ message: getShownMessage(e), severity: 'error' });
    }
  }, [ctx, leagueId, setState, notify]);

  if (state.status === 'loading') return <Page><SkeletonList label="Loading trades" /></Page>;
  if (state.status === 'error') return <Page><ErrorState message={state.message} onRetry={retry} /></Page>;
  const { teams, rosters, trades, league } = state.data;
  const teamName = (tid: number) => teams.find((t) => t.uid === tid)?.name ?? `Team ${tid}`;
  const names = new Map(rosters.flatMap((r) => r.players.map((p) => [p.pid, `${p.name} (${p.pos})`] as const)));
  const playerName = (pid: string) => names.get(pid) ?? pid;
  const commissioner = userId !== null && league.commishid === userId;

  const run = async (write: () => Promise<Trade>, message: string) => {
    setBusy(true);
    try {
      const stored = await write();
      notify({ message, severity: 'success' });
      setReleases([]);
      await reload(stored.uid);
    } catch (e) {
      notify({ message: getShownMessage(e), severity: 'error' });
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const startNew = () => {
    if (ownTeamId === null) return;
    setCounter(null);
    setDraft(emptyDraft(ownTeamId));
    setSelected('new');
  };
  const onAction = (action: 'accept' | 'reject' | 'cancel' | 'counter' | 'veto') => {
    if (!trade) return;
    if (action === 'counter') {
      setCounter(trade.uid);
      setDraft(counterOf(trade));
      setSelected('new');
      return;
    }
    const labels = { accept: 'Trade accepted', reject: 'Trade rejected', cancel: 'Trade cancelled', veto: 'Trade vetoed' } as const;
    const write = { accept: () => actions.accept(trade.uid, releases), reject: () => actions.reject(trade.uid), cancel: () => actions.cancel(trade.uid), veto: () => actions.veto(trade.uid) }[action];
    void run(write, labels[action]);
  };
  const propose = () => {
    if (!draft) return;
    const { acceptingTeamReleasePlayers: _ignored, ...body } = draft;
    void run(() => actions.propose({ ...body, ...(counter !== null ? { counterOf: counter } : {}) }), counter !== null ? 'Counter-offer sent' : 'Trade proposed');
  };

  const open = trade !== null && statusOf(trade) === 'open';
  const mine = (tid: number) => ownTeamId === tid;
  const can = trade ? {
    accept: open && mine(trade.accept_tid),
    reject: open && mine(trade.accept_tid),
    counter: open && mine(trade.accept_tid),
    cancel: open && mine(trade.propose_tid),
    veto: commissioner && statusOf(trade) === 'accepted' && trade.accepted! + TRADE_VETO_WINDOW_SECONDS > now(),
  } : null;
  const empty = draft ? draft.proposingTeamPlayers.length + draft.acceptingTeamPlayers.length + draft.proposingTeamPicks.length + draft.acceptingTeamPicks.length === 0 : true;

  return (
    <Page>
      <Header>
        <div>
          <h1>Trades</h1>
          <p>{league.name ?? 'League'}{ownTeamId !== null ? ` · ${teamName(ownTeamId)}` : ''}</p>
        </div>
        {ownTeamId !== null && <Button $variant="primary" onClick={startNew}>New trade</Button>}
      </Header>
      <Layout>
        <Section aria-labelledby="trades-heading">
          <h2 id="trades-heading">{commissioner && ownTeamId === null ? 'League trades' : 'Your trades'}</h2>
          {trades.length === 0 ? <EmptyState>No trades yet.</EmptyState> : (
            <List>
              {trades.map((t) => (
                <li key={t.uid}>
                  <button type="button" aria-current={selected === t.uid} onClick={() => { setSelected(t.uid); setReleases([]); }}>
                    #{t.uid} {teamName(t.propose_tid)} → {teamName(t.accept_tid)}
                    <small>{statusOf(t)} · {t.proposingTeamPlayers.length + t.proposingTeamPicks.length} for {t.acceptingTeamPlayers.length + t.acceptingTeamPicks.length}</small>
                  </button>
                </li>
              ))}
            </List>
          )}
        </Section>
        <div>
          {selected === null && <Section><EmptyState>Select a trade, or start a new one.</EmptyState></Section>}
          {selected === 'new' && draft && (
            <>
              <TradeBuilder draft={draft} onChange={setDraft} teams={teams} rosters={rosters} analysis={analysis} fixedPartner={counter !== null} />
              <p style={{ margin: '0 0 18px' }}>
                <Button $variant="primary" disabled={busy || empty || draft.accept_tid === 0} onClick={propose}>
                  {counter !== null ? 'Send counter-offer' : 'Propose trade'}
                </Button>
              </p>
            </>
          )}
          {trade && can && (
            <TradeDetail
              trade={trade} teamName={teamName} playerName={playerName} acceptingRoster={rosters.find((r) => r.tid === trade.accept_tid)}
              can={can} releases={releases} onReleases={setReleases} busy={busy} onAction={onAction}
            />
          )}
          {analysisDraft && <AnalyzerPanel analysis={analysis} loading={loading} error={error} teamName={teamName} playerName={playerName} chart={chart} />}
        </div>
      </Layout>
    </Page>
  );
}

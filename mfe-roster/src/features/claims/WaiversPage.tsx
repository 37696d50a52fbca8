import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { mayNominate, type League as RulesLeague } from '@league/shared-rules';
import { getShownMessage } from '@league/shared-rules/client';
import type { LeaguePlayer, Notice, RosterPlayer } from '@league/shared-rules/contracts';
import type { ApiContext } from '../rosters/http';
import { Button, EmptyState, ErrorState, SkeletonList, tokens, useLoad } from '@league/shell/kit';
import { PlayerMenu } from '../team/PlayerMenu';
import { Actions, Header, Money, Name, Page, Row, Section } from '../team/ui';
import { claimEntries, type ClaimPlayer, type ClaimUiDeps } from './claim-entries';
import { claimActions } from './claims-api';
import { ClaimDialog, type ClaimRequest } from './ClaimDialog';
import { WaiverReport } from './WaiverReport';
import { loadWaivers, type WaiversData } from './waivers-data';

export interface WaiversPageProps {
  ctx: ApiContext;
  leagueId: number;
  /** The user's team in this league (claims need one). */
  ownTeamId: number | null;
  notify: (notice: Notice) => void;
  /** The signed-in user (the league's commissioner may nominate for the team on the clock). */
  userId?: number | null;
  navigate?: (to: string) => void;
  now?: () => number;
}

const wallClock = () => Math.floor(Date.now() / 1000);
const TYPE_LABELS: Record<number, string> = { 1: 'Active Roster', 2: 'Poach', 3: 'Practice Squad' };

const Search = styled.form`
  display: flex;
  gap: 10px;
  padding: 12px 16px;
  input { font: inherit; flex: 1; padding: 6px 8px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; }
`;

/**
 * The waivers page (spec §2 /leagues/{lid}/waivers): the team's pending waiver claims (Update
 * Claim, Cancel Claim), the league's pending poaching claims (Update Poach for the claiming team,
 * process for the player's manager), and a free agent search whose players carry the §2 free
 * agent menu (waiver claim or sign, practice squad or active roster).
 */
export function WaiversPage({ ctx, leagueId, ownTeamId, notify, userId = null, navigate, now = wallClock }: WaiversPageProps) {
  const { state, retry, setState } = useLoad(`${leagueId}/${ctx.token ?? ''}`, (signal) => loadWaivers(ctx, leagueId, signal));
  const actions = useMemo(() => claimActions(ctx, leagueId), [ctx, leagueId]);
  const [dialog, setDialog] = useState<ClaimRequest | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LeaguePlayer[] | null>(null);
  const reload = useCallback(() => {
    loadWaivers(ctx, leagueId)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => notify({ message: getShownMessage(error), severity: 'error' }));
  }, [ctx, leagueId, setState, notify]);

  if (state.status === 'loading') return <Page><SkeletonList label="Loading waivers" /></Page>;
  if (state.status === 'error') return <Page><ErrorState message={state.message} onRetry={retry} /></Page>;
  const data = state.data;
  const ownRoster = data.rosters.find((r) => r.tid === ownTeamId);
  const ownTeam = data.teams.find((t) => t.uid === ownTeamId);
  const nameOf = (pid: string) =>
    data.players[pid]?.name ?? results?.find((p) => p.pid === pid)?.name ?? data.rosters.flatMap((r) => r.players).find((p) => p.pid === pid)?.name ?? pid;
  const isCommissioner = userId !== null && data.league.commishid === userId;
  const teamName = (tid: number) => data.teams.find((t) => t.uid === tid)?.name ?? `Team ${tid}`;
  const search = async () => {
    try {
      setResults(await actions.searchFreeAgents(query));
    } catch (error) {
      notify({ message: getShownMessage(error), severity: 'error' });
    }
  };
  const deps: ClaimUiDeps | null =
    ownTeamId !== null && ownTeam
      ? {
          league: data.league as unknown as RulesLeague, ownTid: ownTeamId, ownRoster: ownRoster?.players ?? [], faab: ownTeam.faab,
          now: now(), lastPick: data.lastPick, pendingWaivers: data.waivers, pendingPoaches: data.poaches, actions, nameOf, notify, ask: setDialog,
          ...(navigate && data.auction && mayNominate(data.auction, { teamId: ownTeamId, isCommissioner }, now() * 1000)
            ? { selectForNomination: (pid: string) => navigate(`/leagues/${leagueId}/auction?nominate=${encodeURIComponent(pid)}`) }
            : {}),
          reload: () => {
            reload();
            if (results) void search();
          },
        }
      : null;
  const claimPlayer = (pid: string, base?: Pick<LeaguePlayer, 'name' | 'pos' | 'nfl_draft_year'>): ClaimPlayer => {
    const held = heldBy(data, pid);
    const info = base ?? data.players[pid];
    return {
      pid, name: info?.name ?? pid, pos: info?.pos ?? held?.row.pos ?? '', nfl_draft_year: info?.nfl_draft_year,
      tid: held?.tid ?? 0, slot: held?.row.slot ?? 0, value: held?.row.value ?? 0,
      transactions: data.releases.filter((t) => t.pid === pid),
    };
  };
  const menu = (player: ClaimPlayer) => (deps ? <PlayerMenu label={`Actions for ${player.name}`} entries={claimEntries(deps, player)} /> : null);

  return (
    <Page>
      <Header>
        <div>
          <h1>Waivers</h1>
          <p>{data.league.name}{ownTeam ? ` · FAAB $${ownTeam.faab} · waiver order ${ownTeam.waiver_order ?? '-'}` : ''}</p>
        </div>
      </Header>
      {deps && (
        <Section aria-label="Your Claims">
          <h2>Your Claims</h2>
          {data.waivers.length === 0 && <Row $empty><span /><Name><strong>No pending claims</strong></Name></Row>}
          {data.waivers.map((w) => (
            <Row key={w.uid}>
              <span>{TYPE_LABELS[w.type]}</span>
              <Name>
                <strong>{nameOf(w.pid)}</strong>
                <small>{w.release.length ? `Release: ${w.release.map(nameOf).join(', ')}` : 'No release'}</small>
              </Name>
              <span className="wide" />
              <Money className="wide">${w.bid}</Money>
              <Actions>{menu(claimPlayer(w.pid))}</Actions>
            </Row>
          ))}
        </Section>
      )}
      <Section aria-label="Poaching Claims">
        <h2>Poaching Claims</h2>
        {data.poaches.length === 0 && <Row $empty><span /><Name><strong>No pending poaching claims</strong></Name></Row>}
        {data.poaches.map((p) => (
          <Row key={p.uid}>
            <span>Poach</span>
            <Name>
              <strong>{nameOf(p.pid)}</strong>
              <small>{teamName(p.tid)} from {teamName(p.player_tid)}</small>
            </Name>
            <span className="wide" />
            <span className="wide" />
            <Actions>
              {ownTeamId === p.player_tid && (
                <Button type="button" onClick={() => void processPoach(actions, p.uid, notify, reload)}>Process Poach</Button>
              )}
              {ownTeamId === p.tid && menu(claimPlayer(p.pid))}
            </Actions>
          </Row>
        ))}
      </Section>
      <Section aria-label="Free Agents">
        <h2>Free Agents</h2>
        <Search
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <input aria-label="Search free agents" placeholder="Player name" value={query} onChange={(e) => setQuery(e.target.value)} />
          <Button type="submit">Search</Button>
        </Search>
        {results?.length === 0 && <EmptyState>No free agents found</EmptyState>}
        {results?.map((p) => (
          <Row key={p.pid}>
            <span>{p.pos}</span>
            <Name><strong>{p.name}</strong><small>{p.pos} · {p.team}</small></Name>
            <span className="wide" />
            <span className="wide" />
            <Actions>{menu(claimPlayer(p.pid, p))}</Actions>
          </Row>
        ))}
      </Section>
      <WaiverReport ctx={ctx} leagueId={leagueId} teamName={teamName} />
      {dialog && <ClaimDialog request={dialog} onClose={() => setDialog(null)} />}
    </Page>
  );
}

function heldBy(data: WaiversData, pid: string): { tid: number; row: RosterPlayer } | null {
  for (const r of data.rosters) {
    const row = r.players.find((p) => p.pid === pid);
    if (row) return { tid: r.tid, row };
  }
  return null;
}

async function processPoach(actions: ReturnType<typeof claimActions>, uid: number, notify: (n: Notice) => void, reload: () => void) {
  try {
    await actions.processPoach(uid);
    notify({ message: 'Poach Processed', severity: 'success' });
  } catch (error) {
    notify({ message: getShownMessage(error), severity: 'error' });
  } finally {
    reload();
  }
}

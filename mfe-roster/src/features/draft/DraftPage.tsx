import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { getShownMessage, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import type { BoardPick, DraftRookie, Notice, Team } from '@league/shared-rules/contracts';
import { Button, EmptyState, ErrorState, SkeletonList, tokens, useLoad, VisuallyHidden } from '@league/shell/kit';
import type { ApiContext } from '../rosters/http';
import { Header, Page, Section, Select } from '../team/ui';
import { draftActions, loadDraftBoard, ownOpenPick } from './draft-data';
import { DraftBanner, nyTime } from './DraftBanner';
import { PickDetailsPanel } from './PickDetailsPanel';
import { useDraftLive } from './use-draft-live';

export interface DraftPageProps {
  ctx: ApiContext;
  leagueId: number;
  wsUrl: string;
  /** The user's teams (the Draft button shows for a pick one of them may make now). */
  ownTeamIds: readonly number[];
  notify: (notice: Notice) => void;
  socket?: RealtimeSocketConstructor;
  reconnectMs?: number;
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; padding: 10px 16px 4px; font-weight: 700; color: ${tokens.inkSoft}; }
  th, td { text-align: left; padding: 8px 16px; border-bottom: 1px solid ${tokens.surfaceAlt}; vertical-align: middle; }
  th { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${tokens.muted}; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  tr[data-clock='true'] { background: ${tokens.surfaceAlt}; font-weight: 600; }
  small { color: ${tokens.muted}; display: block; }
  @media (max-width: 599.98px) { .wide { display: none; } th, td { padding: 8px 8px; } }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Controls = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  flex-wrap: wrap;
  label { display: grid; gap: 4px; font-size: 0.8rem; font-weight: 600; color: ${tokens.inkSoft}; }
`;

/** Short form of a rookie's NFL draft capital, e.g. "R1 #6" or "UDFA". */
function capital(r: DraftRookie): string {
  return r.round && r.dpos ? `R${r.round} #${r.dpos}` : 'UDFA';
}

/**
 * The rookie draft board (spec §2 /leagues/{lid}/draft): who is on the clock and their window in
 * New York time, every round's picks with their current and original team, the rookies available by
 * NFL draft capital with a Draft button for an owner whose pick may be made now, and each pick's
 * details (trades, the same slot in earlier drafts). Picks arrive live over /ws.
 */
export function DraftPage({ ctx, leagueId, wsUrl, ownTeamIds, notify, socket, reconnectMs }: DraftPageProps) {
  const [year, setYear] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const { state, retry, setState } = useLoad(`${leagueId}/${year ?? ''}/${ctx.token ?? ''}`, (signal) => loadDraftBoard(ctx, leagueId, year, signal));
  const actions = useMemo(() => draftActions(ctx, leagueId), [ctx, leagueId]);
  const [pending, setPending] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const shownYear = state.status === 'loaded' ? state.data.board.year ?? null : null;

  const refresh = useCallback(() => {
    loadDraftBoard(ctx, leagueId, shownYear)
      .then((data) => {
        setState({ status: 'loaded', data });
        setVersion((v) => v + 1);
      })
      .catch((error: unknown) => notify({ message: getShownMessage(error), severity: 'error' }));
  }, [ctx, leagueId, shownYear, setState, notify]);
  const live = useDraftLive({ wsUrl, token: ctx.token, leagueId, socket, reconnectMs }, shownYear, refresh);

  if (state.status === 'loading') return <Page><SkeletonList label="Loading the draft board" /></Page>;
  if (state.status === 'error') return <Page><ErrorState message={state.message} onRetry={retry} /></Page>;
  const { board, teams } = state.data;
  const teamName = (tid: number) => teams.find((t: Team) => t.uid === tid)?.name ?? `Team ${tid}`;
  const selectedPlayers = new Map((board.selected ?? []).map((r) => [r.pid, r]));
  const rounds = [...new Set(board.picks.map((p) => p.round))].sort((a, b) => a - b);
  const mine = ownOpenPick(board, ownTeamIds);
  // the board's year with the two drafts before and after it
  const years = board.year ? [-2, -1, 0, 1, 2].map((d) => board.year! + d) : [];

  const draftPlayer = async (rookie: DraftRookie) => {
    if (!mine) return;
    setPending(rookie.pid);
    try {
      await actions.makePick({ pid: rookie.pid, pickId: mine.uid, teamId: mine.tid });
      notify({ message: `${teamName(mine.tid)} drafted ${rookie.name} with pick ${mine.pick_str ?? mine.pick}`, severity: 'success' });
      refresh();
    } catch (error) {
      notify({ message: getShownMessage(error), severity: 'error' });
      refresh();
    } finally {
      setPending(null);
    }
  };

  const pickRow = (p: BoardPick) => {
    const player = p.pid ? selectedPlayers.get(p.pid) : null;
    return (
      <tr key={p.uid} data-clock={board.on_clock === p.uid ? 'true' : 'false'} aria-current={board.on_clock === p.uid ? 'true' : undefined}>
        <th scope="row">{p.pick_str ?? '—'}<small className="wide">#{p.pick ?? '—'}</small></th>
        <td>
          {teamName(p.tid)}
          {p.otid !== p.tid && <small>via {teamName(p.otid)}</small>}
        </td>
        <td>
          {player ? (
            <>{player.name} <small>{player.pos}{player.team ? ` · ${player.team}` : ''}</small></>
          ) : p.pid ? p.pid : p.window_opens ? <small>opens {nyTime(p.window_opens)}</small> : <small>—</small>}
        </td>
        <td className="num wide">{p.salary != null ? `$${p.salary}` : '—'}</td>
        <td><Button type="button" $variant="ghost" onClick={() => setSelected(p.uid)} aria-label={`Details of pick ${p.pick_str ?? p.uid}`}>Details</Button></td>
      </tr>
    );
  };

  return (
    <Page>
      <Header>
        <div>
          <h1>{board.year ?? ''} Rookie Draft</h1>
          <p>{board.rookie_class ? `${board.rookie_class} NFL class` : 'No rookie class in the data'} · {live === 'live' ? 'Live' : live === 'connecting' ? 'Connecting…' : 'Not live'}</p>
        </div>
        <Controls>
          <label>
            Year
            <Select value={board.year ?? ''} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => <option key={y} value={y}>{y}</option>)}
            </Select>
          </label>
        </Controls>
      </Header>
      <DraftBanner board={board} teamName={teamName} />
      {selected !== null && (
        <PickDetailsPanel key={`${selected}/${version}`} pickId={selected} actions={actions} teamName={teamName} onClose={() => setSelected(null)} />
      )}
      <Section aria-labelledby="draft-rounds">
        <h2 id="draft-rounds">Draft order</h2>
        {board.picks.length === 0 ? (
          <EmptyState>No picks for {board.year} yet.</EmptyState>
        ) : (
          rounds.map((round) => (
            <Scroll key={round} tabIndex={0} role="region" aria-label={`Round ${round} picks`}>
              <Table aria-label={`Round ${round}`}>
                <caption>Round {round}</caption>
                <thead>
                  <tr><th scope="col">Pick</th><th scope="col">Team</th><th scope="col">Player</th><th scope="col" className="wide">Salary</th><th scope="col"><VisuallyHidden>Details</VisuallyHidden></th></tr>
                </thead>
                <tbody>{board.picks.filter((p) => p.round === round).map(pickRow)}</tbody>
              </Table>
            </Scroll>
          ))
        )}
      </Section>
      <Section aria-labelledby="draft-available">
        <h2 id="draft-available">Available rookies <span>{board.available?.length ?? 0}</span></h2>
        {mine && <p style={{ padding: '8px 16px', margin: 0 }}>You may pick now with {mine.pick_str} ({teamName(mine.tid)}).</p>}
        {(board.available ?? []).length === 0 ? (
          <EmptyState>No rookies available.</EmptyState>
        ) : (
          <Scroll tabIndex={0} role="region" aria-label="Available rookies list">
            <Table aria-label="Available rookies">
              <thead>
                <tr><th scope="col">Player</th><th scope="col">Pos</th><th scope="col" className="wide">NFL team</th><th scope="col" className="wide">College</th><th scope="col">NFL draft</th>{mine && <th scope="col"><VisuallyHidden>Draft</VisuallyHidden></th>}</tr>
              </thead>
              <tbody>
                {(board.available ?? []).map((r) => (
                  <tr key={r.pid}>
                    <th scope="row">{r.name}</th>
                    <td>{r.pos}</td>
                    <td className="wide">{r.team ?? 'FA'}</td>
                    <td className="wide">{r.college ?? '—'}</td>
                    <td>{capital(r)}</td>
                    {mine && (
                      <td>
                        <Button type="button" $variant="primary" disabled={pending !== null} aria-label={`Draft ${r.name}`} onClick={() => void draftPlayer(r)}>
                          {pending === r.pid ? 'Drafting…' : 'Draft'}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </Section>
    </Page>
  );
}

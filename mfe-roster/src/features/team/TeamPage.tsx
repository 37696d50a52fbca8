import { useCallback, useMemo, useState } from 'react';
import {
  isPracticeSquadSlot,
  isReserveSlot,
  isStarterSlot,
  PLAYER_TAG_ABBREVIATIONS,
  PLAYER_TAG_NAMES,
  ROSTER_SLOT_LABELS,
  canBidOnRestrictedFreeAgent,
  RosterSlot,
  type RosterActionContext,
} from '@league/shared-rules';
import { getShownMessage } from '@league/shared-rules/client';
import type { Notice, RestrictedFreeAgencyBid, RosterPlayer } from '@league/shared-rules/contracts';
import { claimEntries } from '../claims/claim-entries';
import { claimActions } from '../claims/claims-api';
import { ClaimDialog, type ClaimRequest } from '../claims/ClaimDialog';
import type { ApiContext } from '../rosters/http';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import { BidDialog, type BidRequest } from './BidDialog';
import { ChoiceDialog, type ChoiceRequest } from './ChoiceDialog';
import { CommissionerPanel, commissionerEntries } from './CommissionerPanel';
import { CutlistPanel } from './CutlistPanel';
import { leagueStarterSlots, lineupMovesFor, selectableSlots } from './lineup';
import { ownPlayerEntries } from './menu-entries';
import { PlayerMenu, type MenuEntry } from './PlayerMenu';
import { teamActions } from './team-actions';
import { loadTeamPage, toActionContext, type TeamPageData } from './team-data';
import { Actions, Badge, Header, Money, Name, Page, Row, Section, Select, SlotLabel, Stats } from './ui';

export interface TeamPageProps {
  ctx: ApiContext;
  leagueId: number;
  teamId: number;
  /** The signed-in user (null for visitors). */
  userId: number | null;
  /** The user's team in this league; actions show only on it. */
  ownTeamId: number | null;
  notify: (notice: Notice) => void;
  /** Clock in unix seconds (tests pass a fixed one). */
  now?: () => number;
}

const wallClock = () => Math.floor(Date.now() / 1000);

/**
 * A team's page (spec §2 /leagues/{lid}/teams/{tid}): lineup by slot, bench, practice squad,
 * reserve, cap, space and tags. Its owner edits the lineup (slot eligibility and locks from
 * shared-rules, optimistic with rollback) and acts on players through the own-roster menu; the
 * commissioner edits salaries and removes or adds players; visitors only read.
 */
export function TeamPage({ ctx, leagueId, teamId, userId, ownTeamId, notify, now = wallClock }: TeamPageProps) {
  const isOwner = userId !== null && ownTeamId === teamId;
  const { state, retry, setState } = useLoad(`${leagueId}/${teamId}/${isOwner}/${ownTeamId}/${ctx.token ?? ''}`, (signal) =>
    loadTeamPage(ctx, leagueId, teamId, isOwner, signal, ownTeamId),
  );
  const [dialog, setDialog] = useState<ChoiceRequest | null>(null);
  const [bidDialog, setBidDialog] = useState<BidRequest | null>(null);
  const [claimDialog, setClaimDialog] = useState<ClaimRequest | null>(null);
  const claims = useMemo(() => claimActions(ctx, leagueId), [ctx, leagueId]);
  const actions = useMemo(() => teamActions(ctx, teamId, leagueId), [ctx, teamId, leagueId]);
  // a reload after a write keeps the page on screen (no skeleton flash)
  const reload = useCallback(() => {
    loadTeamPage(ctx, leagueId, teamId, isOwner, undefined, ownTeamId)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => notify({ message: getShownMessage(error), severity: 'error' }));
  }, [ctx, leagueId, teamId, isOwner, ownTeamId, setState, notify]);

  if (state.status === 'loading') return <Page><SkeletonList label="Loading team" /></Page>;
  if (state.status === 'error') return <Page><ErrorState message={state.message} onRetry={retry} /></Page>;
  const data = state.data;
  const rules = toActionContext(data, now());
  const isCommissioner = userId !== null && data.league.commishid === userId;
  const nameOf = (pid: string) => data.roster.players.find((p) => p.pid === pid)?.name ?? pid;

  const setLineup = async (player: RosterPlayer, slot: number) => {
    const result = lineupMovesFor(rules, player.pid, slot);
    if ('error' in result) return notify({ message: result.error, severity: 'error' });
    // optimistic: show the new lineup at once, roll back if the server refuses it
    const before = data;
    const bySlot = new Map(result.moves.map((m) => [m.pid, m.slot]));
    const players = data.roster.players.map((p) => (bySlot.has(p.pid) ? { ...p, slot: bySlot.get(p.pid)! } : p));
    setState({ status: 'loaded', data: { ...data, roster: { ...data.roster, players } } });
    try {
      const answer = await actions.setLineup(result.moves);
      setState({ status: 'loaded', data: { ...before, roster: answer.roster } });
    } catch (error) {
      setState({ status: 'loaded', data: before });
      notify({ message: getShownMessage(error), severity: 'error' });
    }
  };

  const patchPlayer = (pid: string, patch: Partial<RosterPlayer>) =>
    setState((current) => {
      if (current.status !== 'loaded') return current;
      const players = current.data.roster.players.map((p) => (p.pid === pid ? { ...p, ...patch } : p));
      return { status: 'loaded', data: { ...current.data, roster: { ...current.data.roster, players } } };
    });

  const toggleWatchlist = async (pid: string) => {
    const before = data.watchlist;
    const next = before.includes(pid) ? before.filter((p) => p !== pid) : [...before, pid];
    setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: { ...current.data, watchlist: next } } : current));
    try {
      await actions.setWatchlist(next);
    } catch (error) {
      setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: { ...current.data, watchlist: before } } : current));
      notify({ message: getShownMessage(error), severity: 'error' });
    }
  };

  /** Places the own team's bid, or updates `existing` (prefilled, keeping its conditional releases). */
  const rfaBid = (row: RosterPlayer, viewerTid: number, existing?: RestrictedFreeAgencyBid) =>
    setBidDialog({
      title: `Restricted Free Agency Bid: ${row.name}`,
      initialBid: existing?.bid ?? row.value,
      warningFor: () => null,
      removeChoices: [],
      confirmLabel: existing ? 'Update Bid' : 'Place Bid',
      onConfirm: async (bid) => {
        try {
          await actions.restrictedFreeAgencyBid(viewerTid, row.pid, row.tid, bid, existing && { release: existing.release });
          // §8 has one success text for the RFA add and update calls
          notify({ message: 'Restricted Free Agency Tag Placed', severity: 'success' });
        } catch (error) {
          notify({ message: getShownMessage(error), severity: 'error' });
        } finally {
          reload();
        }
      },
    });

  const removeRfaBid = async (pid: string, viewerTid: number) => {
    try {
      await actions.cancelRestrictedFreeAgencyBid(viewerTid, pid);
      notify({ message: 'Restricted Free Agency Bid Cancelled', severity: 'success' });
    } catch (error) {
      notify({ message: getShownMessage(error), severity: 'error' });
    } finally {
      reload();
    }
  };

  /** Another team's player (spec §2): restricted free agency bid, poaching claim or poaching waiver claim. */
  const otherTeamEntries = (pid: string): MenuEntry[] => {
    const row = data.roster.players.find((p) => p.pid === pid);
    const viewer = data.viewer;
    const viewerTeam = data.teams.find((t) => t.uid === ownTeamId);
    if (!row || ownTeamId === null || isOwner || !viewer || !viewerTeam) return [];
    const nameOf = (p: string) => viewer.roster.players.find((r) => r.pid === p)?.name ?? p;
    const ownBid = viewer.rfaBids.find((b) => b.pid === pid);
    return claimEntries(
      {
        league: rules.league, ownTid: ownTeamId, ownRoster: viewer.roster.players, faab: viewerTeam.faab, now: rules.now,
        pendingWaivers: viewer.waivers, pendingPoaches: viewer.poaches, ownRfaBids: viewer.rfaBids, actions: claims, nameOf, notify, reload, ask: setClaimDialog,
        extra: {
          'rfa-bid': () => rfaBid(row, ownTeamId),
          'rfa-update': () => rfaBid(row, ownTeamId, ownBid),
          'rfa-remove': () => void removeRfaBid(pid, ownTeamId),
        },
      },
      {
        pid, name: row.name, pos: row.pos, nfl_draft_year: data.players[pid]?.nfl_draft_year, tid: row.tid, slot: row.slot, value: row.value,
        transactions: rules.players.get(pid)?.transactions ?? [],
        restrictedFreeAgencyBidEligible: canBidOnRestrictedFreeAgent({ league: rules.league, tid: ownTeamId, now: rules.now }, row),
      },
    );
  };

  const entriesFor = (pid: string): MenuEntry[] => [
    ...(isOwner ? ownPlayerEntries({ ctx: rules, cutlist: data.cutlist, actions, nameOf, notify, reload, ask: setDialog, askBid: setBidDialog, patchPlayer }, pid) : []),
    ...otherTeamEntries(pid),
    ...(userId !== null
      ? [{ key: 'watchlist', label: data.watchlist.includes(pid) ? 'Remove from Watchlist' : 'Add to Watchlist', onSelect: () => void toggleWatchlist(pid) }]
      : []),
    ...(isCommissioner ? commissionerEntries({ actions, nameOf, notify, reload, ask: setDialog, availableCap: data.roster.availableCap }, pid) : []),
  ];

  const row = (p: RosterPlayer) => (
    <PlayerRow key={p.pid} player={p} data={data} rules={rules} canEditLineup={isOwner} onSlot={setLineup} entries={entriesFor(p.pid)} />
  );
  const starters = leagueStarterSlots(rules).flatMap(({ slot, count }) => {
    const inSlot = data.roster.players.filter((p) => p.slot === slot);
    return Array.from({ length: count }, (_, i) =>
      inSlot[i] ? row(inSlot[i]) : (
        <Row key={`${slot}-${i}`} $empty>
          <SlotLabel>{ROSTER_SLOT_LABELS[slot]}</SlotLabel>
          <Name><strong>Empty</strong></Name>
        </Row>
      ),
    );
  });
  const bench = data.roster.players.filter((p) => p.slot === RosterSlot.BENCH);
  const practice = data.roster.players.filter((p) => isPracticeSquadSlot(p.slot));
  const reserve = data.roster.players.filter((p) => isReserveSlot(p.slot));
  const tags = data.roster.players.filter((p) => p.tag !== 1);

  return (
    <Page>
      <Header>
        <div>
          <h1>{data.team.name}</h1>
          <p>{data.league.name}</p>
        </div>
        <Stats>
          {data.salaries && <div><dt>Cap</dt><dd>${data.roster.availableCap}</dd></div>}
          <div><dt>Space</dt><dd>{data.roster.availableSpace}</dd></div>
          <div><dt>Tags</dt><dd>{tags.length}</dd></div>
        </Stats>
      </Header>
      <Section aria-label="Starters"><h2>Starters</h2>{starters}</Section>
      <Section aria-label="Bench"><h2>Bench <span>{bench.length}/{data.league.bench}</span></h2>
        {bench.length ? bench.map(row) : <Row $empty><span /><Name><strong>No bench players</strong></Name></Row>}
      </Section>
      {practice.length > 0 && <Section aria-label="Practice Squad"><h2>Practice Squad</h2>{practice.map(row)}</Section>}
      {reserve.length > 0 && <Section aria-label="Reserve"><h2>Reserve</h2>{reserve.map(row)}</Section>}
      {isOwner && <CutlistPanel cutlist={data.cutlist} nameOf={nameOf} actions={actions} notify={notify} reload={reload} />}
      {isCommissioner && <CommissionerPanel ctx={ctx} leagueId={leagueId} actions={actions} availableCap={data.roster.availableCap} notify={notify} reload={reload} />}
      {data.roster.players.length === 0 && <EmptyState>No players</EmptyState>}
      {dialog && <ChoiceDialog request={dialog} onClose={() => setDialog(null)} />}
      {bidDialog && <BidDialog request={bidDialog} onClose={() => setBidDialog(null)} />}
      {claimDialog && <ClaimDialog request={claimDialog} onClose={() => setClaimDialog(null)} />}
    </Page>
  );
}

function PlayerRow(props: {
  player: RosterPlayer;
  data: TeamPageData;
  rules: RosterActionContext;
  canEditLineup: boolean;
  onSlot: (player: RosterPlayer, slot: number) => void;
  entries: MenuEntry[];
}) {
  const { player: p, data, rules, canEditLineup, onSlot, entries } = props;
  const info = rules.players.get(p.pid);
  const nfl = data.players[p.pid];
  const editable = canEditLineup && (isStarterSlot(p.slot) || p.slot === RosterSlot.BENCH);
  return (
    <Row>
      <SlotLabel>{ROSTER_SLOT_LABELS[p.slot]}</SlotLabel>
      <Name>
        <strong>
          {p.name}
          {p.tag !== 1 && <Badge title={`${PLAYER_TAG_NAMES[p.tag]} tag`}>{PLAYER_TAG_ABBREVIATIONS[p.tag]}</Badge>}
          {data.watchlist.includes(p.pid) && <Badge $tone="muted" title="Watchlist">★</Badge>}
          {info?.gameStarted && <Badge $tone="muted" title="Game started">Locked</Badge>}
          {nfl?.injury_status && <Badge $tone="danger">{nfl.injury_status}</Badge>}
        </strong>
        <small>{p.pos} · {p.team}</small>
      </Name>
      <span className="wide">{p.pos}</span>
      {/* visitors see no salaries (spec §6); the column keeps its place */}
      <Money className="wide">{data.salaries ? `$${p.value}` : ''}</Money>
      <Actions>
        {editable && (
          <Select aria-label={`Slot for ${p.name}`} value={p.slot} disabled={info?.gameStarted === true} onChange={(e) => onSlot(p, Number(e.target.value))}>
            {[...new Set([p.slot, ...selectableSlots(rules, p.pos)])].map((slot) => (
              <option key={slot} value={slot}>{ROSTER_SLOT_LABELS[slot]}</option>
            ))}
          </Select>
        )}
        <PlayerMenu label={`Actions for ${p.name}`} entries={entries} />
      </Actions>
    </Row>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAuctionLive, maxBid, roomHistory } from '@league/shared-rules';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { AuctionBar, useNow } from './AuctionBar';
import { CommissionerAuctionControls } from './CommissionerAuctionControls';
import { LineupPlanner } from './LineupPlanner';
import { LiveAnnouncer } from './LiveAnnouncer';
import { PlayerPool } from './PlayerPool';
import { usePlayerLookup } from './pool-data';
import { Layout, Page, Panel, Strip, Strips } from './styles';
import { useAuction } from './use-auction';
import type { RoomSummary } from './use-room-summary';
import { withAdjusted } from './values';

export interface AuctionRoomViewProps extends RemoteAppProps {
  /** Watch without controls (the widget without a token). */
  readOnly?: boolean;
  /** Join the room even without a token (the widget watches as a visitor). */
  watch?: boolean;
  /** A player chosen elsewhere with Select For Nomination (`?nominate=<pid>`), selected on arrival. */
  initialSelectedPid?: string | null;
  /** The room read over HTTP, for a page that does not join it (the shell's logged-out visitor). */
  summary?: RoomSummary | null;
  /** Called once the league and the pool's first page are shown (the page then takes over the api's first screen). */
  onShown?: () => void;
}

/** The live auction room: bar, commissioner controls, team strips, history, player pool, lineup plan. */
export function AuctionRoomView(props: AuctionRoomViewProps) {
  const { session, notify } = props;
  const loggedIn = Boolean(session.token);
  const join = loggedIn || Boolean(props.watch);
  const { data, room, send, api } = useAuction(props, { join });
  const [selectedPid, setSelectedPid] = useState<string | null>(props.initialSelectedPid ?? null);
  const now = useNow(1000);
  const s = room.state;
  const league = data.league;

  const unspentCap = s ? s.teams.reduce((sum, t) => sum + t.availableCap, 0) : league ? league.num_teams * league.cap : 0;
  const shownPid = s?.lot?.pid ?? selectedPid;
  const history = useMemo(() => (s ? roomHistory(s).slice(0, 100) : []), [s]);
  const wanted = useMemo(() => [...(shownPid ? [shownPid] : []), ...history.map((e) => e.pid)], [shownPid, history]);
  const lookup = usePlayerLookup(api, session.leagueId, wanted);
  const shownRow = shownPid ? lookup.known.get(shownPid) : undefined;
  const shown = shownRow ? withAdjusted(shownRow, { unspentCap, openPointsAdded: lookup.openPointsAdded }) : null;
  const name = useCallback((pid: string) => lookup.known.get(pid)?.name ?? pid, [lookup.known]);
  const [poolShown, setPoolShown] = useState(false);
  const { remember } = lookup;
  const onRows = useCallback((rows: Parameters<typeof remember>[0], open: number) => {
    remember(rows, open);
    setPoolShown(true);
  }, [remember]);
  const shownAll = !data.loading && poolShown;
  const { onShown } = props;
  useEffect(() => {
    if (shownAll) onShown?.();
  }, [shownAll, onShown]);
  const teamName = useCallback((tid: number) => s?.teams.find((t) => t.tid === tid)?.name ?? `Team ${tid}`, [s?.teams]);
  const live = Boolean(league && s && isAuctionLive(league, s.complete, now));
  const showCommissioner = room.you.isCommissioner && league?.hosted === 1 && live && !props.readOnly;
  const sold = useMemo(() => new Set(s?.soldPids ?? []), [s?.soldPids]);
  // Sales counted from the room's first state, not from the page's load: the sales already made when the
  // room's `init` arrives must not ask again for the pool page the page answer preloaded.
  const soldAtJoin = useRef<number | null>(null);
  if (s && soldAtJoin.current === null) soldAtJoin.current = s.soldPids.length;
  const sales = s ? s.soldPids.length - (soldAtJoin.current ?? 0) : 0;

  if (session.leagueId <= 0) return <Page>Auction is not scheduled.</Page>;
  return (
    <Page className={loggedIn ? 'live-auction' : undefined}>
      <LiveAnnouncer state={s} teamId={room.you.teamId} serverNow={now + room.serverOffset} playerName={name} teamName={teamName} />
      <AuctionBar league={league} room={room} shown={shown} selectedPid={selectedPid} readOnly={Boolean(props.readOnly)} summary={props.summary} send={send} notify={notify} />
      {showCommissioner && s && (
        <div role="group" aria-label="Commissioner controls">
          <button type="button" onClick={() => send({ type: s.paused ? 'resume' : 'pause' })}>{s.paused ? 'Resume' : 'Pause'}</button>{' '}
          <button type="button" onClick={() => send({ type: 'toggle_pause_on_disconnect' })}>
            {s.pauseOnTeamDisconnect ? 'Disable Auto-Pause' : 'Enable Auto-Pause'}
          </button>
        </div>
      )}
      {room.you.isCommissioner && league?.hosted === 1 && !props.readOnly && s && (
        <CommissionerAuctionControls
          api={api}
          leagueId={session.leagueId}
          started={s.startedAt !== null}
          paused={s.paused}
          complete={s.complete}
          startsAt={s.startsAt}
          notify={notify}
        />
      )}
      {!s && join && league && (
        // the teams' places, held until the room's state arrives, so nothing below them moves then
        <Strips aria-hidden="true">
          {Array.from({ length: league.num_teams }, (_, i) => (
            <Strip key={i} $offline $nominating={false} $winning={false} $owner={false}>
              <strong>&nbsp;</strong>&nbsp;
            </Strip>
          ))}
        </Strips>
      )}
      {s && (
        <Strips aria-label="Teams">
          {s.teams.map((t) => (
            <Strip
              key={t.tid}
              data-testid={`team-${t.tid}`}
              className={[!s.connected.includes(t.tid) && 'offline', s.nominatingTid === t.tid && 'nominating', s.lot?.leader === t.tid && 'winning', room.you.teamId === t.tid && 'owner'].filter(Boolean).join(' ')}
              $offline={!s.connected.includes(t.tid)}
              $nominating={s.nominatingTid === t.tid}
              $winning={s.lot?.leader === t.tid}
              $owner={room.you.teamId === t.tid}
            >
              <strong>{t.name}</strong>
              ${t.availableCap} · {t.openSpots} spots · max ${Math.max(0, maxBid(t.availableCap, t.openSpots, s.minBid))}
              {s.lot?.leader === t.tid && <div>bid ${s.lot.bid}</div>}
            </Strip>
          ))}
        </Strips>
      )}
      <Layout>
        <PlayerPool
          api={api}
          leagueId={session.leagueId}
          unspentCap={unspentCap}
          exclude={sold}
          sales={sales}
          selectedPid={selectedPid}
          onSelect={(p) => setSelectedPid(p.pid)}
          onRows={onRows}
        />
        <div>
          <Panel aria-label="History">
            <h3>Bids and sales</h3>
            {s && history.length === 0 && <p>No transaction history</p>}
            <ol data-testid="history">
              {history.map((e) => (
                <li key={`${e.kind}-${e.seq}`}>
                  {e.kind === 'bid'
                    ? `${teamName(e.tid)} ${e.nomination ? 'nominated' : 'bid'} $${e.value} on ${name(e.pid)}`
                    : e.kind === 'processed'
                      ? `${name(e.pid)} sold to ${teamName(e.tid)} for $${e.value}`
                      : `${name(e.pid)} not sold (${e.reason ?? 'void'})`}
                </li>
              ))}
            </ol>
          </Panel>
          {league && room.you.teamId !== null && (
            <LineupPlanner api={api} league={league} teamId={room.you.teamId} unspentCap={unspentCap} exclude={sold} sales={sales} onRows={lookup.remember} />
          )}
        </div>
      </Layout>
    </Page>
  );
}

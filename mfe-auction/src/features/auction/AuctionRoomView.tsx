import { useCallback, useMemo, useState } from 'react';
import { isAuctionLive, maxBid, roomHistory } from '@league/shared-rules';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { AuctionBar, useNow } from './AuctionBar';
import { CommissionerAuctionControls } from './CommissionerAuctionControls';
import { LineupPlanner } from './LineupPlanner';
import { LiveAnnouncer } from './LiveAnnouncer';
import { PlayerPool } from './PlayerPool';
import { Layout, Page, Panel, Strip, Strips } from './styles';
import { useAuction } from './use-auction';
import { byeWeeks, poolValues } from './values';

export interface AuctionRoomViewProps extends RemoteAppProps {
  /** Watch without controls (the widget without a token). */
  readOnly?: boolean;
  /** Join the room even without a token (the widget watches as a visitor). */
  watch?: boolean;
  /** A player chosen elsewhere with Select For Nomination (`?nominate=<pid>`), selected on arrival. */
  initialSelectedPid?: string | null;
}

/** The live auction room: bar, commissioner controls, team strips, history, player pool, lineup plan. */
export function AuctionRoomView(props: AuctionRoomViewProps) {
  const { session, notify } = props;
  const loggedIn = Boolean(session.token);
  const { data, room, send, api } = useAuction(props, { join: loggedIn || Boolean(props.watch) });
  const [selectedPid, setSelectedPid] = useState<string | null>(props.initialSelectedPid ?? null);
  const now = useNow(1000);
  const s = room.state;
  const league = data.league;

  const pool = useMemo(() => {
    if (!league) return [];
    const unspentCap = s ? s.teams.reduce((sum, t) => sum + t.availableCap, 0) : league.num_teams * league.cap;
    return poolValues(league, data.players, { unspentCap, byes: byeWeeks(data.games), nowMs: Date.now(), rostered: data.rostered });
  }, [league, data.players, data.rostered, data.games, s?.teams]);
  const byPid = useMemo(() => new Map(pool.map((p) => [p.player.pid, p])), [pool]);
  const shownPid = s?.lot?.pid ?? selectedPid;
  const shown = shownPid ? (byPid.get(shownPid) ?? null) : null;
  const name = useCallback((pid: string) => byPid.get(pid)?.player.name ?? pid, [byPid]);
  const teamName = useCallback((tid: number) => s?.teams.find((t) => t.tid === tid)?.name ?? `Team ${tid}`, [s?.teams]);
  const live = Boolean(league && s && isAuctionLive(league, s.complete, now));
  const showCommissioner = room.you.isCommissioner && league?.hosted === 1 && live && !props.readOnly;
  const sold = useMemo(() => new Set(s?.soldPids ?? []), [s?.soldPids]);

  if (session.leagueId <= 0) return <Page>Auction is not scheduled.</Page>;
  return (
    <Page className={loggedIn ? 'live-auction' : undefined}>
      <LiveAnnouncer state={s} teamId={room.you.teamId} serverNow={now + room.serverOffset} playerName={name} teamName={teamName} />
      <AuctionBar league={league} room={room} shown={shown} selectedPid={selectedPid} readOnly={Boolean(props.readOnly)} send={send} notify={notify} />
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
        <PlayerPool pool={pool} exclude={sold} selectedPid={selectedPid} onSelect={setSelectedPid} loading={data.loading} />
        <div>
          <Panel aria-label="History">
            <h3>Bids and sales</h3>
            {s && roomHistory(s).length === 0 && <p>No transaction history</p>}
            <ol data-testid="history">
              {s && roomHistory(s).slice(0, 100).map((e) => (
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
            <LineupPlanner league={league} pool={pool} teamId={room.you.teamId} exclude={sold} />
          )}
        </div>
      </Layout>
    </Page>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { getShownMessage, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import type { Notice, RemoteSession, TeamWeekLineup } from '@league/shared-rules/contracts';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadLeagueFrame, loadLineups, loadMatchupWeek, setPointsManual } from '../data/season-api';
import { browserTimeZone, wallClock } from '../shared/time';
import { Badge, Card, Controls, Page } from '../shared/ui';
import { MatchupDetail } from './MatchupDetail';
import { MatchupList } from './MatchupList';
import { isPostseasonWeek, matchupTeams, matchupsPath, resolveWeek, selectMatchup, weekMatchups, weekOptions, yearOptions } from './matchup-rules';
import { useScoreboardLive, type LiveStatus } from './use-scoreboard-live';

export interface MatchupsPageProps {
  ctx: ApiContext;
  leagueId: number;
  /** `:year`, `:week` and `:matchupId` of the route, as strings (absent on /matchups). */
  route: { year?: string; week?: string; matchupId?: string };
  session: RemoteSession;
  wsUrl: string;
  navigate: (to: string) => void;
  notify: (notice: Notice) => void;
  /** Clock in unix seconds (tests pass a fixed one): it decides the default week. */
  now?: () => number;
  /** The user's time zone for kickoffs (defaults to the browser's). */
  timeZone?: string;
  /** Test seams for the live scoreboard socket. */
  socket?: RealtimeSocketConstructor;
  reconnectMs?: number;
}

const LIVE_TEXT: Record<LiveStatus, string | null> = { off: null, connecting: 'Connecting to live scoring…', live: 'Live' };

/** A week still moving: some team's week is not final (a replay reopens a past week too). */
const inPlay = (lineups: readonly TeamWeekLineup[]) => lineups.some((l) => !l.final);

/**
 * Scoreboard and matchups (spec §2, §4 Matchups): the URL is the state. Choosing a year or week goes
 * to that week (no matchup); the page then shows the route's matchup, else the user's team's, else
 * the first; in postseason weeks it chooses from the playoffs. The week being played listens to the
 * live scoreboard and refetches its lineups on each newer push.
 */
export function MatchupsPage(props: MatchupsPageProps) {
  const { ctx, leagueId, route, session, navigate, notify } = props;
  const [nowSec] = useState(() => (props.now ?? wallClock)());
  const timeZone = props.timeZone ?? browserTimeZone();
  const choice = resolveWeek(route, nowSec);
  const { year, week } = choice;

  const frame = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, (signal) => loadLeagueFrame(ctx, leagueId, signal));
  const league = frame.state.status === 'loaded' ? frame.state.data.league : null;
  // the week waits for the league: its playoff rounds decide whether the week is postseason
  const wholeSeason = league !== null && isPostseasonWeek(league, week);
  const weekLoad = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${year}|${week}|${league === null ? 'wait' : wholeSeason}`, (signal) =>
    league === null ? new Promise<never>(() => undefined) : loadMatchupWeek(ctx, leagueId, year, week, wholeSeason, signal),
  );
  const weekState = weekLoad.state;
  const setWeekState = weekLoad.setState;

  const replaceLineup = useCallback(
    (lineups: { last_updated: number | null; lineups: TeamWeekLineup[] } | TeamWeekLineup) =>
      setWeekState((state) => {
        if (state.status !== 'loaded') return state;
        const current = state.data.lineups;
        const next = 'tid' in lineups
          ? { ...current, lineups: current.lineups.map((l) => (l.tid === lineups.tid ? lineups : l)) }
          : { ...current, last_updated: lineups.last_updated, lineups: lineups.lineups };
        return { ...state, data: { ...state.data, lineups: next } };
      }),
    [setWeekState],
  );

  const marker = weekState.status === 'loaded' ? weekState.data.lineups.last_updated : null;
  const live = useScoreboardLive(
    { wsUrl: props.wsUrl, token: session.token, leagueId, socket: props.socket, reconnectMs: props.reconnectMs },
    { year, week, marker, enabled: weekState.status === 'loaded' },
    () => {
      loadLineups(ctx, leagueId, year, week).then(replaceLineup, (error: unknown) =>
        notify({ severity: 'error', message: getShownMessage(error) }),
      );
    },
  );

  const teamNames = useMemo(
    () => new Map(frame.state.status === 'loaded' ? frame.state.data.teams.map((t) => [t.uid, t.name]) : []),
    [frame.state],
  );
  const teamName = (tid: number) => teamNames.get(tid) ?? `Team ${tid}`;

  if (frame.state.status === 'error') {
    return (
      <Page>
        <h1>Matchups</h1>
        <ErrorState message={frame.state.message} onRetry={frame.retry} />
      </Page>
    );
  }
  const go = (y: number, w: number) => navigate(matchupsPath(leagueId, y, Math.min(w, weekOptions(y).length)));
  const isCommissioner = league !== null && session.userId !== null && league.commishid === session.userId;

  // the socket listens to every shown week; the badge shows only while the week is in play
  const showLive = weekState.status === 'loaded' && inPlay(weekState.data.lineups.lineups);
  let body: React.ReactNode;
  if (weekState.status === 'loading' || league === null) {
    body = <SkeletonList rows={6} label="Loading matchups" />;
  } else if (weekState.status === 'error') {
    body = <ErrorState message={weekState.message} onRetry={weekLoad.retry} />;
  } else {
    const { postseason, matchups } = weekMatchups(weekState.data.list, league, week);
    const selected = selectMatchup(matchups, route.matchupId, session.teamId);
    const byTeam = new Map(weekState.data.lineups.lineups.map((l) => [l.tid, l]));
    const shown = selected ? matchupTeams(selected).flatMap((tid) => byTeam.get(tid) ?? []) : [];
    const correct = async (tid: number, points: number | null) => {
      try {
        replaceLineup(await setPointsManual(ctx, leagueId, year, week, tid, points));
        notify({ severity: 'success', message: points === null ? 'Correction cleared' : 'Correction saved' });
      } catch (error) {
        notify({ severity: 'error', message: getShownMessage(error) });
      }
    };
    body =
      matchups.length === 0 ? (
        <EmptyState>{postseason ? `No playoff games in week ${week}.` : `No matchups in week ${week} of ${year}.`}</EmptyState>
      ) : (
        <>
          {postseason && <h2>Playoffs</h2>}
          <MatchupList
            matchups={matchups}
            selected={selected?.uid ?? null}
            lineups={byTeam}
            teamName={teamName}
            href={(m) => matchupsPath(leagueId, m.year, m.week, m.uid)}
            onSelect={(m) => navigate(matchupsPath(leagueId, m.year, m.week, m.uid))}
          />
          {selected && (
            <Card aria-label="Selected matchup">
              {shown.length === 0 ? (
                <EmptyState>No lineups for this matchup yet.</EmptyState>
              ) : (
                <MatchupDetail lineups={shown} teamName={teamName} timeZone={timeZone} onCorrect={isCommissioner ? correct : undefined} />
              )}
            </Card>
          )}
        </>
      );
  }

  return (
    <Page>
      <h1>
        Matchups {showLive && LIVE_TEXT[live] && <Badge $tone={live === 'live' ? 'live' : 'muted'} role="status">{LIVE_TEXT[live]}</Badge>}
      </h1>
      <Controls>
        <label>
          Year
          <select value={year} onChange={(e) => go(Number(e.target.value), week)}>
            {yearOptions(league?.years ?? [], year).map((y) => (
              <option key={y} value={y}>{y}</option>
            ))}
          </select>
        </label>
        <label>
          Week
          <select value={week} onChange={(e) => go(year, Number(e.target.value))}>
            {weekOptions(year).map((w) => (
              <option key={w} value={w}>Week {w}</option>
            ))}
          </select>
        </label>
      </Controls>
      {body}
    </Page>
  );
}

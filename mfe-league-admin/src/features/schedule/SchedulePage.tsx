import { useState } from 'react';
import { getSeason } from '@league/shared-rules';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { generateMatchups, loadLeagueFrame, loadNflWeek, loadSeasonMatchups, type LeagueFrame } from '../data/season-api';
import { GenerateSchedule } from './GenerateSchedule';
import { matchupsPath, yearOptions } from '../matchups/matchup-rules';
import { browserTimeZone, wallClock } from '../shared/time';
import { Card, Controls, Page } from '../shared/ui';
import { LeagueSchedule } from './LeagueSchedule';
import { NflWeek } from './NflWeek';
import { defaultNflWeek, nflWeeks } from './nfl-week';

export interface SchedulePageProps {
  ctx: ApiContext;
  leagueId: number;
  navigate: (to: string) => void;
  /** Clock in unix seconds (tests pass a fixed one). */
  now?: () => number;
  /** The user's time zone for kickoffs (defaults to the browser's). */
  timeZone?: string;
  /** The signed-in user (the commissioner may generate the schedule). */
  userId?: number | null;
}

interface SectionProps {
  ctx: ApiContext;
  leagueId: number;
  year: number;
}

function LeagueSection({ ctx, leagueId, year, frame, teamId, navigate, canGenerate }: SectionProps & { frame: LeagueFrame; teamId: number | null; navigate: (to: string) => void; canGenerate: boolean }) {
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${year}`, (signal) => loadSeasonMatchups(ctx, leagueId, year, signal));
  if (state.status === 'loading') return <SkeletonList rows={5} label="Loading the league schedule" />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  const empty = state.data.matchups.length === 0 && state.data.playoffs.length === 0;
  const generate = canGenerate && (
    <GenerateSchedule
      hasSchedule={!empty}
      generate={async () => {
        await generateMatchups(ctx, leagueId);
        retry();
      }}
    />
  );
  if (empty) return <>{generate}<EmptyState>No league schedule for {year} yet.</EmptyState></>;
  const names = new Map(frame.teams.map((t) => [t.uid, t.name]));
  return (
    <>
    {generate}
    <LeagueSchedule
      list={state.data}
      teamId={teamId}
      teamName={(tid) => names.get(tid) ?? `Team ${tid}`}
      href={(m) => matchupsPath(leagueId, m.year, m.week, m.uid)}
      onOpen={(m) => navigate(matchupsPath(leagueId, m.year, m.week, m.uid))}
    />
    </>
  );
}

function NflSection({ ctx, year, week, timeZone }: SectionProps & { week: number; timeZone: string }) {
  const { state, retry } = useLoad(`${ctx.apiBase}|nfl|${year}|${week}`, (signal) => loadNflWeek(ctx, year, week, signal));
  if (state.status === 'loading') return <SkeletonList rows={6} label="Loading NFL games" />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  const info = nflWeeks(year).find((w) => w.week === week) ?? { label: `Week ${week}`, postseason: false };
  if (state.data.length === 0) return <EmptyState>No NFL games for {info.label} of {year}.</EmptyState>;
  return <NflWeek games={state.data} label={info.label} postseason={info.postseason} timeZone={timeZone} />;
}

/** Schedule (spec §2): the league's head-to-head schedule by week and the NFL's games of a week. */
export function SchedulePage({ ctx, leagueId, navigate, now = wallClock, timeZone, userId = null }: SchedulePageProps) {
  const [nowSec] = useState(now);
  const zone = timeZone ?? browserTimeZone();
  const [chosenYear, setYear] = useState<number | null>(null);
  const [chosenWeek, setWeek] = useState<number | null>(null);
  const [teamFilter, setTeamFilter] = useState<number | null>(null);
  const frame = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, (signal) => loadLeagueFrame(ctx, leagueId, signal));
  if (frame.state.status !== 'loaded') {
    return (
      <Page>
        <h1>Schedule</h1>
        {frame.state.status === 'loading' ? <SkeletonList rows={8} label="Loading schedule" /> : <ErrorState message={frame.state.message} onRetry={frame.retry} />}
      </Page>
    );
  }
  const data = frame.state.data;
  const year = chosenYear ?? getSeason(nowSec).year;
  const week = chosenWeek ?? defaultNflWeek(year, nowSec);
  // Only the current season's schedule can be drawn (the server decides; this only hides the control).
  const canGenerate = userId !== null && data.league.commishid === userId && year === getSeason(nowSec).year;
  return (
    <Page>
      <h1>Schedule</h1>
      <Controls>
        <label>
          Year
          <select value={year} onChange={(e) => { setYear(Number(e.target.value)); setWeek(null); }}>
            {yearOptions(data.league.years, year).map((y) => (
              <option key={y} value={y}>{y}</option>
            ))}
          </select>
        </label>
      </Controls>
      <Card aria-labelledby="league-schedule-title">
        <h2 id="league-schedule-title">League schedule</h2>
        <Controls>
          <label>
            Team
            <select value={teamFilter ?? ''} onChange={(e) => setTeamFilter(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">All teams</option>
              {data.teams.map((t) => (
                <option key={t.uid} value={t.uid}>{t.name}</option>
              ))}
            </select>
          </label>
        </Controls>
        <LeagueSection ctx={ctx} leagueId={leagueId} year={year} frame={data} teamId={teamFilter} navigate={navigate} canGenerate={canGenerate} />
      </Card>
      <Card aria-labelledby="nfl-schedule-title">
        <h2 id="nfl-schedule-title">NFL schedule</h2>
        <Controls>
          <label>
            NFL week
            <select value={week} onChange={(e) => setWeek(Number(e.target.value))}>
              {nflWeeks(year).map((w) => (
                <option key={w.week} value={w.week}>{w.label}</option>
              ))}
            </select>
          </label>
          <span>Times in {zone}</span>
        </Controls>
        <NflSection ctx={ctx} leagueId={leagueId} year={year} week={week} timeZone={zone} />
      </Card>
    </Page>
  );
}

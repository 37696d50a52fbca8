import { lazy, Suspense, useState } from 'react';
import { getSeason } from '@league/shared-rules';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadLeagueFrame, loadStandings, type LeagueFrame } from '../data/season-api';
import { yearOptions } from '../matchups/matchup-rules';
import { formatDateTime, browserTimeZone, wallClock } from '../shared/time';
import { Card, Controls, Page } from '../shared/ui';
import { Bracket } from './Bracket';
import { Careerlogs } from './Careerlogs';
import { TeamValues } from './TeamValues';
import { StandingsTable } from './StandingsTable';
import { standingsGroups } from './standings-model';

// Highcharts only loads with the chart, after the tables.
const PointsChart = lazy(() => import('./PointsChart').then((m) => ({ default: m.PointsChart })));

export interface StandingsPageProps {
  ctx: ApiContext;
  leagueId: number;
  /** Clock in unix seconds (tests pass a fixed one). */
  now?: () => number;
  timeZone?: string;
  /** Leave out the chart (component tests: highcharts needs a real layout engine). */
  chart?: boolean;
}

/** The season shown first: the current season when the league has it, else the league's latest. */
function defaultYear(years: readonly number[], now: number): number {
  const current = getSeason(now).year;
  return years.length === 0 || years.includes(current) ? current : Math.max(...years);
}

function StandingsYear({ ctx, leagueId, frame, year, timeZone, chart }: { ctx: ApiContext; leagueId: number; frame: LeagueFrame; year: number; timeZone: string; chart: boolean }) {
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${year}`, (signal) => loadStandings(ctx, leagueId, year, signal));
  if (state.status === 'loading') return <SkeletonList rows={8} label="Loading standings" />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  const standings = state.data;
  if (standings.teams.length === 0) return <EmptyState>No standings for {year} yet.</EmptyState>;
  const names = new Map(frame.teams.map((t) => [t.uid, t.name]));
  const teamName = (tid: number) => names.get(tid) ?? `Team ${tid}`;
  const groups = standingsGroups(standings, frame.league);
  const showOdds = standings.teams.some((t) => t.odds !== null);
  const showDivisionOdds = groups.length > 1 && standings.teams.some((t) => t.odds?.division_odds != null);
  return (
    <>
      <p>
        {standings.weeks_played} {standings.weeks_played === 1 ? 'week' : 'weeks'} played
        {standings.champion !== null && <> · Champion: <strong>{teamName(standings.champion)}</strong></>}
      </p>
      {groups.map((group) => (
        <Card key={group.title} aria-label={group.title}>
          {groups.length > 1 && <h2>{group.title}</h2>}
          <StandingsTable
            title={group.title}
            teams={group.teams}
            teamName={teamName}
            showOdds={showOdds}
            showDivisionOdds={showDivisionOdds}
            champion={standings.champion}
          />
        </Card>
      ))}
      {showOdds && standings.odds_computed_at !== null && (
        <p>
          <small>
            Odds from {standings.odds_simulations?.toLocaleString('en-US') ?? 'simulated'} seasons simulated on the remaining schedule from projections,{' '}
            {formatDateTime(standings.odds_computed_at, timeZone)}. Under each: with a win · with a loss this week.
          </small>
        </p>
      )}
      <Card aria-labelledby="bracket-title">
        <h2 id="bracket-title">Playoffs</h2>
        {standings.bracket.length === 0 ? (
          <EmptyState>The playoff bracket is set once the regular season ends.</EmptyState>
        ) : (
          <Bracket rounds={standings.bracket} teamName={teamName} />
        )}
      </Card>
      {/* a season with no week played yet has nothing to chart */}
      {chart && standings.teams.some((t) => t.pf > 0 || t.pp > 0) && (
        <Card aria-labelledby="chart-title">
          <h2 id="chart-title">Points for and potential points</h2>
          <Suspense fallback={<SkeletonList rows={3} label="Loading chart" />}>
            <PointsChart teams={[...standings.teams].sort((a, b) => b.pp - a.pp)} teamName={teamName} />
          </Suspense>
        </Card>
      )}
    </>
  );
}

/** Standings (spec §2): a season's table or division tables, odds, the playoff bracket, and the league's history. */
export function StandingsPage({ ctx, leagueId, now = wallClock, timeZone, chart = true }: StandingsPageProps) {
  const [nowSec] = useState(now);
  const [chosen, setChosen] = useState<number | null>(null);
  const frame = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, (signal) => loadLeagueFrame(ctx, leagueId, signal));
  if (frame.state.status !== 'loaded') {
    return (
      <Page>
        <h1>Standings</h1>
        {frame.state.status === 'loading' ? <SkeletonList rows={8} label="Loading standings" /> : <ErrorState message={frame.state.message} onRetry={frame.retry} />}
      </Page>
    );
  }
  const data = frame.state.data;
  const year = chosen ?? defaultYear(data.league.years, nowSec);
  const teamNameOf = (tid: number) => data.teams.find((t) => t.uid === tid)?.name ?? `Team ${tid}`;
  return (
    <Page>
      <h1>Standings</h1>
      <Controls>
        <label>
          Year
          <select value={year} onChange={(e) => setChosen(Number(e.target.value))}>
            {yearOptions(data.league.years, year).map((y) => (
              <option key={y} value={y}>{y}</option>
            ))}
          </select>
        </label>
      </Controls>
      <StandingsYear ctx={ctx} leagueId={leagueId} frame={data} year={year} timeZone={timeZone ?? browserTimeZone()} chart={chart} />
      <TeamValues ctx={ctx} leagueId={leagueId} league={data.league} teamName={teamNameOf} now={nowSec} chart={chart} />
      <Careerlogs ctx={ctx} leagueId={leagueId} teamName={teamNameOf} />
    </Page>
  );
}

import { lazy, Suspense } from 'react';
import { TEAM_VALUE_DELTA_DAYS, teamValueSummary } from '@league/shared-rules';
import { getTeamDailyValuesEndpoint, type League } from '@league/shared-rules/contracts';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import { apiClient, type ApiContext } from '../data/http';
import { Card, ScrollTable } from '../shared/ui';

const TeamValueChart = lazy(() => import('./TeamValueChart').then((m) => ({ default: m.TeamValueChart })));

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const change = (n: number | null) => (n === null ? '-' : `${n > 0 ? '+' : n < 0 ? '−' : ''}${money(Math.abs(n))}`);

export interface TeamValuesProps {
  ctx: ApiContext;
  leagueId: number;
  league: Pick<League, 'num_teams' | 'season_due_amount'>;
  teamName: (tid: number) => string;
  /** Clock in unix seconds. */
  now: number;
  chart?: boolean;
}

/**
 * Team value trends (spec §2 "team daily value trends", §9 team value and its 7/30/90/365/730-day changes):
 * each team's value today — its share of the league times teams times the season dues when the league
 * charges dues, else what its players are worth — with the changes over each window, and the history
 * charted. A window longer than the history has no change yet.
 */
export function TeamValues({ ctx, leagueId, league, teamName, now, chart = true }: TeamValuesProps) {
  const { state, retry } = useLoad(`${ctx.apiBase}|${leagueId}|team-values`, (signal) => apiClient(ctx).call(getTeamDailyValuesEndpoint, { params: { leagueId }, signal }));
  const body = () => {
    if (state.status === 'loading') return <SkeletonList rows={6} label="Loading team values" />;
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
    const values = state.data;
    if (values.length === 0) return <EmptyState>No team value has been recorded yet: the first is taken at midnight New York.</EmptyState>;
    // with dues, §9's value in money; without, the market value of the players (share × teams × 0 says nothing)
    const dues = league.season_due_amount ?? 0;
    const history = dues > 0 ? values : values.map((v) => ({ ...v, ktc_share: v.ktc_value }));
    const scale = dues > 0 ? { num_teams: league.num_teams, season_due_amount: dues } : { num_teams: 1, season_due_amount: 1 };
    const rows = [...new Set(values.map((v) => v.tid))]
      .map((tid) => teamValueSummary(tid, history, scale, now))
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
    return (
      <>
        <ScrollTable label="Team value and changes">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Value</th>
              {TEAM_VALUE_DELTA_DAYS.map((d) => <th key={d} scope="col">{d} days</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.tid}>
                <th scope="row">{teamName(r.tid)}</th>
                <td>{r.value === null ? '-' : money(r.value)}</td>
                {TEAM_VALUE_DELTA_DAYS.map((d) => <td key={d}>{change(r.deltas[d])}</td>)}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {chart && (
          <Suspense fallback={<SkeletonList rows={3} label="Loading chart" />}>
            <TeamValueChart values={values} teamName={teamName} />
          </Suspense>
        )}
      </>
    );
  };
  return (
    <Card aria-labelledby="team-value-title">
      <h2 id="team-value-title">Team value</h2>
      {body()}
    </Card>
  );
}

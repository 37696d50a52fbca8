import { useCallback } from 'react';
import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { EmptyState, tokens } from '@league/shell/kit';
import { loadPool, loadSources } from '../data/projections-api';
import type { ContributionWeek } from './projected-lineups';
import { Loaded, Note, ScrollTable, fixed } from './ui';
import { requestContribution, requestValues } from './values-client';
import type { ValueTabProps } from './ValueTab';

/** The same inputs as the Value tab: the player, the league and the weeks to value. */
export type ContributionTabProps = ValueTabProps;

/** Spec §2 lineup chart: starter points added and bench points per remaining week, stacked. */
function LineupChart({ name, weeks }: { name: string; weeks: ContributionWeek[] }) {
  const label = `${name}: projected starter points added and bench points for your lineup, by week`;
  const options: Highcharts.Options = {
    chart: { type: 'column', height: 240, style: { fontFamily: tokens.font } },
    title: { text: label, style: { display: 'none' } },
    credits: { enabled: false },
    xAxis: { categories: weeks.map((w) => `W${w.week}`) },
    yAxis: { title: { text: 'Points' } },
    plotOptions: { column: { stacking: 'normal' } },
    tooltip: { shared: true },
    series: [
      { type: 'column', name: 'Starter points added', data: weeks.map((w) => w.starter), color: tokens.accent },
      { type: 'column', name: 'Bench points', data: weeks.map((w) => w.bench), color: tokens.border },
    ],
  };
  return (
    <figure style={{ margin: '8px 0' }} data-testid="lineup-chart">
      <HighchartsReact highcharts={Highcharts} options={options} />
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>{label}</figcaption>
    </figure>
  );
}

/**
 * Spec §2 Contribution tab (logged-in users in a hosted league): what the player adds to the user's
 * team's projected lineups each remaining week — the best lineup with him against the best without —
 * or, when he would sit, his bench points. Valued and projected in the worker with the §4 notices.
 */
export function ContributionTab({ ctx, leagueId, pid, pos, name, year, week, finalWeek, charts }: ContributionTabProps) {
  const load = useCallback(async () => {
    const [sources, pool] = await Promise.all([loadSources(ctx), loadPool(ctx, leagueId, year, week)]);
    const roster = pool.rosters.find((r) => r.tid === ctx.teamId);
    if (!roster || !pool.players.some((p) => p.pid === pid)) return null;
    const weights = Object.fromEntries(sources.map((s) => [String(s.uid), s.weight]));
    const rostered = pool.rosters.flatMap((r) => r.players.map((p) => p.pid));
    const { players } = await requestValues(
      { rows: pool.rows, players: pool.players, weights, userId: ctx.userId ?? null, league: pool.league, currentWeek: week, finalWeek, rostered },
      ctx.notify,
    );
    const weekly = Object.fromEntries(Object.entries(players).map(([p, v]) => [p, v.weekly]));
    return requestContribution({ roster, player: { pid, pos }, weekly, slots: pool.league, currentWeek: week, weeks: finalWeek - week + 1 }, ctx.notify);
  }, [ctx, leagueId, pid, pos, year, week, finalWeek]);

  if (!ctx.token) return <EmptyState>Must be logged in.</EmptyState>;
  return (
    <Loaded loadKey={`contribution|${ctx.apiBase}|${ctx.token}|${ctx.teamId}|${leagueId}|${pid}|${year}|${week}`} load={load} label="Projecting Lineups">
      {(weeks) =>
        !weeks ? (
          <EmptyState>no projections found</EmptyState>
        ) : (
          <div>
            {charts && <LineupChart name={name} weeks={weeks} />}
            <ScrollTable label="Lineup contribution">
              <table>
                <caption>Lineup contribution</caption>
                <thead>
                  <tr>
                    <th scope="col">Wk</th>
                    <th scope="col">Starter points added</th>
                    <th scope="col">Bench points</th>
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((w) => (
                    <tr key={w.week}>
                      <td>{w.week}</td>
                      <td>{fixed(w.starter)}</td>
                      <td>{fixed(w.bench)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <Note>Starter points added: your best lineup with him against your best lineup without him.</Note>
          </div>
        )
      }
    </Loaded>
  );
}

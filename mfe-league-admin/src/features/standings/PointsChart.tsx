import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { tokens } from '@league/shell/kit';
import type { StandingsTeam } from './standings-model';

/**
 * Points for beside potential points per team: the gap is what lineup choices left on the bench.
 * The same numbers are in the table's PF, PP and PP% columns, so the chart adds no unread data.
 */
export function PointsChart({ teams, teamName }: { teams: StandingsTeam[]; teamName: (tid: number) => string }) {
  const options: Highcharts.Options = {
    chart: { type: 'bar', height: Math.max(220, teams.length * 38 + 80), style: { fontFamily: tokens.font } },
    title: { text: undefined },
    credits: { enabled: false },
    xAxis: { categories: teams.map((t) => teamName(t.tid)) },
    yAxis: { title: { text: 'Points' }, min: 0 },
    tooltip: { shared: true, valueDecimals: 2 },
    plotOptions: { bar: { grouping: true, borderWidth: 0 } },
    series: [
      { type: 'bar', name: 'Potential points', data: teams.map((t) => t.pp), color: tokens.border },
      { type: 'bar', name: 'Points for', data: teams.map((t) => t.pf), color: tokens.accent },
    ],
  };
  return (
    <figure style={{ margin: 0 }}>
      <HighchartsReact highcharts={Highcharts} options={options} />
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>Points for and potential points (the best possible lineups) by team.</figcaption>
    </figure>
  );
}

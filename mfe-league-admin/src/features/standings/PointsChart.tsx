import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { tokens } from '@league/shell/kit';
import type { StandingsTeam } from './standings-model';

/**
 * Points for beside potential points per team: the gap is what lineup choices left on the bench.
 * The same numbers are in the table's PF, PP and PP% columns, so the chart adds no unread data.
 */
const LABEL = 'Points for and potential points (the best possible lineups) by team.';

export function PointsChart({ teams, teamName }: { teams: StandingsTeam[]; teamName: (tid: number) => string }) {
  const options: Highcharts.Options = {
    chart: {
      type: 'bar',
      height: Math.max(220, teams.length * 38 + 80),
      style: { fontFamily: tokens.font },
    },
    // The chart's svg is an image to assistive technology and needs a name (WCAG 1.1.1). Without the
    // accessibility module (40 kB more, for a chart whose numbers the table holds) Highcharts names the
    // image by its title's text: the title carries the label and is not drawn (the card's heading and
    // caption say it on screen).
    title: { text: LABEL, style: { display: 'none' } },
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
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>{LABEL}</figcaption>
    </figure>
  );
}

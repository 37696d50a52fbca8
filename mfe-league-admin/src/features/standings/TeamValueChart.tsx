import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { tokens } from '@league/shell/kit';
import type { TeamDailyValue } from '@league/shared-rules/contracts';

const LABEL = 'Team value by day: what each team\'s players are worth on the league\'s market.';

/** Each team's value over time, one line per team (the table beside it holds the numbers and changes). */
export function TeamValueChart({ values, teamName }: { values: TeamDailyValue[]; teamName: (tid: number) => string }) {
  const tids = [...new Set(values.map((v) => v.tid))].sort((a, b) => a - b);
  const options: Highcharts.Options = {
    chart: { type: 'line', height: 320, style: { fontFamily: tokens.font } },
    // named by its hidden title (see PointsChart): the svg is an image with the label as its name
    title: { text: LABEL, style: { display: 'none' } },
    credits: { enabled: false },
    xAxis: { type: 'datetime' },
    yAxis: { title: { text: 'Value ($)' }, min: 0 },
    tooltip: { valueDecimals: 0, valuePrefix: '$' },
    plotOptions: { line: { marker: { enabled: true, radius: 3 } } },
    series: tids.map((tid) => ({
      type: 'line' as const,
      name: teamName(tid),
      data: values.filter((v) => v.tid === tid).map((v) => [v.timestamp * 1000, v.ktc_value]),
    })),
  };
  return (
    <figure style={{ margin: 0 }}>
      <HighchartsReact highcharts={Highcharts} options={options} />
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>{LABEL}</figcaption>
    </figure>
  );
}

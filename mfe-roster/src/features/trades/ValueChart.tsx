import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { tokens } from '@league/shell/kit';
import type { TradeAnalysis } from '@league/shared-rules/contracts';

/**
 * Each team's rest-of-season points added and salary-adjusted value before and after the trade. The
 * same numbers are in the analyzer's table, so the chart adds no unread data; it shows who gains.
 */
const LABEL = 'Rest-of-season points added and salary-adjusted value of each team, before and after the trade.';

export function ValueChart({ analysis, teamName }: { analysis: TradeAnalysis; teamName: (tid: number) => string }) {
  const sides = [analysis.proposing, analysis.accepting];
  const categories = sides.flatMap((s) => [`${teamName(s.tid)}: points added`, `${teamName(s.tid)}: salary-adjusted`]);
  const options: Highcharts.Options = {
    chart: { type: 'bar', height: 260, style: { fontFamily: tokens.font } },
    // the svg is named by its (hidden) title: the card's caption says it on screen (WCAG 1.1.1)
    title: { text: LABEL, style: { display: 'none' } },
    credits: { enabled: false },
    xAxis: { categories },
    yAxis: { title: { text: 'Points' } },
    tooltip: { shared: true, valueDecimals: 1 },
    plotOptions: { bar: { grouping: true, borderWidth: 0 } },
    series: [
      { type: 'bar', name: 'Before', data: sides.flatMap((s) => [s.before.restPtsAdded, s.before.salaryAdjusted]), color: tokens.border },
      { type: 'bar', name: 'After', data: sides.flatMap((s) => [s.after.restPtsAdded, s.after.salaryAdjusted]), color: tokens.accent },
    ],
  };
  return (
    <figure style={{ margin: '12px 16px' }}>
      <HighchartsReact highcharts={Highcharts} options={options} />
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>{LABEL}</figcaption>
    </figure>
  );
}

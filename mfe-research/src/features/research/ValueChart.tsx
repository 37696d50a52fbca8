import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { tokens } from '@league/shell/kit';
import type { ValueWeek } from './ValueTab';

/**
 * Spec §2 points-over-replacement chart: the player's projected points per remaining week against his
 * position's worst starter and best available player. The table beside it holds the same numbers.
 */
export function ValueChart({ name, weeks }: { name: string; weeks: ValueWeek[] }) {
  const label = `${name}: projected points against the worst starter and the best available, weeks ${weeks[0]?.week}–${weeks[weeks.length - 1]?.week}`;
  const series = (key: keyof ValueWeek, title: string, color: string, dash?: Highcharts.DashStyleValue) => ({
    type: 'line' as const,
    name: title,
    data: weeks.map((w) => [w.week, w[key]]),
    color,
    dashStyle: dash,
    marker: { enabled: true, radius: 3 },
  });
  const options: Highcharts.Options = {
    chart: { height: 260, style: { fontFamily: tokens.font } },
    // the svg is named by the title's text: the title is not drawn (the caption says it)
    title: { text: label, style: { display: 'none' } },
    credits: { enabled: false },
    xAxis: { title: { text: 'Week' }, allowDecimals: false },
    yAxis: { title: { text: 'Points' } },
    tooltip: { shared: true },
    series: [
      series('points', name, tokens.accent),
      series('worstStarter', 'Worst starter', tokens.ink, 'ShortDash'),
      series('bestAvailable', 'Best available', tokens.link, 'ShortDot'),
    ],
  };
  return (
    <figure style={{ margin: '8px 0' }} data-testid="value-chart">
      <HighchartsReact highcharts={Highcharts} options={options} />
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>{label}</figcaption>
    </figure>
  );
}

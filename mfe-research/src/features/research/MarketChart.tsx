import Highcharts from 'highcharts';
import 'highcharts/modules/broken-axis';
import HighchartsReact from 'highcharts-react-official';
import { tokens } from '@league/shell/kit';
import { marketChartLabel, marketChartModel } from './market-chart';
import type { MarketRow } from './market-model';

/**
 * Spec §2 betting market chart: the line (left axis) and the over/under American odds (right axis)
 * over time, game-time markers, weekly bands from the preceding Thursday and 1-day breaks between
 * seasons. The table below holds the same numbers.
 */
export function MarketChart({ type, rows }: { type: string; rows: MarketRow[] }) {
  const model = marketChartModel(rows);
  // no empty chart: a market without prices draws nothing (the tab says why)
  if (rows.length === 0) return null;
  const label = marketChartLabel(type, model);
  const oddsAxis = model.line ? 1 : 0;
  const yAxis: Highcharts.YAxisOptions[] = [];
  if (model.line) yAxis.push({ title: { text: 'Line' }, labels: { enabled: true } });
  yAxis.push({ title: { text: 'American odds' }, opposite: Boolean(model.line), labels: { enabled: true } });
  const options: Highcharts.Options = {
    // two unrelated scales (points, odds): each axis picks its own ticks
    chart: { height: 300, alignTicks: false, zooming: { type: 'x' }, style: { fontFamily: tokens.font } },
    // the svg is named by the title's text (see league-admin PointsChart): the title is not drawn
    title: { text: label, style: { display: 'none' } },
    credits: { enabled: false },
    time: { timezone: 'America/New_York' },
    xAxis: {
      type: 'datetime',
      breaks: model.breaks,
      plotBands: model.bands.map((b, i) => ({ from: b.from, to: b.to, color: i % 2 ? 'rgba(20, 33, 61, 0.04)' : 'rgba(20, 33, 61, 0.08)' })),
      plotLines: model.games.map((value) => ({ value, color: tokens.border, width: 1, dashStyle: 'ShortDot' as const })),
    },
    yAxis,
    tooltip: { shared: true, xDateFormat: '%a %b %e %Y %H:%M ET' },
    series: [
      ...(model.line
        ? [{ type: 'line' as const, name: 'Line', data: model.line.map((p) => [p.x, p.y]), yAxis: 0, step: 'left' as const, color: tokens.ink, lineWidth: 2, marker: { enabled: false } }]
        : []),
      ...model.odds.map((o, i) => ({
        type: 'line' as const,
        name: o.name,
        data: o.points.map((p) => [p.x, p.y]),
        yAxis: oddsAxis,
        color: i === 0 ? tokens.accent : tokens.link,
        lineWidth: 1,
        marker: { enabled: true, radius: 2.5 },
      })),
    ],
  };
  return (
    <figure style={{ margin: '8px 0' }} data-testid="market-chart">
      <HighchartsReact highcharts={Highcharts} options={options} />
      <figcaption style={{ fontSize: 13, color: tokens.inkSoft }}>{label}</figcaption>
    </figure>
  );
}

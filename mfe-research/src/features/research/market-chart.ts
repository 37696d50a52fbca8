import moment from 'moment-timezone';
import { daysSinceThursday, LEAGUE_TIMEZONE, marketLabel } from '@league/shared-rules';
import type { MarketRow } from './market-model';

const DAY_MS = 86_400_000;
/** Events further apart than this are in different seasons: the axis breaks between them. */
const SEASON_GAP_MS = 60 * DAY_MS;

export interface ChartPoint {
  x: number;
  y: number;
}

export interface MarketChartModel {
  /** Null when no selection of the market has a line (spec §2: then just odds). */
  line: ChartPoint[] | null;
  odds: Array<{ name: string; points: ChartPoint[] }>;
  /** Game-time markers (ms). */
  games: number[];
  /** Weekly bands from the preceding Thursday (ms). */
  bands: Array<{ from: number; to: number }>;
  /** 1-day axis breaks over the gaps between seasons. */
  breaks: Array<{ from: number; to: number; breakSize: number }>;
}

/** A game's time in ms: its date and time read as Eastern time (spec §2), else the selection time. */
export function gameTime(row: Pick<MarketRow, 'event_date' | 'event_time_est' | 'timestamp'>): number {
  if (row.event_date && row.event_time_est) {
    const m = moment.tz(`${row.event_date} ${row.event_time_est}`, 'YYYY-MM-DD HH:mm', true, LEAGUE_TIMEZONE);
    if (m.isValid()) return m.valueOf();
  }
  return row.timestamp * 1000;
}

/** Start (ms, Eastern midnight) of the Thursday on or before a game. */
export function bandStart(ms: number): number {
  const m = moment.tz(ms, LEAGUE_TIMEZONE).startOf('day');
  return m.subtract(daysSinceThursday(m.day()), 'days').valueOf();
}

/**
 * The chart of one market's selections over time (spec §2): the line on the left axis and each side's
 * American odds on the right; timestamps are unix seconds × 1000.
 */
export function marketChartModel(rows: readonly MarketRow[]): MarketChartModel {
  const withLine = rows.filter((r) => r.selection_metric_line !== null);
  const line = withLine.length ? dedupe(withLine.map((r) => ({ x: r.timestamp * 1000, y: r.selection_metric_line! }))) : null;
  const sides = [...new Set(rows.map((r) => r.selection_type))];
  const odds = sides.map((side) => ({
    name: `${side.charAt(0)}${side.slice(1).toLowerCase()} odds`,
    points: rows.filter((r) => r.selection_type === side).map((r) => ({ x: r.timestamp * 1000, y: r.odds_american })),
  }));
  const games = [...new Set(rows.filter((r) => r.event_date).map(gameTime))].sort((a, b) => a - b);
  const starts = [...new Set(games.map(bandStart))].sort((a, b) => a - b);
  const bands = starts.map((from) => ({ from, to: from + 7 * DAY_MS }));
  const breaks: MarketChartModel['breaks'] = [];
  const times = [...new Set(rows.map((r) => r.timestamp * 1000))].sort((a, b) => a - b);
  for (let i = 1; i < times.length; i++) {
    if (times[i] - times[i - 1] > SEASON_GAP_MS) {
      breaks.push({ from: times[i - 1] + 7 * DAY_MS, to: bandStart(times[i]) - DAY_MS, breakSize: DAY_MS });
    }
  }
  return { line, odds, games, bands, breaks };
}

function dedupe(points: ChartPoint[]): ChartPoint[] {
  const seen = new Map<number, ChartPoint>();
  for (const p of points) seen.set(p.x, p);
  return [...seen.values()].sort((a, b) => a.x - b.x);
}

/** The accessible name of the chart's svg (its hidden title). */
export function marketChartLabel(type: string, model: MarketChartModel): string {
  return model.line
    ? `${marketLabel(type)}: line and American odds over time`
    : `${marketLabel(type)}: American odds over time`;
}

import {
  isAltMarket,
  MARKET_WINDOWS,
  marketGroup,
  marketLabel,
  percentileSet,
  percentileShade,
  type MarketWindow,
} from '@league/shared-rules';
import type { BettingMarket, MarketSelection } from '@league/shared-rules/contracts';

/** One selection with its market's event fields: a row of the markets table and a chart point. */
export interface MarketRow extends MarketSelection {
  market_type: string;
  source_id: string;
  year: number;
  week: number | null;
  event_date: string | null;
  event_time_est: string | null;
  esbid: string | null;
}

export interface MarketOptionGroup {
  group: 'Season' | 'Game' | 'Other';
  options: Array<{ value: string; label: string }>;
}

/** Spec §2: the Select Market options grouped Season, Game, Other; labels upper-cased without underscores. */
export function marketOptionGroups(markets: readonly BettingMarket[], search = ''): MarketOptionGroup[] {
  const names = [...new Set(markets.map((m) => m.market_type))].sort();
  const needle = search.trim().toUpperCase();
  const groups: MarketOptionGroup[] = [];
  for (const group of ['Season', 'Game', 'Other'] as const) {
    const options = names
      .filter((n) => marketGroup(n) === group)
      .map((n) => ({ value: n, label: marketLabel(n) }))
      .filter((o) => !needle || o.label.includes(needle));
    if (options.length) groups.push({ group, options });
  }
  return groups;
}

/** Every selection of one market type, oldest first. */
export function marketRows(markets: readonly BettingMarket[], type: string): MarketRow[] {
  const rows: MarketRow[] = [];
  for (const m of markets) {
    if (m.market_type !== type) continue;
    for (const s of m.selections) {
      rows.push({ ...s, market_type: m.market_type, source_id: m.source_id, year: m.year, week: m.week, event_date: m.event_date, event_time_est: m.event_time_est, esbid: m.esbid });
    }
  }
  return rows.sort((a, b) => a.timestamp - b.timestamp);
}

/** Spec §2: an ALT market's distinct lines, ascending (the selector defaults to the lowest). */
export function altLines(rows: readonly MarketRow[]): number[] {
  return [...new Set(rows.map((r) => r.selection_metric_line).filter((l): l is number => l !== null))].sort((a, b) => a - b);
}

/** Spec §2: the Type column shows odds instead for ALT markets and markets without a line. */
export function showsOdds(type: string, rows: readonly MarketRow[]): boolean {
  return isAltMarket(type) || rows.every((r) => r.selection_metric_line === null);
}

export interface WindowCell {
  value: number | null;
  /** -1..1 percentile shading (spec §2: p25, p75, min, max of the column), null when no value. */
  shade: number | null;
}

export interface WindowLine {
  window: MarketWindow;
  hitRate: WindowCell;
  edge: WindowCell;
}

/**
 * The window groups of one side (selection type) of the market, as of its latest selection: each
 * window's hit rate and edge, shaded against the same column over every selection of that side.
 */
export function windowSummary(rows: readonly MarketRow[], selectionType: string): WindowLine[] | null {
  const side = rows.filter((r) => r.selection_type === selectionType);
  const latest = side[side.length - 1];
  if (!latest) return null;
  return MARKET_WINDOWS.map((w) => {
    const cell = (suffix: 'hit_rate_hard' | 'edge_hard'): WindowCell => {
      const key = `${w}_${suffix}` as const;
      const value = latest[key];
      const column = side.map((r) => r[key]).filter((v): v is number => v !== null);
      const set = percentileSet(column);
      return { value, shade: set ? percentileShade(value, set) : null };
    };
    return { window: w, hitRate: cell('hit_rate_hard'), edge: cell('edge_hard') };
  });
}

/** Spec §9: percent stats in market tables show 0 decimals. */
export function marketPercent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value * 100)}%`;
}

/** American odds with their sign. */
export function americanOdds(odds: number): string {
  return odds > 0 ? `+${odds}` : String(odds);
}

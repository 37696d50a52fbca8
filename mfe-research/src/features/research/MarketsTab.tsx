import { lazy, Suspense, useMemo, useState } from 'react';
import moment from 'moment-timezone';
import { isAltMarket, LEAGUE_TIMEZONE, MARKET_WINDOW_LABELS } from '@league/shared-rules';
import type { PlayerMarkets } from '@league/shared-rules/contracts';
import { EmptyState, SkeletonList } from '@league/shell/kit';
import { altLines, americanOdds, marketOptionGroups, marketPercent, marketRows, showsOdds, windowSummary } from './market-model';
import { Note, ScrollTable, shadeStyle } from './ui';

// Highcharts (~150 kB brotli) loads with this tab only, not with the players page (.ci/bundle-budget.json)
const MarketChart = lazy(() => import('./MarketChart').then((m) => ({ default: m.MarketChart })));

export interface MarketsTabProps {
  data: PlayerMarkets;
  playerName: string;
  /** False in component tests (jsdom draws no svg); the chart's model is tested on its own. */
  chart?: boolean;
}

/** Spec §2 Betting Markets tab. */
export function MarketsTab({ data, playerName, chart = true }: MarketsTabProps) {
  const [search, setSearch] = useState('');
  const allGroups = useMemo(() => marketOptionGroups(data.markets), [data]);
  const groups = useMemo(() => marketOptionGroups(data.markets, search), [data, search]);
  const first = groups[0]?.options[0]?.value ?? allGroups[0]?.options[0]?.value ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const visible = groups.flatMap((g) => g.options.map((o) => o.value));
  // the first option is auto-selected (spec §2), also when a search hides the chosen one
  const type = chosen && visible.includes(chosen) ? chosen : first;
  const all = useMemo(() => (type ? marketRows(data.markets, type) : []), [data, type]);
  const lines = useMemo(() => (type && isAltMarket(type) ? altLines(all) : []), [all, type]);
  const [altLine, setAltLine] = useState<number | null>(null);
  const line = lines.length ? (altLine !== null && lines.includes(altLine) ? altLine : lines[0]) : null;
  const rows = line === null ? all : all.filter((r) => r.selection_metric_line === line);
  const oddsColumn = type ? showsOdds(type, rows) : false;
  const sides = [...new Set(rows.map((r) => r.selection_type))];

  const noProps =
    data.prop_markets === 0 ? (
      <Note role="note">
        No player prop markets for {playerName}: the project ships no prop odds (they need a licensed odds feed, loaded with{' '}
        <code>npm run ingest:markets</code>).{data.team ? ` The markets below are ${data.team}'s game markets (closing lines, nflverse).` : ''}
      </Note>
    ) : null;
  if (!type) {
    return (
      <div>
        {noProps}
        <EmptyState>No betting markets found.</EmptyState>
      </div>
    );
  }
  return (
    <div>
      {noProps}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', margin: '8px 0' }}>
        <label style={{ display: 'grid', gap: 4, fontSize: 13 }}>
          Search markets
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label style={{ display: 'grid', gap: 4, fontSize: 13 }}>
          Select Market
          <select value={type} onChange={(e) => setChosen(e.target.value)}>
            {groups.map((g) => (
              <optgroup key={g.group} label={g.group}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        {lines.length > 0 && (
          <label style={{ display: 'grid', gap: 4, fontSize: 13 }}>
            Alt Line
            <select value={line ?? ''} onChange={(e) => setAltLine(Number(e.target.value))}>
              {lines.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <ScrollTable label="Hit rate and edge">
        <table>
          <caption>Hit rate and edge (latest price)</caption>
          <thead>
            <tr>
              <th scope="col">Side</th>
              {Object.values(MARKET_WINDOW_LABELS).map((w) => (
                <th key={w} scope="colgroup" colSpan={2}>
                  {w}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col" />
              {Object.keys(MARKET_WINDOW_LABELS).flatMap((w) => [
                <th key={`${w}-h`} scope="col">
                  Hit Rate
                </th>,
                <th key={`${w}-e`} scope="col">
                  Edge
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {sides.map((side) => {
              const summary = windowSummary(rows, side) ?? [];
              return (
                <tr key={side}>
                  <th scope="row" style={{ textAlign: 'left' }}>
                    {side}
                  </th>
                  {summary.flatMap((l) => [
                    <td key={`${l.window}-h`} style={shadeStyle(l.hitRate.shade)}>
                      {marketPercent(l.hitRate.value)}
                    </td>,
                    <td key={`${l.window}-e`} style={shadeStyle(l.edge.shade)}>
                      {marketPercent(l.edge.value)}
                    </td>,
                  ])}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
      {chart && (
        <Suspense fallback={<SkeletonList rows={3} label="Loading the chart" />}>
          <MarketChart type={type} rows={rows} />
        </Suspense>
      )}
      <ScrollTable label="Market prices">
        <table>
          <caption>Prices</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Week</th>
              <th scope="col">Source</th>
              <th scope="col">Line</th>
              <th scope="col">{oddsColumn ? 'Odds' : 'Type'}</th>
              <th scope="col">Timestamp</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((r, i) => (
              <tr key={`${r.esbid ?? r.year}-${r.selection_type}-${r.timestamp}-${i}`}>
                <td>{r.year}</td>
                <td>{r.week ?? '–'}</td>
                <td>{r.source_id}</td>
                <td>{r.selection_metric_line ?? '–'}</td>
                <td>{oddsColumn ? `${r.selection_name} ${americanOdds(r.odds_american)}` : `${r.selection_type} ${americanOdds(r.odds_american)}`}</td>
                <td>{moment.tz(r.timestamp * 1000, LEAGUE_TIMEZONE).format('YYYY-MM-DD HH:mm')} ET</td>
                <td>{r.result ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { GAMELOG_GROUP_KEYS, gamelogStatKeys, PERCENTILE_QUALIFIERS, percentileShade } from '@league/shared-rules';
import type { Gamelog, Percentiles, PlayerGamelogs } from '@league/shared-rules/contracts';
import { EmptyState } from '@league/shell/kit';
import { fixed, Note, ScrollTable, shadeStyle } from './ui';

/** Column titles of the stat keys. */
export const STAT_LABELS: Record<string, string> = {
  pc: 'Comp', pa: 'Att', py: 'Pass Yds', tdp: 'Pass TD', ints: 'Int',
  ra: 'Rush', ry: 'Rush Yds', tdr: 'Rush TD', fuml: 'Fum',
  trg: 'Tgt', rec: 'Rec', recy: 'Rec Yds', tdrec: 'Rec TD',
  fgm: 'FGM', fgy: 'FG Yds', xpm: 'XPM',
  dsk: 'Sacks', dint: 'Int', drf: 'Fum Rec', dtd: 'TD', dpa: 'Pts Allowed', dya: 'Yds Allowed',
};

/** The percentile set that shades a stat key of the position (spec §3 groups), if loaded. */
function groupOf(key: string): 'passing' | 'rushing' | 'receiving' | null {
  for (const [group, keys] of Object.entries(GAMELOG_GROUP_KEYS)) if ((keys as readonly string[]).includes(key)) return group as 'passing';
  return null;
}

/** Spec §9 qualifier minimums: a game's cells of a group are shaded only when it qualifies for the group. */
function qualifies(group: 'passing' | 'rushing' | 'receiving', g: Gamelog): boolean {
  const n = (k: string) => (typeof g[k] === 'number' ? (g[k] as number) : 0);
  if (group === 'passing') return n('pa') >= PERCENTILE_QUALIFIERS.pa;
  if (group === 'rushing') return n('ra') >= PERCENTILE_QUALIFIERS.ra;
  return n('trg') >= PERCENTILE_QUALIFIERS.trg;
}

export interface GamesTabProps {
  data: PlayerGamelogs;
  /** Percentiles by group (spec §5: the position's groups), for cell shading. */
  percentiles: Partial<Record<'passing' | 'rushing' | 'receiving', Percentiles>>;
}

/** Spec §2 Games tab: gamelogs by year — day, week, opponent, points, points added, position rank, position stats. */
export function GamesTab({ data, percentiles }: GamesTabProps) {
  const years = data.years.map((y) => y.year);
  const [year, setYear] = useState<number | null>(years[0] ?? null);
  if (!data.pos || years.length === 0 || year === null) return <EmptyState>No games found.</EmptyState>;
  const keys = gamelogStatKeys(data.pos);
  const games = data.gamelogs.filter((g) => g.year === year);
  const complete = data.years.find((y) => y.year === year)?.complete ?? false;
  const shade = (key: string, g: Gamelog) => {
    const group = groupOf(key);
    const set = group && qualifies(group, g) ? percentiles[group]?.fields[key] : undefined;
    const value = g[key] as number | null;
    return set && typeof value === 'number' ? shadeStyle(percentileShade(value, set)) : undefined;
  };
  return (
    <div>
      <YearPicker years={years} year={year} onChange={setYear} label="Gamelog season" />
      {!complete && (
        <Note>
          {year}: passing and rushing game lines only (the data set has no full lines for this season), so no points, rank or
          points added.
        </Note>
      )}
      <ScrollTable label={`Gamelogs ${year}`}>
        <table>
          <caption>Gamelogs {year}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Wk</th>
              <th scope="col">Opp</th>
              <th scope="col">Pts</th>
              <th scope="col">Pts+</th>
              <th scope="col">Pos Rk</th>
              {keys.map((k) => (
                <th key={k} scope="col">
                  {STAT_LABELS[k] ?? k}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={`${g.year}-${g.week}`}>
                <td>{g.day ?? '–'}</td>
                <td>{g.seas_type === 'POST' ? `P${g.week}` : g.week}</td>
                <td>{g.opp}</td>
                <td>{fixed(g.pts)}</td>
                <td>{fixed(g.points_added)}</td>
                <td>{g.pos_rnk ?? '–'}</td>
                {keys.map((k) => (
                  <td key={k} style={shade(k, g)}>
                    {g[k] === null || g[k] === undefined ? '–' : String(g[k])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Note>Shading: green above the 75th percentile of qualifying games at the position (14 pass attempts, 8 rushes, 8 targets), red below the 25th; a game is shaded only in the groups it qualifies for. No snap counts in the data.</Note>
    </div>
  );
}

export function YearPicker({ years, year, onChange, label }: { years: number[]; year: number; onChange: (y: number) => void; label: string }) {
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
      {label}
      <select value={year} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Spec §2 Seasons tab: season stats per year (regular season), summed from the gamelogs. */
export function SeasonsTab({ data }: { data: PlayerGamelogs }) {
  const keys = useMemo(() => (data.pos ? gamelogStatKeys(data.pos) : []), [data.pos]);
  const rows = useMemo(() => seasonTotals(data.gamelogs, keys, data.years), [data, keys]);
  if (rows.length === 0) return <EmptyState>No seasons found.</EmptyState>;
  return (
    <ScrollTable label="Season stats">
      <table>
        <caption>Regular-season stats by year</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">G</th>
            <th scope="col">Pts</th>
            <th scope="col">Pts/G</th>
            {keys.map((k) => (
              <th key={k} scope="col">
                {STAT_LABELS[k] ?? k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.year}>
              <td>{r.year}</td>
              <td>{r.games}</td>
              <td>{fixed(r.pts)}</td>
              <td>{r.pts === null ? '–' : fixed(r.pts / r.games)}</td>
              {keys.map((k) => (
                <td key={k}>{r.stats[k] === null ? '–' : fixed(r.stats[k], Number.isInteger(r.stats[k]) ? 0 : 1)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

export interface SeasonTotal {
  year: number;
  games: number;
  pts: number | null;
  stats: Record<string, number | null>;
}

/** Regular-season totals per year; points only for complete years, a stat only where the lines have it. */
export function seasonTotals(gamelogs: readonly Gamelog[], keys: readonly string[], years: PlayerGamelogs['years']): SeasonTotal[] {
  return years
    .map(({ year, complete }) => {
      const games = gamelogs.filter((g) => g.year === year && g.seas_type === 'REG');
      const stats: Record<string, number | null> = {};
      for (const k of keys) {
        const values = games.map((g) => g[k] as number | null | undefined).filter((v): v is number => typeof v === 'number');
        stats[k] = values.length ? values.reduce((a, b) => a + b, 0) : null;
      }
      const pts = complete ? games.reduce((t, g) => t + (g.pts ?? 0), 0) : null;
      return { year, games: games.length, pts, stats };
    })
    .filter((r) => r.games > 0);
}


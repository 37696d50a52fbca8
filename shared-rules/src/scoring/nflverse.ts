import type { KickingStatLine } from './kicking';
import type { StatLine } from './stat-line';

/** One nflverse player-stats row (weekly or season), as parsed from CSV: numbers or numeric strings. */
export type NflverseRow = Readonly<Record<string, string | number | null | undefined>>;

function num(row: NflverseRow, column: string): number {
  const value = row[column];
  if (value === undefined || value === null || value === '') return 0;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function sum(row: NflverseRow, columns: readonly string[]): number {
  let total = 0;
  for (const column of columns) total += num(row, column);
  return total;
}

/**
 * Maps an nflverse player-stats row to a stat line (offence plus kicking).
 *
 * - Interceptions come from `interceptions` (weekly file) or `passing_interceptions` (season file).
 * - Fumbles lost add sack, rushing and receiving fumbles lost; two-point conversions add passing,
 *   rushing and receiving.
 * - nflverse does not split `special_teams_tds` into punt and kick returns; they are counted as `krtd`
 *   (every preset values both at 6).
 * - Field goals 50–59 and 60+ both land in `fg50`. Made yardage (`fgy`) is not filled, so the §9
 *   distance buckets apply; a caller wanting yards/10 sets `fgy` itself.
 * - nflverse has no kneel-free rushing yards, so `ry_excluding_kneels` stays unset.
 */
export function statLineFromNflverse(row: NflverseRow): StatLine & KickingStatLine {
  const ints = row.interceptions !== undefined ? num(row, 'interceptions') : num(row, 'passing_interceptions');
  return {
    pa: num(row, 'attempts'),
    pc: num(row, 'completions'),
    py: num(row, 'passing_yards'),
    ints,
    tdp: num(row, 'passing_tds'),
    ra: num(row, 'carries'),
    ry: num(row, 'rushing_yards'),
    tdr: num(row, 'rushing_tds'),
    trg: num(row, 'targets'),
    rec: num(row, 'receptions'),
    recy: num(row, 'receiving_yards'),
    tdrec: num(row, 'receiving_tds'),
    twoptc: sum(row, ['passing_2pt_conversions', 'rushing_2pt_conversions', 'receiving_2pt_conversions']),
    fuml: sum(row, ['sack_fumbles_lost', 'rushing_fumbles_lost', 'receiving_fumbles_lost']),
    prtd: 0,
    krtd: num(row, 'special_teams_tds'),
    rush_first_down: num(row, 'rushing_first_downs'),
    rec_first_down: num(row, 'receiving_first_downs'),
    xpm: num(row, 'pat_made'),
    fg19: num(row, 'fg_made_0_19'),
    fg29: num(row, 'fg_made_20_29'),
    fg39: num(row, 'fg_made_30_39'),
    fg49: num(row, 'fg_made_40_49'),
    fg50: sum(row, ['fg_made_50_59', 'fg_made_60_']),
  };
}

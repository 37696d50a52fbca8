import type { NflGame } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { currentSeason } from '../leagues/league-view';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/** A stored nfl_games row as the wire NflGame. */
export function toGame(row: Record<string, unknown>): NflGame {
  return {
    esbid: String(row.esbid),
    year: row.year as number,
    week: row.week as number,
    seas_type: row.game_type === 'REG' ? 'REG' : 'POST',
    game_type: String(row.game_type),
    date: String(row.date),
    time_est: str(row.time_est),
    h: String(row.h),
    v: String(row.v),
    home_score: num(row.home_score),
    away_score: num(row.away_score),
    home_moneyline: num(row.home_moneyline),
    away_moneyline: num(row.away_moneyline),
    spread_line: num(row.spread_line),
    total_line: num(row.total_line),
    over_odds: num(row.over_odds),
    under_odds: num(row.under_odds),
    roof: str(row.roof),
    surface: str(row.surface),
    stadium: str(row.stadium),
  };
}

/**
 * GET /schedule: games of a season (default: the current one, or the latest imported season when
 * the current one has no schedule yet), optionally one week.
 */
export async function getSchedule(
  repos: Repositories,
  query: { year?: number; week?: number },
  now: Date,
): Promise<{ year: number; games: NflGame[] }> {
  let year = query.year ?? currentSeason(now);
  if (query.year === undefined) {
    const years = await repos.nfl.gameYears();
    if (years.length && !years.includes(year)) year = years.filter((y) => y <= year).pop() ?? years[years.length - 1];
  }
  const rows = await repos.nfl.games(year, query.week);
  return { year, games: rows.map(toGame) };
}

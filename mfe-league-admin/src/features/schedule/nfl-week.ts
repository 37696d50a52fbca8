import moment from 'moment-timezone';
import { LEAGUE_TIMEZONE, NFL_TEAM_ABBREVIATIONS, POSTSEASON_WEEKS, getNflFinalWeek, getSeason } from '@league/shared-rules';
import type { NflGame } from '@league/shared-rules/contracts';

/** Kickoff instant (unix seconds) of a game: its date and `time_est`, read in New York time; null without a time. */
export function kickoffOf(game: Pick<NflGame, 'date' | 'time_est'>): number | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(game.date)?.[0];
  const time = game.time_est === null ? null : /^(\d{1,2}):(\d{2})/.exec(game.time_est);
  if (!day || !time) return null;
  return moment.tz(`${day} ${time[1].padStart(2, '0')}:${time[2]}`, 'YYYY-MM-DD HH:mm', true, LEAGUE_TIMEZONE).unix();
}

/** The day of a game without a kickoff time, as its date says (a calendar day, no zone). */
export function gameDay(game: Pick<NflGame, 'date'>): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(game.date)?.[0];
  return day ? moment.utc(day, 'YYYY-MM-DD').format('ddd, MMM D') : game.date;
}

/** NFL teams without a game in a regular-season week (their bye), in abbreviation order. */
export function byeTeams(games: readonly Pick<NflGame, 'h' | 'v'>[]): string[] {
  const playing = new Set(games.flatMap((g) => [g.h, g.v]));
  return NFL_TEAM_ABBREVIATIONS.filter((abbr) => !playing.has(abbr)).sort();
}

const POSTSEASON_NAMES = ['Wild Card', 'Divisional', 'Conference', 'Super Bowl'];

/** NFL weeks of a season with their names: regular weeks, then the postseason rounds. */
export function nflWeeks(year: number): { week: number; label: string; postseason: boolean }[] {
  const final = getNflFinalWeek(year);
  return Array.from({ length: final + POSTSEASON_WEEKS }, (_, i) => {
    const week = i + 1;
    return week <= final ? { week, label: `Week ${week}`, postseason: false } : { week, label: POSTSEASON_NAMES[week - final - 1], postseason: true };
  });
}

/** The NFL week shown first: the current one in the current season, else week 1. */
export function defaultNflWeek(year: number, now: number): number {
  const season = getSeason(now);
  if (season.year !== year || season.week === 0) return 1;
  return Math.min(season.week, season.nflFinalWeek + POSTSEASON_WEEKS);
}

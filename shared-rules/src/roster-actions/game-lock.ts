import moment from 'moment-timezone';
import { LEAGUE_TIMEZONE } from '../constants/season-constants';

/** An NFL game as the schedule gives it: teams and the New York kickoff date and time. */
export interface ScheduledGame {
  home: string;
  away: string;
  /** `YYYY-MM-DD`, New York date. */
  date: string;
  /** `HH:mm`, New York time; absent means the time is not set (treated as 13:00). */
  time?: string | null;
}

/** Kickoff of a scheduled game, unix seconds (the schedule's times are Eastern). */
export function getKickoff(game: ScheduledGame): number {
  const time = game.time && /^\d{1,2}:\d{2}/.test(game.time) ? game.time.slice(0, 5) : '13:00';
  return moment.tz(`${game.date} ${time}`, 'YYYY-MM-DD HH:mm', LEAGUE_TIMEZONE).unix();
}

/**
 * True when `team`'s game among `games` (normally the current week's) has kicked off by `now`
 * (spec §4 "Locked"). A team with no game (bye, free agent) is never started.
 */
export function hasGameStarted(games: readonly ScheduledGame[], team: string | null | undefined, now: number): boolean {
  if (!team) return false;
  for (const game of games) {
    if ((game.home === team || game.away === team) && getKickoff(game) <= now) return true;
  }
  return false;
}

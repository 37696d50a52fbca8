import {
  clampWeekForYear,
  getFinalWeek,
  getScoreboardDefaultWeek,
  getSeason,
  isPlayoffWeek,
  REGULAR_SEASON_FINAL_WEEK,
  type PlayoffRounds,
} from '@league/shared-rules';
import type { Matchup, MatchupList } from '@league/shared-rules/contracts';

/** The week a matchups page shows. */
export interface WeekChoice {
  year: number;
  week: number;
}

const wholeNumber = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
};

/**
 * The week from the route (`/matchups/:year/:week`), else the scoreboard's default (spec §2: the
 * current week capped at the final week, minus one on Tuesdays, at least 1) in the current season.
 * 2020 weeks above 16 select 16 (spec §4); a week past the season's final week selects the final week.
 */
export function resolveWeek(params: { year?: string; week?: string }, now: number): WeekChoice {
  const year = wholeNumber(params.year) ?? getSeason(now).year;
  const routeWeek = wholeNumber(params.week);
  const week = routeWeek === null || routeWeek < 1 ? getScoreboardDefaultWeek(now) : routeWeek;
  return { year, week: Math.min(clampWeekForYear(year, week), getFinalWeek(year)) };
}

/** Weeks the selector offers: 1 to the season's final fantasy week. */
export function weekOptions(year: number): number[] {
  return Array.from({ length: getFinalWeek(year) }, (_, i) => i + 1);
}

/** Years the selector offers: the league's seasons and the shown one, newest first. */
export function yearOptions(leagueYears: readonly number[], shown: number): number[] {
  return [...new Set([...leagueYears, shown])].sort((a, b) => b - a);
}

/** Whether a week is postseason: past the regular season (week 14), or one of the league's playoff weeks. */
export function isPostseasonWeek(rounds: PlayoffRounds, week: number): boolean {
  return week > REGULAR_SEASON_FINAL_WEEK || isPlayoffWeek(rounds, week);
}

/**
 * The matchups a week offers (spec §4): in postseason weeks the playoff games, else the week's
 * head-to-head games. The championship is one tournament over its weeks combined, recorded in its
 * last week, so an earlier championship week shows the next tournament.
 */
export function weekMatchups(list: MatchupList, rounds: PlayoffRounds, week: number): { postseason: boolean; matchups: Matchup[] } {
  if (!isPostseasonWeek(rounds, week)) return { postseason: false, matchups: list.matchups.filter((m) => m.week === week) };
  const same = list.playoffs.filter((m) => m.week === week);
  if (same.length > 0) return { postseason: true, matchups: same };
  const later = list.playoffs.filter((m) => m.type === 'tournament' && m.week > week);
  const next = Math.min(...later.map((m) => m.week));
  return { postseason: true, matchups: later.filter((m) => m.week === next) };
}

/** The teams playing in a matchup. */
export function matchupTeams(matchup: Matchup): number[] {
  return matchup.type === 'head_to_head' ? [matchup.hid, matchup.aid] : matchup.tids;
}

/**
 * The shown matchup (spec §4): the one in the route when it belongs to the week, else the user's
 * team's matchup, else the first; null when the week has none.
 */
export function selectMatchup(matchups: readonly Matchup[], routeId: string | undefined, teamId: number | null): Matchup | null {
  const id = wholeNumber(routeId);
  const fromRoute = id === null ? undefined : matchups.find((m) => m.uid === id);
  if (fromRoute) return fromRoute;
  const own = teamId === null ? undefined : matchups.find((m) => matchupTeams(m).includes(teamId));
  return own ?? matchups[0] ?? null;
}

/** Route of a week (and a matchup) of a league's matchups pages. */
export function matchupsPath(leagueId: number, year: number, week: number, matchupId?: number): string {
  return `/leagues/${leagueId}/matchups/${year}/${week}${matchupId === undefined ? '' : `/${matchupId}`}`;
}

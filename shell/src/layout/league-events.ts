/**
 * Upcoming league events for the side menu: the league's calendar fields (unix seconds) and what the
 * season calendar derives from them (week starts, playoff weeks, the weekly waiver run). Pure: the
 * clock comes in as `nowSeconds`, the calendar rules as `calendar`.
 */
import type { getNextWaiverProcessingTime, getSeason, getWeekStart } from '@league/shared-rules';
import type { LeagueSummary } from '../session/profile-types';

export interface LeagueEvent {
  /** Unix seconds. */
  date: number;
  detail: string;
}

/** The shared-rules season calendar, loaded apart from the shell's first download (see NextEvents). */
export interface SeasonCalendar {
  getSeason: typeof getSeason;
  getWeekStart: typeof getWeekStart;
  getNextWaiverProcessingTime: typeof getNextWaiverProcessingTime;
}

const eventFields: { field: keyof LeagueSummary; detail: string }[] = [
  { field: 'ext_date', detail: 'Extension deadline' },
  { field: 'tran_start', detail: 'Restricted free agency begins' },
  { field: 'tran_end', detail: 'Restricted free agency ends' },
  { field: 'draft_start', detail: 'Rookie draft begins' },
  { field: 'free_agency_period_start', detail: 'Free agency period begins' },
  { field: 'free_agency_live_auction_start', detail: 'Free agency auction begins' },
  { field: 'free_agency_period_end', detail: 'Free agency period ends' },
  { field: 'tddate', detail: 'Trade deadline' },
];

/**
 * Events the season calendar gives: the next week's start (week 1 before the season), the playoffs'
 * first week (wildcard round, else the first championship week) and the championship's, and, for a
 * hosted league during the fantasy season, the next weekly waiver run. Week starts are Tuesdays
 * 00:00 New York (the calendar's weeks); the shell has no NFL schedule for kickoff times.
 */
function calendarEvents(league: LeagueSummary, now: number, calendar: SeasonCalendar): LeagueEvent[] {
  const season = calendar.getSeason(now);
  const start = season.regularSeasonStart;
  const events: LeagueEvent[] = [];
  if (season.week === 0) events.push({ date: start, detail: `${season.year} season week 1 begins` });
  else if (season.week < season.finalWeek) {
    events.push({ date: calendar.getWeekStart(start, season.week + 1), detail: `Week ${season.week + 1} begins` });
  }
  const championship = league.championship_round ?? [];
  const firstChampionship = championship.length > 0 ? Math.min(...championship) : null;
  const firstPlayoff = league.wildcard_round ?? firstChampionship;
  if (firstPlayoff !== null) events.push({ date: calendar.getWeekStart(start, firstPlayoff), detail: `Playoffs begin (week ${firstPlayoff})` });
  if (firstChampionship !== null && firstChampionship !== firstPlayoff) {
    events.push({ date: calendar.getWeekStart(start, firstChampionship), detail: `Championship round begins (week ${firstChampionship})` });
  }
  if (league.hosted === 1 && season.isRegularSeason) {
    events.push({ date: calendar.getNextWaiverProcessingTime(now), detail: 'Waivers process' });
  }
  return events;
}

/** Upcoming events merged from the calendar fields (and the season calendar when loaded), sorted by date. */
export function upcomingLeagueEvents(league: LeagueSummary | null, nowSeconds: number, calendar?: SeasonCalendar | null): LeagueEvent[] {
  if (!league) return [];
  const events: LeagueEvent[] = calendar ? calendarEvents(league, nowSeconds, calendar) : [];
  for (const { field, detail } of eventFields) {
    const value = league[field];
    if (typeof value === 'number' && value > 0) events.push({ date: value, detail });
  }
  return events
    .filter((event) => event.date >= nowSeconds)
    .sort((a, b) => a.date - b.date || a.detail.localeCompare(b.detail));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "in 3 days", "in 5 hours", "in 1 minute" (or "now"). */
export function relativeTime(dateSeconds: number, nowSeconds: number, locale = 'en'): string {
  const diff = dateSeconds - nowSeconds;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(diff) >= size) return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

/** Local date and time, e.g. "Sat, Aug 29, 2026, 7:00 PM". */
export function localDateTime(dateSeconds: number, locale?: string): string {
  return new Date(dateSeconds * 1000).toLocaleString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

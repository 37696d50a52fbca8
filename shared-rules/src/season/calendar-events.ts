import { getSeason, getWeekStart } from './calendar';
import { getNextWaiverProcessingTime } from './windows';

/** One dated entry of a league's upcoming events (the side menu's "next events"). */
export interface CalendarEvent {
  /** Unix seconds. */
  date: number;
  detail: string;
}

/** The league fields the season calendar's events depend on. */
export interface CalendarEventsLeague {
  hosted?: number | null;
  wildcard_round?: number | null;
  championship_round?: number[] | null;
}

/**
 * Events the season calendar gives at `now`: the next week's start (week 1 before the season), the
 * playoffs' first week (wildcard round, else the first championship week) and the championship's,
 * and, for a hosted league during the fantasy season, the next weekly waiver run. Week starts are
 * Tuesdays 00:00 New York (the calendar's weeks). Computed by the api with the league
 * (`GET /leagues/:id`), so a browser needs neither the rules nor their time zone data to list them.
 */
export function seasonCalendarEvents(league: CalendarEventsLeague, now: number): CalendarEvent[] {
  const season = getSeason(now);
  const start = season.regularSeasonStart;
  const events: CalendarEvent[] = [];
  if (season.week === 0) events.push({ date: start, detail: `${season.year} season week 1 begins` });
  else if (season.week < season.finalWeek) {
    events.push({ date: getWeekStart(start, season.week + 1), detail: `Week ${season.week + 1} begins` });
  }
  const championship = league.championship_round ?? [];
  const firstChampionship = championship.length > 0 ? Math.min(...championship) : null;
  const firstPlayoff = league.wildcard_round ?? firstChampionship;
  if (firstPlayoff !== null) events.push({ date: getWeekStart(start, firstPlayoff), detail: `Playoffs begin (week ${firstPlayoff})` });
  if (firstChampionship !== null && firstChampionship !== firstPlayoff) {
    events.push({ date: getWeekStart(start, firstChampionship), detail: `Championship round begins (week ${firstChampionship})` });
  }
  if (league.hosted === 1 && season.isRegularSeason) {
    events.push({ date: getNextWaiverProcessingTime(now), detail: 'Waivers process' });
  }
  return events;
}

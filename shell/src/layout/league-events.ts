/**
 * Upcoming league events for the side menu: the league's calendar fields (unix seconds) and the season
 * calendar's events (week starts, playoff weeks, the weekly waiver run), which the server works out
 * and sends with the league (`calendar_events` of GET /leagues/:id), so the shell carries neither the
 * rules nor their time zone data. Pure: the clock comes in as `nowSeconds`.
 */
import type { LeagueSummary } from '../session/profile-types';

export interface LeagueEvent {
  /** Unix seconds. */
  date: number;
  detail: string;
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

/** Upcoming events merged from the league's date fields and its season calendar events, sorted by date. */
export function upcomingLeagueEvents(league: LeagueSummary | null, nowSeconds: number): LeagueEvent[] {
  if (!league) return [];
  const events: LeagueEvent[] = [...(league.calendar_events ?? [])];
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

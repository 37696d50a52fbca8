import type { League } from '@league/shared-rules/contracts';

/** "Half PPR", "PPR", "Standard" or "0.25 PPR", from points per reception. */
export function receptionFormat(rec: number): string {
  if (rec === 0) return 'Standard';
  if (rec === 0.5) return 'Half PPR';
  if (rec === 1) return 'PPR';
  return `${rec} PPR`;
}

/** A one-line scoring summary: reception format and passing TD value, turnovers when unusual. */
export function scoringSummary(league: League): string {
  const parts = [receptionFormat(league.rec), `${league.tdp}-pt pass TD`];
  if (league.ints !== -1 || league.fuml !== -1) parts.push(`INT ${league.ints}, fumble lost ${league.fuml}`);
  return parts.join(' · ');
}

const SLOT_FIELDS: [keyof League, string][] = [
  ['sqb', 'QB'],
  ['srb', 'RB'],
  ['swr', 'WR'],
  ['ste', 'TE'],
  ['swrte', 'WR/TE'],
  ['srbwr', 'RB/WR'],
  ['srbwrte', 'FLEX'],
  ['sqbrbwrte', 'SFLEX'],
  ['sk', 'K'],
  ['sdst', 'DST'],
];

/** Starting lineup, e.g. "1 QB, 2 RB, 2 WR, 1 TE, 1 FLEX, 1 SFLEX, 1 K, 1 DST". */
export function lineupSummary(league: League): string {
  return SLOT_FIELDS.filter(([field]) => Number(league[field]) > 0)
    .map(([field, label]) => `${league[field]} ${label}`)
    .join(', ');
}

/** Non-starting roster sizes, e.g. "7 bench, 4 practice squad, 3 IR". */
export function reserveSummary(league: League): string {
  return `${league.bench} bench, ${league.ps} practice squad, ${league.ir} IR`;
}

export interface KeyDate {
  label: string;
  /** Unix seconds. */
  at: number;
}

const DATE_FIELDS: [keyof League, string][] = [
  ['tran_start', 'Restricted free agency opens'],
  ['tran_end', 'Restricted free agency closes'],
  ['ext_date', 'Extension deadline'],
  ['draft_start', 'Rookie draft starts'],
  ['rookie_draft_completed_at', 'Rookie draft completed'],
  ['free_agency_period_start', 'Free agency opens'],
  ['free_agency_live_auction_start', 'Live auction starts'],
  ['free_agency_live_auction_end', 'Live auction ended'],
  ['free_agency_period_end', 'Free agency closes'],
  ['tddate', 'Trade deadline'],
];

/** The league's scheduled dates that are set, earliest first. */
export function keyDates(league: League): KeyDate[] {
  return DATE_FIELDS.flatMap(([field, label]) => {
    const at = league[field];
    return typeof at === 'number' && at > 0 ? [{ label, at }] : [];
  }).sort((a, b) => a.at - b.at);
}

/** Local date and time of a unix-seconds instant, e.g. "Sat, Aug 29, 2026, 7:00 PM". */
export function formatInstant(at: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(at * 1000));
}

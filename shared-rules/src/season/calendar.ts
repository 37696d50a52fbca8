import moment from 'moment-timezone';
import {
  FINAL_WEEK,
  FINAL_WEEK_2020,
  LEAGUE_TIMEZONE,
  NFL_FINAL_WEEK,
  POSTSEASON_WEEKS,
  SUPER_BOWL_BYE_WEEKS,
  PRESEASON_LAST_WEEK,
  PRESEASON_WEEKS,
  REGULAR_SEASON_FINAL_WEEK,
  WILDCARD_WEEK,
} from '../constants/season-constants';

/**
 * Dates of each season's first regular-season game (from /work/shared/data/schedules.csv; 2026's
 * opener is Wednesday 2026-09-09 in that data). Week 1 starts the Tuesday 00:00 New York time on
 * or before the opener; weeks run Tuesday to Monday.
 */
export const FIRST_REGULAR_SEASON_GAME_DATES: Readonly<Record<number, string>> = {
  2020: '2020-09-10',
  2021: '2021-09-09',
  2022: '2022-09-08',
  2023: '2023-09-07',
  2024: '2024-09-05',
  2025: '2025-09-04',
  2026: '2026-09-09',
};

/** A moment in the league's time zone for unix seconds. */
export function toLeagueTime(unixSeconds: number): moment.Moment {
  return moment.tz(unixSeconds * 1000, LEAGUE_TIMEZONE);
}

/**
 * Start of week 1 (Tuesday 00:00 New York) of `year`'s regular season, unix seconds. Known seasons
 * come from the table; later ones use the NFL's rule (opener the Thursday after Labor Day, so the
 * Tuesday right after Labor Day).
 */
export function getRegularSeasonStart(year: number): number {
  let start = START_CACHE.get(year);
  if (start === undefined) {
    start = computeRegularSeasonStart(year);
    START_CACHE.set(year, start);
  }
  return start;
}

// Memo tables: pure (same input, same output), they only spare repeated moment-timezone work —
// getSeason runs once per player row in lists and must stay cheap.
const START_CACHE = new Map<number, number>();
const FRAME_CACHE = new Map<number, SeasonFrame>();
const FRAME_CACHE_LIMIT = 64;

function computeRegularSeasonStart(year: number): number {
  const known = FIRST_REGULAR_SEASON_GAME_DATES[year];
  if (known) {
    const opener = moment.tz(known, LEAGUE_TIMEZONE);
    const back = (opener.day() - 2 + 7) % 7;
    return opener.subtract(back, 'days').startOf('day').unix();
  }
  const sept1 = moment.tz(`${year}-09-01`, LEAGUE_TIMEZONE);
  const laborDay = sept1.add((8 - sept1.day()) % 7, 'days');
  return laborDay.add(1, 'day').startOf('day').unix();
}

/** A season's week boundaries: `weekStarts[w - 1]` starts week w; the last entry is the season end. */
interface SeasonFrame {
  year: number;
  start: number;
  weekStarts: number[];
  end: number;
}

function getFrame(year: number, start: number): SeasonFrame {
  let frame = FRAME_CACHE.get(start);
  if (frame === undefined || frame.year !== year) {
    const weeks = getNflFinalWeek(year) + POSTSEASON_WEEKS + SUPER_BOWL_BYE_WEEKS + 1;
    const base = toLeagueTime(start);
    const weekStarts: number[] = [];
    for (let w = 0; w < weeks; w++) weekStarts.push(base.clone().add(w, 'weeks').unix());
    frame = { year, start, weekStarts, end: weekStarts[weeks - 1] };
    if (FRAME_CACHE.size >= FRAME_CACHE_LIMIT) FRAME_CACHE.clear();
    FRAME_CACHE.set(start, frame);
  }
  return frame;
}

/** Final fantasy week of a season (16 in 2020's 17-game-week NFL season, else 17). */
export function getFinalWeek(year: number): number {
  return year === 2020 ? FINAL_WEEK_2020 : FINAL_WEEK;
}
/** NFL final regular-season week (17 in 2020, else 18). */
export function getNflFinalWeek(year: number): number {
  return year === 2020 ? NFL_FINAL_WEEK - 1 : NFL_FINAL_WEEK;
}
/** Matchup week clamp: 2020 weeks above 16 select week 16. */
export function clampWeekForYear(year: number, week: number): number {
  return year === 2020 && week > FINAL_WEEK_2020 ? FINAL_WEEK_2020 : week;
}

/** Start of `week` (1-based) of a season whose week 1 starts at `start`, unix seconds. */
export function getWeekStart(start: number, week: number): number {
  return toLeagueTime(start).add(week - 1, 'weeks').unix();
}


export interface SeasonOptions {
  /** Override of the start of week 1 (unix seconds) for the season it falls in. */
  regularSeasonStart?: number;
}

/** Where `now` falls in the league calendar. */
export interface Season {
  /** Season year; rolls over at season end (after the postseason). */
  year: number;
  /** Week since the start of week 1 (1 … 23 incl. the postseason and Super Bowl bye), 0 in the offseason. */
  week: number;
  isOffseason: boolean;
  /** Fantasy season (weeks 1 … final week). */
  isRegularSeason: boolean;
  /** After the NFL final week (4 rounds plus the Super Bowl bye). */
  isPostseason: boolean;
  seasonType: 'PRE' | 'REG' | 'POST';
  /** Start of week 1, unix seconds. */
  regularSeasonStart: number;
  /** Season end (year rollover): the Tuesday after the Super Bowl week, unix seconds. */
  seasonEnd: number;
  regularSeasonFinalWeek: number;
  wildcardWeek: number;
  finalWeek: number;
  nflFinalWeek: number;
  /** Start of the current week (unix seconds) or null in the offseason. */
  weekStart: number | null;
  /** End (exclusive) of the current week or null in the offseason. */
  weekEnd: number | null;
}

function startFor(year: number, options: SeasonOptions): number {
  const override = options.regularSeasonStart;
  // week 1 starts on a Tuesday in September: its UTC and New York calendar years agree
  if (override !== undefined && new Date(override * 1000).getUTCFullYear() === year) return override;
  return getRegularSeasonStart(year);
}

/**
 * The season at `now` (unix seconds), in New York time. Before week 1 the week is 0 (offseason);
 * the year stays until the season end, then rolls over.
 */
export function getSeason(now: number, options: SeasonOptions = {}): Season {
  // a season ends in February of the next calendar year, so `now` belongs to the season of its
  // own year or of the year before
  const utcYear = new Date(now * 1000).getUTCFullYear();
  const previous = getFrame(utcYear - 1, startFor(utcYear - 1, options));
  const frame = now < previous.end ? previous : getFrame(utcYear, startFor(utcYear, options));
  const { year, start, weekStarts } = frame;
  let week = 0;
  while (week < weekStarts.length - 1 && weekStarts[week] <= now) week += 1;
  const nflFinalWeek = getNflFinalWeek(year);
  const finalWeek = getFinalWeek(year);
  return {
    year,
    week,
    isOffseason: week === 0,
    isRegularSeason: week > 0 && week <= finalWeek,
    isPostseason: week > nflFinalWeek,
    seasonType: week === 0 ? 'PRE' : week > nflFinalWeek ? 'POST' : 'REG',
    regularSeasonStart: start,
    seasonEnd: frame.end,
    regularSeasonFinalWeek: REGULAR_SEASON_FINAL_WEEK,
    wildcardWeek: WILDCARD_WEEK,
    finalWeek,
    nflFinalWeek,
    weekStart: week > 0 ? weekStarts[week - 1] : null,
    weekEnd: week > 0 ? weekStarts[week] : null,
  };
}

/** NFL week of a play or game instant. */
export interface PlayWeek {
  year: number;
  seasonType: 'PRE' | 'REG' | 'POST';
  /** PRE 0 … 3 (0 = Hall of Fame week), REG 1 … 18, POST 1 … 4. */
  week: number;
}

/**
 * The NFL week of a play at `timestamp` (unix seconds). An invalid timestamp falls back to `now`.
 * Preseason: the week before week 1 is PRE 3, then PRE 2, PRE 1; the two weeks before those are
 * PRE 0 (Hall of Fame game week). The preseason starts five weeks before week 1.
 * @throws Error 'Date is before preseason start' before that (spec §5).
 */
export function getPlayWeek(timestamp: number, now: number, options: SeasonOptions = {}): PlayWeek {
  const at = Number.isFinite(timestamp) ? timestamp : now;
  const season = getSeason(at, options);
  if (season.week > 0) {
    const over = season.week - season.nflFinalWeek;
    // wild card, divisional and conference run straight after the final week; the Super Bowl
    // follows a bye week, which counts with the conference round
    const round = over <= POSTSEASON_WEEKS - 1 ? over : Math.min(over - SUPER_BOWL_BYE_WEEKS, POSTSEASON_WEEKS);
    return over > 0
      ? { year: season.year, seasonType: 'POST', week: round }
      : { year: season.year, seasonType: 'REG', week: season.week };
  }
  const weeksBefore = Math.ceil(
    toLeagueTime(season.regularSeasonStart).diff(toLeagueTime(at), 'weeks', true),
  );
  if (weeksBefore > PRESEASON_WEEKS) throw new Error('Date is before preseason start');
  return { year: season.year, seasonType: 'PRE', week: Math.max(PRESEASON_LAST_WEEK + 1 - weeksBefore, 0) };
}

/**
 * Default week of the scoreboard: the current week capped at the final week, minus one on
 * Tuesdays (the new week has no games yet), at least 1.
 */
export function getScoreboardDefaultWeek(now: number, options: SeasonOptions = {}): number {
  const season = getSeason(now, options);
  let week = Math.min(season.week, season.finalWeek);
  if (toLeagueTime(now).day() === 2) week -= 1;
  return Math.max(week, 1);
}

/**
 * Week whose rosters are current (spec §4 "Weekly rosters are taken only for the current week,
 * capped at the final week"): the season week capped at the final week, 0 in the offseason.
 */
export function getRosterWeek(now: number, options: SeasonOptions = {}): number {
  const season = getSeason(now, options);
  return Math.min(season.week, season.finalWeek);
}

/** Current fantasy week for views and week pickers: the roster week, at least 1 (spec §4). */
export function getCurrentFantasyWeek(now: number, options: SeasonOptions = {}): number {
  return Math.max(getRosterWeek(now, options), 1);
}

/** True once the season is past its final fantasy week (data views then default to season points). */
export function isPastFinalWeek(now: number, options: SeasonOptions = {}): boolean {
  const season = getSeason(now, options);
  return season.week > season.finalWeek;
}

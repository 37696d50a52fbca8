/**
 * Season and timing constants of spec §4 "Season timing" and §9. Durations are in seconds unless
 * the name says otherwise.
 */

/** The league calendar's time zone. */
export const LEAGUE_TIMEZONE = 'America/New_York';

/** Fantasy regular season final week. */
export const REGULAR_SEASON_FINAL_WEEK = 14;
/** Fantasy wildcard week. */
export const WILDCARD_WEEK = 15;
/** Final fantasy week. */
export const FINAL_WEEK = 17;
/** NFL regular season final week. */
export const NFL_FINAL_WEEK = 18;
/** NFL postseason rounds after the final week (wild card, divisional, conference, Super Bowl). */
export const POSTSEASON_WEEKS = 4;
/** Bye week between the conference championships and the Super Bowl. */
export const SUPER_BOWL_BYE_WEEKS = 1;
/** 2020 had a 17-week NFL season: its fantasy weeks above 16 clamp to 16. */
export const FINAL_WEEK_2020 = 16;
/** Weeks before week 1 that belong to the preseason (PRE 3, 2, 1, then two weeks of PRE 0 incl. the Hall of Fame game). */
export const PRESEASON_WEEKS = 5;
/** Last preseason week number (PRE 0 … 3). */
export const PRESEASON_LAST_WEEK = 3;

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86400;
export const SECONDS_PER_WEEK = 604800;

/** Released players are held on waivers for 24 h. */
export const RELEASE_WAIVER_HOLD_SECONDS = 24 * SECONDS_PER_HOUR;
/** A poach claim expires (is processed) 48 h after submission. */
export const POACH_CLAIM_EXPIRY_SECONDS = 48 * SECONDS_PER_HOUR;
/** A practice squad player becomes poachable / protectable after 24 h on the squad. */
export const PRACTICE_SQUAD_POACH_DELAY_SECONDS = 24 * SECONDS_PER_HOUR;
/** Practice squad poach waiver window after deactivation, draft or practice add. */
export const PRACTICE_SQUAD_POACH_WAIVER_WINDOW_SECONDS = 48 * SECONDS_PER_HOUR;
/** The "recent transactions" window (30 days). */
export const RECENT_TRANSACTION_WINDOW_SECONDS = 2592000;
/** Default restricted free agency window length (tran_end = tran_start + 30 days). */
export const RESTRICTED_FREE_AGENCY_DEFAULT_LENGTH_SECONDS = 2592000;
/** RFA nomination deadline warning window. */
export const RESTRICTED_FREE_AGENCY_WARNING_WINDOW_SECONDS = 48 * SECONDS_PER_HOUR;
/** RFA announcement hour (24 = midnight of the next day) and processing hour, New York time. */
export const RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR = 24;
export const RESTRICTED_FREE_AGENCY_PROCESSING_HOUR = 0;
/** Rookie draft pick hours, New York time. */
export const DRAFT_HOUR_MIN = 11;
export const DRAFT_HOUR_MAX = 16;
/** Weekly waivers process Wednesday at this hour (New York time). */
export const WAIVER_PROCESSING_HOUR = 15;

/** Poach salary increase on success. */
export const POACH_SALARY_INCREASE = 2;
/** Salary of a signed free agent. */
export const SIGNED_FREE_AGENT_SALARY = 0;
/** Extension raise per extension (value + 5 × (extensions + 1)). */
export const EXTENSION_RAISE = 5;
/** RFA original team bid multiplier and minimum raise. */
export const RFA_ORIGINAL_TEAM_MULTIPLIER = 1.2;
export const RFA_ORIGINAL_TEAM_MIN_RAISE = 2;

/** Team value deltas (days). */
export const TEAM_VALUE_DELTA_DAYS: readonly number[] = [7, 30, 90, 365, 730];
/** Page constant of 100. */
export const PAGE_SIZE = 100;

/**
 * Commissioner veto window after a trade's acceptance (DOMAIN-NOTES "Trades" leaves its length open):
 * 48 h, the same as a poach claim's review time, long enough for a commissioner to see the notice.
 */
export const TRADE_VETO_WINDOW_SECONDS = 48 * SECONDS_PER_HOUR;

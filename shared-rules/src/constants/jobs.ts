/**
 * Background job ids 1..87 (spec §3 names the families and fixes only
 * `restricted free agent announcement = 87`; the other ids and names are ours). The api records
 * each run under its id for the status page.
 */
export interface JobDefinition {
  id: number;
  /** Stable machine key. */
  key: string;
  /** Human name shown on the status page. */
  name: string;
  /** Family of spec §3. */
  family: JobFamily;
}

export type JobFamily =
  | 'waivers'
  | 'poaching'
  | 'projections'
  | 'odds'
  | 'notifications'
  | 'rosters'
  | 'franchise tags'
  | 'matchups'
  | 'divisions'
  | 'schedule'
  | 'extensions'
  | 'restricted free agency'
  | 'tags'
  | 'playoffs'
  | 'week'
  | 'adp'
  | 'data imports';

const PROJECTION_SOURCES = [
  'espn', 'yahoo', 'cbs', 'fantasypros', 'fantasy_sharks', 'fftoday', 'numberfire', 'nfl',
  'sleeper', 'rotowire', 'pff', 'fantasy_footballers', 'four_for_four', 'football_guys',
  'draftkings', 'fanduel', 'underdog', 'mfl', 'fleaflicker', 'ffn', 'razzball', 'the_huddle',
  'subvertadown', 'keeptradecut',
];
const ODDS_SOURCES = [
  'draftkings', 'fanduel', 'caesars', 'betmgm', 'pointsbet', 'bet365', 'prizepicks', 'underdog',
];
const ADP_SOURCES = ['sleeper', 'espn', 'yahoo', 'mfl', 'fantasypros', 'underdog', 'drafters', 'ffpc'];

/** Human title from a snake_case key. */
function title(key: string): string {
  return key.split('_').map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');
}

const ENTRIES: Array<[string, JobFamily]> = [
  ['claims_waivers_active', 'waivers'], // 1
  ['claims_waivers_practice', 'waivers'], // 2
  ['claims_waivers_release', 'waivers'], // 3
  ['claims_waivers_rookie', 'waivers'], // 4
  ['claims_poaches', 'poaching'], // 5
  ['poach_expire', 'poaching'], // 6
  ...PROJECTION_SOURCES.map((s): [string, JobFamily] => [`projections_${s}`, 'projections']), // 7-30
  ...ODDS_SOURCES.map((s): [string, JobFamily] => [`odds_${s}`, 'odds']), // 31-38
  ['notifications_poach_8hr', 'notifications'], // 39
  ['notifications_draft', 'notifications'], // 40
  ['notifications_waiver_report', 'notifications'], // 41
  ['notifications_trade', 'notifications'], // 42
  ['generate_rosters', 'rosters'], // 43
  ['generate_draft_picks', 'rosters'], // 44
  ['generate_rookie_draft_order', 'rosters'], // 45
  ['process_franchise_tags', 'franchise tags'], // 46
  ['calculate_franchise_tag_values', 'franchise tags'], // 47
  ['generate_matchups', 'matchups'], // 48
  ['process_matchups', 'matchups'], // 49
  ['generate_divisions', 'divisions'], // 50
  ['import_nfl_schedule', 'schedule'], // 51
  ['import_nfl_games', 'schedule'], // 52
  ['process_extensions', 'extensions'], // 53
  ['process_restricted_free_agency_bids', 'restricted free agency'], // 54
  ['reset_restricted_free_agency_tags', 'tags'], // 55
  ['reset_player_tags', 'tags'], // 56
  ['generate_playoffs', 'playoffs'], // 57
  ['process_playoffs', 'playoffs'], // 58
  ['calculate_playoff_odds', 'playoffs'], // 59
  ['finalize_week', 'week'], // 60
  ['finalize_week_points', 'week'], // 61
  ['process_weekly_rosters', 'week'], // 62
  ...ADP_SOURCES.map((s): [string, JobFamily] => [`adp_${s}`, 'adp']), // 63-70
  ['import_players', 'data imports'], // 71
  ['import_player_stats', 'data imports'], // 72
  ['import_plays', 'data imports'], // 73
  ['import_injuries', 'data imports'], // 74
  ['import_practice_reports', 'data imports'], // 75
  ['import_depth_charts', 'data imports'], // 76
  ['import_keeptradecut_values', 'data imports'], // 77
  ['import_player_contracts', 'data imports'], // 78
  ['calculate_team_daily_values', 'data imports'], // 79
  ['calculate_percentiles', 'data imports'], // 80
  ['calculate_careerlogs', 'data imports'], // 81
  ['calculate_market_salaries', 'data imports'], // 82
  ['process_auction_completion', 'data imports'], // 83
  ['process_rookie_draft_completion', 'rosters'], // 84
  ['notifications_restricted_free_agency', 'notifications'], // 85
  ['restricted_free_agency_nomination_reminder', 'restricted free agency'], // 86
  ['restricted_free_agent_announcement', 'restricted free agency'], // 87
];

/** All 87 background jobs, index i has id i + 1. */
export const BACKGROUND_JOBS: readonly JobDefinition[] = ENTRIES.map(([key, family], i) => ({
  id: i + 1,
  key,
  name: title(key),
  family,
}));

/** Job id by key, e.g. `JOB_IDS.restricted_free_agent_announcement === 87`. */
export const JOB_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  BACKGROUND_JOBS.map((j) => [j.key, j.id]),
);

/** The one job id the spec fixes. */
export const RESTRICTED_FREE_AGENT_ANNOUNCEMENT_JOB_ID = 87;

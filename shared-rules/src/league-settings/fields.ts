/**
 * The League settings a commissioner edits (spec §3 League), in the groups the settings page shows.
 * Identity fields the league is keyed by (uid, commishid, years, teams) and values the server derives
 * (the two format hashes, rookie_draft_completed_at, processed_at) are not editable here.
 */
export const LEAGUE_SETTING_GROUPS = [
  { id: 'identity', label: 'Identity and size', fields: ['name', 'num_teams', 'hosted'] },
  { id: 'lineup', label: 'Lineup slots', fields: ['sqb', 'srb', 'swr', 'ste', 'srbwr', 'srbwrte', 'sqbrbwrte', 'swrte', 'sdst', 'sk'] },
  { id: 'roster', label: 'Roster sizes', fields: ['bench', 'ps', 'ir'] },
  { id: 'maximums', label: 'Position maximums', fields: ['mqb', 'mrb', 'mwr', 'mte', 'mdst', 'mk'] },
  { id: 'money', label: 'Money', fields: ['faab', 'cap', 'min_bid', 'season_due_amount'] },
  {
    id: 'scoring',
    label: 'Scoring',
    fields: ['pa', 'pc', 'py', 'ints', 'tdp', 'ra', 'ry', 'tdr', 'rbrec', 'wrrec', 'terec', 'rec', 'recy', 'twoptc', 'tdrec', 'fuml', 'prtd', 'krtd', 'rush_first_down', 'rec_first_down', 'trg', 'exclude_qb_kneels'],
  },
  { id: 'tags', label: 'Tag limits', fields: ['tag2', 'tag3', 'tag4'] },
  { id: 'extensions', label: 'Extensions', fields: ['ext1', 'ext2', 'ext3', 'ext4', 'ext_date'] },
  { id: 'franchise', label: 'Franchise tag values', fields: ['fqb', 'frb', 'fwr', 'fte'] },
  { id: 'baselines', label: 'Baselines', fields: ['b_QB', 'b_RB', 'b_WR', 'b_TE', 'b_K', 'b_DST'] },
  { id: 'free_agency', label: 'Free agency and auction', fields: ['free_agency_period_start', 'free_agency_period_end', 'free_agency_live_auction_start', 'free_agency_live_auction_end'] },
  { id: 'draft', label: 'Draft', fields: ['tddate', 'draft_start', 'draft_type', 'draft_hour_min', 'draft_hour_max'] },
  { id: 'transition', label: 'Transition and processing', fields: ['tran_start', 'tran_end', 'restricted_free_agency_announcement_hour', 'restricted_free_agency_processing_hour'] },
  { id: 'divisions', label: 'Divisions and playoffs', fields: ['division_1_name', 'division_2_name', 'division_3_name', 'division_4_name', 'wildcard_round', 'championship_round'] },
  { id: 'external', label: 'External ids', fields: ['espn_id', 'sleeper_id', 'mfl_id', 'fleaflicker_id'] },
] as const;

export type LeagueSettingGroupId = (typeof LEAGUE_SETTING_GROUPS)[number]['id'];
export type LeagueSettingField = (typeof LEAGUE_SETTING_GROUPS)[number]['fields'][number];

/** Every editable field, in page order. */
export const LEAGUE_SETTING_FIELDS: readonly LeagueSettingField[] = LEAGUE_SETTING_GROUPS.flatMap((g) => [...g.fields]);

/** The fields a date input edits (unix seconds, null = unset). */
export const LEAGUE_DATE_FIELDS: readonly LeagueSettingField[] = [
  'ext_date', 'free_agency_period_start', 'free_agency_period_end', 'free_agency_live_auction_start',
  'free_agency_live_auction_end', 'tddate', 'draft_start', 'tran_start', 'tran_end',
];

/** The starter slot fields (whose sum plus bench is the roster limit, spec §5). */
export const LINEUP_SLOT_FIELDS = ['sqb', 'srb', 'swr', 'ste', 'srbwr', 'srbwrte', 'sqbrbwrte', 'swrte', 'sdst', 'sk'] as const;

/** Plain labels for the fields (the page's inputs and the change history). */
export const LEAGUE_SETTING_LABELS: Readonly<Record<LeagueSettingField, string>> = {
  name: 'League name', num_teams: 'Number of teams', hosted: 'Hosted',
  sqb: 'QB', srb: 'RB', swr: 'WR', ste: 'TE', srbwr: 'RB/WR', srbwrte: 'FLEX (RB/WR/TE)', sqbrbwrte: 'SFLEX (QB/RB/WR/TE)',
  swrte: 'WR/TE', sdst: 'DST', sk: 'K',
  bench: 'Bench', ps: 'Practice squad', ir: 'Injured reserve',
  mqb: 'Max QB', mrb: 'Max RB', mwr: 'Max WR', mte: 'Max TE', mdst: 'Max DST', mk: 'Max K',
  faab: 'FAAB', cap: 'Salary cap', min_bid: 'Minimum bid', season_due_amount: 'Season dues',
  pa: 'Pass attempt', pc: 'Completion', py: 'Passing yard', ints: 'Interception', tdp: 'Passing TD',
  ra: 'Rush attempt', ry: 'Rushing yard', tdr: 'Rushing TD', rbrec: 'RB reception', wrrec: 'WR reception',
  terec: 'TE reception', rec: 'Reception', recy: 'Receiving yard', twoptc: 'Two-point conversion',
  tdrec: 'Receiving TD', fuml: 'Fumble lost', prtd: 'Punt return TD', krtd: 'Kick return TD',
  rush_first_down: 'Rushing first down', rec_first_down: 'Receiving first down', trg: 'Target',
  exclude_qb_kneels: 'Exclude QB kneels',
  tag2: 'Franchise tags', tag3: 'Rookie tags', tag4: 'Restricted free agency tags',
  ext1: 'Extension year 1', ext2: 'Extension year 2', ext3: 'Extension year 3', ext4: 'Extension year 4', ext_date: 'Extension deadline',
  fqb: 'Franchise QB', frb: 'Franchise RB', fwr: 'Franchise WR', fte: 'Franchise TE',
  b_QB: 'QB baseline', b_RB: 'RB baseline', b_WR: 'WR baseline', b_TE: 'TE baseline', b_K: 'K baseline', b_DST: 'DST baseline',
  free_agency_period_start: 'Free agency start', free_agency_period_end: 'Free agency end',
  free_agency_live_auction_start: 'Live auction start', free_agency_live_auction_end: 'Live auction end',
  tddate: 'Trade deadline', draft_start: 'Rookie draft start', draft_type: 'Draft window',
  draft_hour_min: 'Draft first hour (New York)', draft_hour_max: 'Draft last hour (New York)',
  tran_start: 'Transition start', tran_end: 'Transition end',
  restricted_free_agency_announcement_hour: 'RFA announcement hour', restricted_free_agency_processing_hour: 'RFA processing hour',
  division_1_name: 'Division 1', division_2_name: 'Division 2', division_3_name: 'Division 3', division_4_name: 'Division 4',
  wildcard_round: 'Wildcard week', championship_round: 'Championship weeks',
  espn_id: 'ESPN id', sleeper_id: 'Sleeper id', mfl_id: 'MFL id', fleaflicker_id: 'Fleaflicker id',
};

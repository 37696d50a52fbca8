import type { DataView } from '@league/shared-rules/contracts';

/** Views as the api serves them: two system views and one of user 4 (owner3). */
export const systemPoints: DataView = {
  view_id: 'system-season-fantasy-points',
  view_name: 'Season Fantasy Points',
  view_description: 'Fantasy points of the last completed regular season, best first.',
  view_username: 'system',
  user_id: null,
  view_search_column_id: 'player_name',
  table_state: {
    sort: [{ column_id: 'player_fantasy_points_from_seasonlogs', desc: true }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_position' }, { column_id: 'player_age' }, { column_id: 'player_fantasy_points_from_seasonlogs' }],
  },
  created_at: 1,
  updated_at: 1,
};

export const systemDraft: DataView = {
  ...systemPoints,
  view_id: 'system-draft-capital',
  view_name: 'Draft Capital',
  view_description: 'Earliest picks first.',
  table_state: {
    sort: [{ column_id: 'player_draft_pick', desc: false }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_draft_year' }, { column_id: 'player_draft_pick' }],
  },
};

export const ownView: DataView = {
  ...systemPoints,
  view_id: 'a1b2c3',
  view_name: 'My Rookies',
  view_description: '',
  view_username: 'owner3',
  user_id: 4,
  created_at: 5,
  updated_at: 5,
};

const base = {
  fname: '', lname: '', pname: '', jnum: null, nfl_status: null, injury_status: null, game_status: null,
  college: null, height: null, weight: null, gsis_id: null, mfl_id: null, sleeper_id: null, espn_id: null,
  yahoo_id: null, pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null,
  fantasypros_id: null, tid: null, slot: null, value: null, tag: null, extensions: null,
};

export const players = [
  { ...base, pid: 'JAMA-CHAS-2021-2000-03-01', name: "Ja'Marr Chase", pos: 'WR' as const, team: 'CIN', dob: '2000-03-01', nfl_draft_year: 2021, round: 1, dpos: 5, points_last_season: 270.4 },
  { ...base, pid: 'PATR-MAHO-2017-1995-09-17', name: 'Patrick Mahomes', pos: 'QB' as const, team: 'KC', dob: '1995-09-17', nfl_draft_year: 2017, round: 1, dpos: 10, points_last_season: 301.2 },
  { ...base, pid: 'PUKA-NACU-2023-2001-05-29', name: 'Puka Nacua', pos: 'WR' as const, team: 'LA', dob: '2001-05-29', nfl_draft_year: 2023, round: 5, dpos: 177, points_last_season: null },
];

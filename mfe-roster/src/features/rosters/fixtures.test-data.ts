import { DEFAULT_LEAGUE, type League, type LeaguePlayer, type Roster, type RosterPlayer, type Team } from '@league/shared-rules/contracts';

/** Test data shared by the roster tests (real-looking, small). */
export const league: League = { ...DEFAULT_LEAGUE, uid: 1, name: 'Demo League', hosted: 1, years: [2026] };

export function rosterPlayer(overrides: Partial<RosterPlayer> & Pick<RosterPlayer, 'pid' | 'name'>): RosterPlayer {
  return {
    pos: 'WR',
    slot: 11,
    tag: 1,
    value: 1,
    extensions: 0,
    tid: 1,
    lid: 1,
    year: 2026,
    type: 14,
    timestamp: 1767225600,
    team: 'KC',
    ...overrides,
  };
}

export function team(uid: number, name: string): Team {
  return { uid, lid: 1, year: 2026, div: 1, name, image: null, abbrv: `T${uid}`, cap: 200, faab: 200, waiver_order: uid, draft_order: uid, pc: null, ac: null };
}

export const rosters: Roster[] = [
  {
    tid: 2,
    lid: 1,
    year: 2026,
    week: 0,
    last_updated: null,
    availableCap: 150,
    availableSpace: 14,
    players: [rosterPlayer({ pid: 'JAMA-CHAS-2021-2000-03-01', name: "Ja'Marr Chase", pos: 'WR', team: 'CIN', slot: 3, value: 50, tid: 2, type: 6 })],
  },
  {
    tid: 1,
    lid: 1,
    year: 2026,
    week: 0,
    last_updated: null,
    availableCap: 120,
    availableSpace: 12,
    players: [
      rosterPlayer({ pid: 'PATR-MAHO-2017-1995-09-17', name: 'Patrick Mahomes', pos: 'QB', team: 'KC', slot: 1, value: 60, tag: 2 }),
      rosterPlayer({ pid: 'TRAV-KELC-2013-1989-10-05', name: 'Travis Kelce', pos: 'TE', team: 'KC', slot: 11, value: 15 }),
      rosterPlayer({ pid: 'CAMX-WARD-2025-2002-05-25', name: 'Cam Ward', pos: 'QB', team: 'TEN', slot: 16, value: 5, tag: 3, type: 8 }),
      rosterPlayer({ pid: 'NICK-CHUB-2018-1995-12-27', name: 'Nick Chubb', pos: 'RB', team: 'HOU', slot: 13, value: 5, type: 15 }),
    ],
  },
];

export const teams: Team[] = [team(1, 'Owner One, "The Champs"'), team(2, 'Owner Two')];

/** A player as GET /leagues/:lid/players answers (every contract field present). */
export function leaguePlayer(pid: string, name: string, nflDraftYear: number | null): LeaguePlayer {
  const [fname, lname] = name.split(' ');
  return {
    pid, fname, lname, name, pname: name, pos: 'QB', team: 'KC', jnum: null, dob: null, nfl_status: null,
    injury_status: null, game_status: null, nfl_draft_year: nflDraftYear, round: null, dpos: null, college: null,
    height: null, weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null, espn_id: null,
    yahoo_id: null, pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null,
    fantasypros_id: null, tid: 1, slot: 1, value: 60, tag: 2, extensions: 0,
  };
}

import {
  ACTIVE_SLOTS,
  isActiveSlot,
  isPracticeSquadSlot,
  isReserveSlot,
  isRosterSlot,
  isStarterSlot,
  NON_ACTIVE_SLOTS,
  PRACTICE_SQUAD_SLOTS,
  RESERVE_SLOTS,
  ROSTER_SLOT_LABELS,
  ROSTER_SLOT_NAMES,
  RosterSlot,
  STARTER_SLOTS,
} from './slots';
import { isPosition, PlayerTag, POSITIONS, TRANSACTION_TYPE_NAMES, TransactionType, WaiverType } from './codes';
import { fixTeam, getNflTeam, NFL_TEAM_ABBREVIATIONS, NFL_TEAMS } from './nfl-teams';
import { INJURY_STATUS_ABBREVIATIONS, InjuryStatus, NFL_STATUS_NAMES, NflStatus } from './nfl-status';
import { BACKGROUND_JOBS, JOB_IDS, RESTRICTED_FREE_AGENT_ANNOUNCEMENT_JOB_ID } from './jobs';
import { DEFAULT_LEAGUE } from './default-league';
import * as C from './season-constants';

describe('roster slots', () => {
  it('has the spec codes', () => {
    expect(RosterSlot).toEqual({
      QB: 1, RB: 2, WR: 3, TE: 4, WRTE: 5, RBWR: 6, RBWRTE: 7, QBRBWRTE: 8, K: 9, DST: 10,
      BENCH: 11, PS: 12, IR: 13, COV: 14, PSP: 15, PSD: 16, PSDP: 17, IR_LONG_TERM: 18,
    });
    expect(ROSTER_SLOT_NAMES[7]).toBe('RBWRTE');
    expect(ROSTER_SLOT_LABELS[7]).toBe('FLEX');
    expect(ROSTER_SLOT_LABELS[8]).toBe('SFLEX');
  });

  it('groups slots', () => {
    expect(STARTER_SLOTS).toHaveLength(10);
    expect(ACTIVE_SLOTS).toEqual([...STARTER_SLOTS, 11]);
    expect(PRACTICE_SQUAD_SLOTS).toEqual([12, 15, 16, 17]);
    expect(RESERVE_SLOTS).toEqual([13, 18, 14]);
    expect(NON_ACTIVE_SLOTS).toHaveLength(7);
    for (let s = 1; s <= 18; s++) {
      expect(isRosterSlot(s)).toBe(true);
      const groups = [isActiveSlot(s), isPracticeSquadSlot(s), isReserveSlot(s)].filter(Boolean);
      expect(groups).toHaveLength(1);
      expect(isStarterSlot(s)).toBe(s <= 10);
    }
    for (const s of [0, 19, 40, -1]) {
      expect(isStarterSlot(s) || isActiveSlot(s) || isPracticeSquadSlot(s) || isReserveSlot(s)).toBe(false);
    }
    expect(isRosterSlot(1.5)).toBe(false);
  });
});

describe('codes', () => {
  it('transaction types, tags, waiver types, positions', () => {
    expect(TransactionType.ROSTER_ADD).toBe(14);
    expect(TransactionType.RELEASE).toBe(1);
    expect(TransactionType.SUPER_PRIORITY).toBe(19);
    expect(Object.keys(TRANSACTION_TYPE_NAMES)).toHaveLength(19);
    expect(PlayerTag).toEqual({ REGULAR: 1, FRANCHISE: 2, ROOKIE: 3, RESTRICTED_FREE_AGENCY: 4 });
    expect(WaiverType).toEqual({ FREE_AGENCY: 1, POACH: 2, FREE_AGENCY_PRACTICE: 3 });
    expect(POSITIONS).toEqual(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);
    expect(isPosition('TE')).toBe(true);
    expect(isPosition('LB')).toBe(false);
    expect(isPosition(3)).toBe(false);
  });
});

describe('NFL teams', () => {
  // abbr, name, pfr, mfl/ktc, espn, sleeper, aliases — copied from /work/shared/data/teams.csv
  const TEAMS_CSV = [
    'ARI,Arizona Cardinals,ARI,ARI,ARI,ARI,ARI|CRD|ARZ',
    'ATL,Atlanta Falcons,ATL,ATL,ATL,ATL,ATL',
    'BAL,Baltimore Ravens,BAL,BAL,BAL,BAL,BAL|RAV',
    'BUF,Buffalo Bills,BUF,BUF,BUF,BUF,BUF',
    'CAR,Carolina Panthers,CAR,CAR,CAR,CAR,CAR',
    'CHI,Chicago Bears,CHI,CHI,CHI,CHI,CHI',
    'CIN,Cincinnati Bengals,CIN,CIN,CIN,CIN,CIN',
    'CLE,Cleveland Browns,CLE,CLE,CLE,CLE,CLE',
    'DAL,Dallas Cowboys,DAL,DAL,DAL,DAL,DAL',
    'DEN,Denver Broncos,DEN,DEN,DEN,DEN,DEN',
    'DET,Detroit Lions,DET,DET,DET,DET,DET',
    'GB,Green Bay Packers,GNB,GBP,GB,GB,GB|GNB|GBP',
    'HOU,Houston Texans,HOU,HOU,HOU,HOU,HOU|HTX',
    'IND,Indianapolis Colts,IND,IND,IND,IND,IND|CLT',
    'JAX,Jacksonville Jaguars,JAX,JAC,JAX,JAX,JAX|JAC',
    'KC,Kansas City Chiefs,KAN,KCC,KC,KC,KC|KAN|KCC',
    'LA,Los Angeles Rams,LAR,LAR,LAR,LAR,LA|LAR|RAM|STL',
    'LAC,Los Angeles Chargers,LAC,LAC,LAC,LAC,LAC|SDG|SDC|SD',
    'LV,Las Vegas Raiders,LVR,LVR,LV,LV,LV|LVR|RAI|OAK',
    'MIA,Miami Dolphins,MIA,MIA,MIA,MIA,MIA',
    'MIN,Minnesota Vikings,MIN,MIN,MIN,MIN,MIN',
    'NE,New England Patriots,NWE,NEP,NE,NE,NE|NWE|NEP',
    'NO,New Orleans Saints,NOR,NOS,NO,NO,NO|NOR|NOS',
    'NYG,New York Giants,NYG,NYG,NYG,NYG,NYG',
    'NYJ,New York Jets,NYJ,NYJ,NYJ,NYJ,NYJ',
    'PHI,Philadelphia Eagles,PHI,PHI,PHI,PHI,PHI',
    'PIT,Pittsburgh Steelers,PIT,PIT,PIT,PIT,PIT',
    'SEA,Seattle Seahawks,SEA,SEA,SEA,SEA,SEA',
    'SF,San Francisco 49ers,SFO,SFO,SF,SF,SF|SFO',
    'TB,Tampa Bay Buccaneers,TAM,TBB,TB,TB,TB|TAM|TBB',
    'TEN,Tennessee Titans,TEN,TEN,TEN,TEN,TEN|OTI',
    'WAS,Washington Commanders,WAS,WAS,WSH,WAS,WAS|WSH|WFT',
  ];

  it('encodes the 32 teams of teams.csv with every alias', () => {
    expect(NFL_TEAMS).toHaveLength(32);
    for (const line of TEAMS_CSV) {
      const cols = line.split(',');
      const abbr = cols[0];
      expect(NFL_TEAM_ABBREVIATIONS).toContain(abbr);
      for (const alias of cols[6].split('|')) expect(fixTeam(alias)).toBe(abbr);
      for (const code of cols.slice(2, 6)) expect(fixTeam(code)).toBe(abbr);
      expect(getNflTeam(abbr)?.name).toBe(cols[1]);
    }
  });

  it('normalises aliases, names and free agents', () => {
    expect(fixTeam('JAC')).toBe('JAX');
    expect(fixTeam('LAR')).toBe('LA');
    expect(fixTeam('OAK')).toBe('LV');
    expect(fixTeam(' kc ')).toBe('KC');
    expect(fixTeam('Green Bay Packers')).toBe('GB');
    expect(fixTeam('49ers')).toBe('SF');
    expect(fixTeam('FA')).toBe('INA');
    expect(fixTeam('')).toBe('INA');
    expect(fixTeam(null)).toBe('INA');
    expect(getNflTeam('FA')).toBeUndefined();
    expect(NFL_TEAMS.find((t) => t.abbr === 'KC')?.conf).toBe('AFC');
  });

  it('throws for unknown teams', () => {
    expect(() => fixTeam('XYZ')).toThrow('Invalid team: XYZ');
  });
});

describe('statuses and jobs', () => {
  it('has names for every NFL status and the four injury statuses', () => {
    for (const code of Object.values(NflStatus)) expect(NFL_STATUS_NAMES[code]).toBeTruthy();
    expect(NFL_STATUS_NAMES.RES).toBe('Injured Reserve');
    expect(Object.keys(InjuryStatus)).toEqual(['DOUBTFUL', 'QUESTIONABLE', 'OUT', 'PROBABLE']);
    expect(INJURY_STATUS_ABBREVIATIONS.OUT).toBe('O');
  });

  it('numbers jobs 1..87 with the RFA announcement at 87', () => {
    expect(BACKGROUND_JOBS).toHaveLength(87);
    BACKGROUND_JOBS.forEach((job, i) => expect(job.id).toBe(i + 1));
    expect(new Set(BACKGROUND_JOBS.map((j) => j.key)).size).toBe(87);
    expect(JOB_IDS.restricted_free_agent_announcement).toBe(RESTRICTED_FREE_AGENT_ANNOUNCEMENT_JOB_ID);
    expect(BACKGROUND_JOBS[86].name).toBe('Restricted Free Agent Announcement');
    expect(BACKGROUND_JOBS[86].family).toBe('restricted free agency');
  });
});

describe('default league and constants', () => {
  it('matches spec §9', () => {
    expect(DEFAULT_LEAGUE).toMatchObject({
      uid: 0, num_teams: 12, sqb: 1, srb: 2, swr: 2, ste: 1, srbwrte: 1, sqbrbwrte: 1, sdst: 1, sk: 1,
      bench: 7, ps: 4, ir: 3, cap: 200, faab: 200, min_bid: 1, mdst: 3, mk: 3,
      py: 0.05, ints: -1, tdp: 4, ry: 0.1, recy: 0.1, tdr: 6, tdrec: 6, prtd: 6, krtd: 6, rec: 0.5,
      twoptc: 2, fuml: -1,
    });
    expect(Object.isFrozen(DEFAULT_LEAGUE)).toBe(true);
  });

  it('has the season and timing constants', () => {
    expect([C.REGULAR_SEASON_FINAL_WEEK, C.WILDCARD_WEEK, C.FINAL_WEEK, C.NFL_FINAL_WEEK, C.POSTSEASON_WEEKS])
      .toEqual([14, 15, 17, 18, 4]);
    expect(C.RECENT_TRANSACTION_WINDOW_SECONDS).toBe(30 * 86400);
    expect(C.RELEASE_WAIVER_HOLD_SECONDS).toBe(86400);
    expect(C.POACH_CLAIM_EXPIRY_SECONDS).toBe(172800);
    expect(C.RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR).toBe(24);
    expect(C.RESTRICTED_FREE_AGENCY_PROCESSING_HOUR).toBe(0);
    expect([C.DRAFT_HOUR_MIN, C.DRAFT_HOUR_MAX]).toEqual([11, 16]);
  });
});

import { deriveNflStatus, depthChartTeams, lastSeasons, type CareerEvidence } from './player-status';

const S = 2025;
const none: CareerEvidence = { team: null, onDepthChart: false, lastSeason: null, draftYear: null, birthYear: null };

describe('deriveNflStatus (spec §3 statuses from the data set)', () => {
  it('makes a depth-chart player active, team or not', () => {
    expect(deriveNflStatus({ ...none, onDepthChart: true }, S)).toBe('ACT');
  });

  it('makes a player who played this season or last active on a team, an unsigned free agent without one', () => {
    expect(deriveNflStatus({ ...none, team: 'PIT', lastSeason: 2025, birthYear: 1983 }, S)).toBe('ACT');
    expect(deriveNflStatus({ ...none, team: null, lastSeason: 2024, birthYear: 1995 }, S)).toBe('UFA');
    expect(deriveNflStatus({ ...none, team: 'TEN', draftYear: 2025 }, S)).toBe('ACT');
    expect(deriveNflStatus({ ...none, draftYear: 2024 }, S)).toBe('UFA');
  });

  it('retires old players without recent games, whether the id table lists a team or not', () => {
    // Brett Favre (born 1969, last game 2010) and a duplicate row of him listed on GB
    expect(deriveNflStatus({ ...none, birthYear: 1969, draftYear: 1991 }, S)).toBe('RET');
    expect(deriveNflStatus({ ...none, team: 'GB', birthYear: 1973, draftYear: 1995 }, S)).toBe('RET');
    // Tom Brady: last game 2022, no team
    expect(deriveNflStatus({ ...none, lastSeason: 2022, birthYear: 1977, draftYear: 2000 }, S)).toBe('RET');
    // no evidence at all
    expect(deriveNflStatus(none, S)).toBe('RET');
  });

  it('keeps young players out of retirement: inactive on a team, unsigned without one', () => {
    expect(deriveNflStatus({ ...none, team: 'MIN', lastSeason: 2023, birthYear: 2000, draftYear: 2021 }, S)).toBe('INA');
    expect(deriveNflStatus({ ...none, team: 'NE', birthYear: 2000 }, S)).toBe('INA');
    expect(deriveNflStatus({ ...none, birthYear: 2001, draftYear: 2023 }, S)).toBe('UFA');
    expect(deriveNflStatus({ ...none, draftYear: 2022 }, S)).toBe('UFA');
  });

  it('makes an older player on a team who played within three seasons inactive, not retired', () => {
    expect(deriveNflStatus({ ...none, team: 'DEN', lastSeason: 2022, birthYear: 1990 }, S)).toBe('INA');
    expect(deriveNflStatus({ ...none, team: 'DEN', lastSeason: 2021, birthYear: 1990 }, S)).toBe('RET');
  });
});

describe('career evidence', () => {
  it('keeps the latest season per id, skipping rows without an id or season', () => {
    const rows = [
      { player_id: 'a', season: '2021' },
      { player_id: 'a', season: '2024' },
      { player_id: 'a', season: '2022' },
      { player_id: '', season: '2025' },
      { player_id: 'b', season: '' },
    ];
    expect(lastSeasons(new Map(), rows, 'player_id')).toEqual(new Map([['a', 2024]]));
  });

  it('maps depth-chart gsis ids to their teams', () => {
    expect(depthChartTeams([{ gsis_id: 'x', team: 'DET' }, { gsis_id: '', team: 'GB' }])).toEqual(new Map([['x', 'DET']]));
  });
});

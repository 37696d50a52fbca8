import { remoteForPath } from './remote-routes';

describe('remoteForPath', () => {
  it('names the remote of league pages, top-level pages and none for the shell\'s own', () => {
    expect(remoteForPath('/leagues/1')).toBe('mfe_league_admin');
    expect(remoteForPath('/leagues/1/')).toBe('mfe_league_admin');
    expect(remoteForPath('/leagues/1/auction')).toBe('mfe_auction');
    expect(remoteForPath('/leagues/1/rosters')).toBe('mfe_roster');
    expect(remoteForPath('/leagues/1/players')).toBe('mfe_research');
    expect(remoteForPath('/leagues/1/teams/4')).toBe('mfe_roster');
    expect(remoteForPath('/leagues/1/matchups/2026/3/17')).toBe('mfe_league_admin');
    expect(remoteForPath('/leagues/1/stats')).toBe('mfe_data_views');
    expect(remoteForPath('/data-views')).toBe('mfe_data_views');
    expect(remoteForPath('/data-views/12')).toBe('mfe_data_views');
    expect(remoteForPath('/login')).toBeNull();
    expect(remoteForPath('/leagues/1/nowhere/else')).toBeNull();
    expect(remoteForPath('/')).toBeNull();
  });
});

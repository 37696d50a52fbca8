import { isAuctionPath, leagueIdFromPath, leagueRouteRemotes, playersTableTarget, topLevelRemotes, unknownPathTarget } from './route-rules';

describe('leagueIdFromPath', () => {
  it('reads leagues/:leagueId/* as a number, 0 if not numeric', () => {
    expect(leagueIdFromPath('/leagues/1')).toBe(1);
    expect(leagueIdFromPath('/leagues/42/players')).toBe(42);
    expect(leagueIdFromPath('/leagues/abc/players')).toBe(0);
    expect(leagueIdFromPath('/leagues/1.5')).toBe(0);
    expect(leagueIdFromPath('/data-views')).toBe(0);
  });
});

describe('unknownPathTarget', () => {
  it('goes to the session league page when the session has a league', () => {
    expect(unknownPathTarget(3, '?leagueId=9')).toBe('/leagues/3');
  });
  it('goes to /login keeping the query when it holds leagueId or teamId', () => {
    expect(unknownPathTarget(0, '?leagueId=9&x=1')).toBe('/login?leagueId=9&x=1');
    expect(unknownPathTarget(0, '?teamId=4')).toBe('/login?teamId=4');
  });
  it('goes to /data-views otherwise', () => {
    expect(unknownPathTarget(0, '')).toBe('/data-views');
    expect(unknownPathTarget(0, '?other=1')).toBe('/data-views');
  });
});

describe('players-table redirect', () => {
  it('keeps the query string', () => {
    expect(playersTableTarget('?view=7&sort=desc')).toBe('/data-views?view=7&sort=desc');
    expect(playersTableTarget('')).toBe('/data-views');
  });
});

describe('route to remote mapping', () => {
  it('sends each league page to its remote', () => {
    expect(leagueRouteRemotes['']).toBe('mfe_league_admin');
    expect(leagueRouteRemotes.players).toBe('mfe_research');
    expect(leagueRouteRemotes.auction).toBe('mfe_auction');
    for (const path of ['rosters', 'teams', 'teams/:tid', 'transactions', 'waivers', 'draft']) {
      expect(leagueRouteRemotes[path]).toBe('mfe_roster');
    }
    for (const path of ['settings', 'team-settings', 'matchups', 'matchups/:year/:week', 'matchups/:year/:week/:matchupId', 'standings', 'schedule']) {
      expect(leagueRouteRemotes[path]).toBe('mfe_league_admin');
    }
    expect(leagueRouteRemotes.stats).toBe('mfe_data_views');
    expect(topLevelRemotes).toEqual({
      '/data-views': 'mfe_data_views',
      '/data-views/:viewId': 'mfe_data_views',
      '/lineups': 'mfe_roster',
      '/trade': 'mfe_roster',
      '/status': 'mfe_league_admin',
    });
  });
});

describe('isAuctionPath', () => {
  it('matches only the auction page', () => {
    expect(isAuctionPath('/leagues/1/auction')).toBe(true);
    expect(isAuctionPath('/leagues/1/auctions')).toBe(false);
    expect(isAuctionPath('/leagues/1/players')).toBe(false);
  });
});

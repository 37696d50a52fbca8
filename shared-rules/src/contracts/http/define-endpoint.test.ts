import { buildPath } from './define-endpoint';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/leagues/:leagueId/teams/:tid', { leagueId: 1, tid: 'a b' })).toBe('/leagues/1/teams/a%20b');
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/leagues/:leagueId', {})).toThrow('Missing path parameter: leagueId');
  });
});

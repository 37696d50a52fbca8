import { drawerSections, type DrawerContext } from './drawer-links';

const visitor: DrawerContext = { leagueId: 0, teamId: null, userId: null, hosted: false, commishid: null };
const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('drawerSections', () => {
  it('visitor: league links, Login, the footer; no hosted, commissioner or team links', () => {
    const sections = drawerSections(visitor);
    expect(labels(sections.league)).toEqual(['Front Office', 'Players', 'Data Views (Beta)', 'Rosters', 'Teams']);
    expect(sections.team).toEqual([]);
    expect(labels(sections.account)).toEqual(['Login']);
    expect(sections.loggedIn).toBe(false);
    expect(labels(sections.footer)).toEqual(['About', 'GitHub', 'Discord', 'Roadmap', 'Glossary', 'Resources']);
  });

  it('no league id: no league links', () => {
    expect(drawerSections({ ...visitor, leagueId: null }).league).toEqual([]);
  });

  it('hosted leagues add Auction, Draft, Matchups, Schedule, Standings, Stats, Transactions and Waivers', () => {
    const sections = drawerSections({ ...visitor, leagueId: 1, hosted: true });
    expect(labels(sections.league)).toEqual([
      'Front Office',
      'Players',
      'Data Views (Beta)',
      'Rosters',
      'Teams',
      'Auction',
      'Draft',
      'Matchups',
      'Schedule',
      'Standings',
      'Stats',
      'Transactions',
      'Waivers',
    ]);
    expect(sections.league.find((l) => l.label === 'Auction')?.to).toBe('/leagues/1/auction');
  });

  it('Teams goes to the user team when a team id exists', () => {
    const teams = (ctx: DrawerContext) => drawerSections(ctx).league.find((l) => l.label === 'Teams')?.to;
    expect(teams({ ...visitor, leagueId: 1 })).toBe('/leagues/1/teams');
    expect(teams({ ...visitor, leagueId: 1, teamId: 5, userId: 2 })).toBe('/leagues/1/teams/5');
  });

  it('League Settings only for the logged-in commissioner', () => {
    const has = (ctx: DrawerContext) => labels(drawerSections(ctx).league).includes('League Settings');
    expect(has({ ...visitor, leagueId: 1, hosted: true, userId: 1, commishid: 1 })).toBe(true);
    expect(has({ ...visitor, leagueId: 1, hosted: true, userId: 2, commishid: 1 })).toBe(false);
    expect(has({ ...visitor, leagueId: 1, hosted: true, userId: null, commishid: 1 })).toBe(false);
  });

  it('team section only with a team in a hosted league', () => {
    const owner: DrawerContext = { leagueId: 1, teamId: 3, userId: 4, hosted: true, commishid: 1 };
    const sections = drawerSections(owner);
    expect(labels(sections.team)).toEqual(['Team', 'Lineup', 'Trade', 'Team Settings']);
    expect(sections.team.map((l) => l.to)).toEqual(['/leagues/1/teams/3', '/lineups', '/trade', '/leagues/1/team-settings']);
    expect(drawerSections({ ...owner, hosted: false }).team).toEqual([]);
    expect(drawerSections({ ...owner, teamId: null }).team).toEqual([]);
  });

  it('logged in: Settings (Logout is rendered as an action)', () => {
    const sections = drawerSections({ ...visitor, userId: 9 });
    expect(sections.loggedIn).toBe(true);
    expect(labels(sections.account)).toEqual(['Settings']);
  });
});

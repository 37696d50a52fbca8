/** Which side-menu links show, as a pure function of the session (spec §2 Side menu, §6). */
import { externalLinks } from '../links';

export interface MenuLink {
  label: string;
  to: string;
  external?: boolean;
}

export interface DrawerContext {
  /** Current league id; 0 is the default (visitor) league, which still has league pages. */
  leagueId: number | null;
  teamId: number | null;
  userId: number | null;
  hosted: boolean;
  commishid: number | null;
}

export interface DrawerSections {
  league: MenuLink[];
  team: MenuLink[];
  /** Logged in: Settings (Logout is an action, not a link). Logged out: Login. */
  account: MenuLink[];
  loggedIn: boolean;
  footer: MenuLink[];
}

export function drawerSections(ctx: DrawerContext): DrawerSections {
  const loggedIn = ctx.userId !== null;
  const league: MenuLink[] = [];
  const team: MenuLink[] = [];
  if (ctx.leagueId !== null) {
    const base = `/leagues/${ctx.leagueId}`;
    league.push(
      { label: 'Front Office', to: base },
      { label: 'Players', to: `${base}/players` },
      { label: 'Data Views (Beta)', to: '/data-views' },
      { label: 'Rosters', to: `${base}/rosters` },
      { label: 'Teams', to: ctx.teamId !== null ? `${base}/teams/${ctx.teamId}` : `${base}/teams` },
    );
    if (ctx.hosted) {
      league.push(
        { label: 'Auction', to: `${base}/auction` },
        { label: 'Draft', to: `${base}/draft` },
        { label: 'Matchups', to: `${base}/matchups` },
        { label: 'Schedule', to: `${base}/schedule` },
        { label: 'Standings', to: `${base}/standings` },
        { label: 'Stats', to: `${base}/stats` },
        { label: 'Transactions', to: `${base}/transactions` },
        { label: 'Waivers', to: `${base}/waivers` },
      );
    }
    if (loggedIn && ctx.commishid !== null && ctx.commishid === ctx.userId) {
      league.push({ label: 'League Settings', to: `${base}/settings` });
    }
    if (ctx.teamId !== null && ctx.hosted) {
      team.push(
        { label: 'Team', to: `${base}/teams/${ctx.teamId}` },
        { label: 'Lineup', to: '/lineups' },
        { label: 'Trade', to: '/trade' },
        { label: 'Team Settings', to: `${base}/team-settings` },
      );
    }
  }
  return {
    league,
    team,
    account: loggedIn ? [{ label: 'Settings', to: '/settings' }] : [{ label: 'Login', to: '/login' }],
    loggedIn,
    footer: [
      { label: 'About', to: '/about' },
      { label: 'GitHub', to: externalLinks.github, external: true },
      { label: 'Discord', to: externalLinks.discord, external: true },
      { label: 'Roadmap', to: externalLinks.roadmap, external: true },
      { label: 'Glossary', to: '/glossary' },
      { label: 'Resources', to: '/resources' },
    ],
  };
}

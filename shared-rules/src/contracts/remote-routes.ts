/**
 * Which remote renders each page (spec §2): the shell routes by these tables, and the api's page
 * answer names the same remote's files in preload hints, so both sides read one list.
 */

/** Federation names of the remotes, as used in `/config.json` and in `loadRemote('<name>/app')`. */
export const REMOTE_NAMES = ['mfe_roster', 'mfe_auction', 'mfe_data_views', 'mfe_research', 'mfe_league_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which remote renders each league sub-route under `/leagues/:leagueId` (`''` is the league home). */
export const LEAGUE_ROUTE_REMOTES: Readonly<Record<string, RemoteName>> = {
  '': 'mfe_league_admin',
  players: 'mfe_research',
  rosters: 'mfe_roster',
  teams: 'mfe_roster',
  'teams/:tid': 'mfe_roster',
  transactions: 'mfe_roster',
  waivers: 'mfe_roster',
  draft: 'mfe_roster',
  auction: 'mfe_auction',
  settings: 'mfe_league_admin',
  'team-settings': 'mfe_league_admin',
  matchups: 'mfe_league_admin',
  'matchups/:year/:week': 'mfe_league_admin',
  'matchups/:year/:week/:matchupId': 'mfe_league_admin',
  standings: 'mfe_league_admin',
  schedule: 'mfe_league_admin',
  // the stats explorer runs on the data-view engine
  stats: 'mfe_data_views',
};

/** Top-level remote routes outside `/leagues/:lid`. */
export const TOP_LEVEL_REMOTES = {
  '/data-views': 'mfe_data_views',
  '/data-views/:viewId': 'mfe_data_views',
  '/lineups': 'mfe_roster',
  '/trade': 'mfe_roster',
  '/status': 'mfe_league_admin',
} as const satisfies Record<string, RemoteName>;

/** Whether `segments` match a route pattern's segments (`:name` matches any one segment). */
function matches(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]);
}

/** The remote that renders a page path, or null for the shell's own pages (login, settings, text pages). */
export function remoteForPath(pathname: string): RemoteName | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'leagues' && segments.length >= 2) {
    const rest = segments.slice(2);
    for (const [route, remote] of Object.entries(LEAGUE_ROUTE_REMOTES)) if (matches(route.split('/').filter(Boolean), rest)) return remote;
    return null;
  }
  for (const [route, remote] of Object.entries(TOP_LEVEL_REMOTES)) if (matches(route.split('/').filter(Boolean), segments)) return remote;
  return null;
}

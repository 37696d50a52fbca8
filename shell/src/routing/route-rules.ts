/** Pure routing rules of spec §2, unit-tested without a router. */
import type { RemoteName } from '../remotes/remote-config';

/** leagueId read from `leagues/:leagueId/*` as a number, 0 if not numeric. */
export function leagueIdFromPath(pathname: string): number {
  const match = /^\/leagues\/([^/?#]+)/.exec(pathname);
  if (!match) return 0;
  const id = Number(match[1]);
  return Number.isInteger(id) && id >= 0 ? id : 0;
}

/**
 * Where an unknown path goes: the session's league page when it has a league; otherwise /login
 * (keeping the query) when the query holds leagueId or teamId; otherwise /data-views.
 */
export function unknownPathTarget(sessionLeagueId: number, search: string): string {
  if (sessionLeagueId > 0) return `/leagues/${sessionLeagueId}`;
  const query = new URLSearchParams(search);
  if (query.has('leagueId') || query.has('teamId')) return `/login${normaliseSearch(search)}`;
  return '/data-views';
}

function normaliseSearch(search: string): string {
  if (!search) return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** /leagues/:lid/players-table redirects to /data-views keeping the query string. */
export function playersTableTarget(search: string): string {
  return `/data-views${normaliseSearch(search)}`;
}

/** Which remote renders each league sub-route (`''` is the league home). */
export const leagueRouteRemotes: Record<string, RemoteName> = {
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
export const topLevelRemotes = {
  '/data-views': 'mfe_data_views',
  '/data-views/:viewId': 'mfe_data_views',
  '/lineups': 'mfe_roster',
  '/trade': 'mfe_roster',
  '/status': 'mfe_league_admin',
} as const satisfies Record<string, RemoteName>;

/** Whether the page is the live auction (the Menu button is raised above the auction bar). */
export function isAuctionPath(pathname: string): boolean {
  return /^\/leagues\/[^/]+\/auction\/?$/.test(pathname);
}

/** Pure routing rules of spec §2, unit-tested without a router. */
import { LEAGUE_ROUTE_REMOTES, TOP_LEVEL_REMOTES } from '@league/shared-rules/remote-routes';

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

/** Which remote renders each league sub-route (`''` is the league home): the api's preload hints read the same table. */
export const leagueRouteRemotes = LEAGUE_ROUTE_REMOTES;

/** Top-level remote routes outside `/leagues/:lid`. */
export const topLevelRemotes = TOP_LEVEL_REMOTES;

/** Whether the page is the live auction (the Menu button is raised above the auction bar). */
export function isAuctionPath(pathname: string): boolean {
  return /^\/leagues\/[^/]+\/auction\/?$/.test(pathname);
}

/**
 * The auction remote's server build (issue #20, largest contentful paint on a phone): the first screen
 * of `/leagues/:lid/auction`, drawn by the api into the page answer from the remote's own `App` and the
 * reads a visitor's room page makes — the league, the room's stored state and the teams' names (the
 * bar's status), and the pool's first page (the page preloads the same query) — at the app clock's
 * instant. A visitor does not join the room (spec §2), so the screen is the room as a visitor's page
 * shows it until the page, in the browser, takes over (App's `useFirstScreenHandoff`); an owner's page
 * then joins and shows the owner's own room. Built by `shell/rspack.first-screen.ts` to `dist-ssr/first-screen.js`.
 */
import { encodeQuery } from '@league/shared-rules/client';
import {
  AUCTION_POOL_FIRST_QUERY,
  buildPath,
  getAuctionPoolEndpoint,
  getAuctionSummaryEndpoint,
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
} from '@league/shared-rules/contracts';
import type { FirstScreenModule } from '@league/shared-rules/page-heads';
import { renderFirstScreen } from '@league/shell/first-screen';
import App from './App';
import { RoomFirstScreenContext, type RoomFirstScreen } from './features/auction/first-screen-data';

const api = (path: string, leagueId: number, query = '') => `/api${buildPath(path, { leagueId })}${query}`;
const ignore = () => undefined;

export const firstScreen: FirstScreenModule['firstScreen'] = (pathname) => {
  const m = /^\/leagues\/(\d+)\/auction\/?$/.exec(pathname);
  const leagueId = m ? Number(m[1]) : 0;
  if (!m || leagueId < 1) return null;
  return {
    data: [
      api(getLeagueEndpoint.path, leagueId),
      api(getAuctionSummaryEndpoint.path, leagueId),
      api(getLeagueTeamsEndpoint.path, leagueId),
      api(getAuctionPoolEndpoint.path, leagueId, encodeQuery(AUCTION_POOL_FIRST_QUERY)),
    ],
    render: ([league, auction, teams, pool], { now }) => {
      const page = getAuctionPoolEndpoint.response.parse(pool);
      const first: RoomFirstScreen = {
        now,
        league: getLeagueEndpoint.response.parse(league),
        summary: {
          auction: getAuctionSummaryEndpoint.response.parse(auction),
          teamNames: new Map(getLeagueTeamsEndpoint.response.parse(teams).teams.map((t) => [t.uid, t.name])),
        },
        pool: { rows: page.players, total: page.total, openPointsAdded: page.open_points_added },
      };
      const session = { token: null, userId: null, username: null, leagueId, teamId: null, teamIds: [], leagueIds: [] };
      return renderFirstScreen(
        <RoomFirstScreenContext.Provider value={first}>
          <App session={session} apiBase="/api" wsUrl="" notify={ignore} navigate={ignore} />
        </RoomFirstScreenContext.Provider>,
      );
    },
  };
};

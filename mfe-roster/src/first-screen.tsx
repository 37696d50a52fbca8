/**
 * The roster remote's server build (issue #20, largest contentful paint on a phone): the first screen
 * of `/leagues/:lid/rosters`, drawn by the api into the page answer from the page's own `RostersView`
 * and the three reads the page makes, as a visitor (no salaries, spec §6). A signed-in owner sees it
 * until the page, in the browser, shows the owner's own rosters in its place (shared-rules page-heads.ts).
 * Built by `rspack.first-screen.ts` to `dist-ssr/first-screen.js`; not part of the federated remote.
 */
import { getLeagueEndpoint, getLeagueTeamsEndpoint, getRostersEndpoint, buildPath } from '@league/shared-rules/contracts';
import type { FirstScreenModule } from '@league/shared-rules/page-heads';
import { renderFirstScreen } from '@league/shell/first-screen';
import { RostersView } from './features/rosters/RostersPage';

const api = (path: string, leagueId: number) => `/api${buildPath(path, { leagueId })}`;

export const firstScreen: FirstScreenModule['firstScreen'] = (pathname) => {
  const m = /^\/leagues\/(\d+)\/rosters\/?$/.exec(pathname);
  const leagueId = m ? Number(m[1]) : 0;
  // league 0 is the visitor's default league: no rosters to draw
  if (!m || leagueId < 1) return null;
  return {
    data: [api(getLeagueEndpoint.path, leagueId), api(getLeagueTeamsEndpoint.path, leagueId), api(getRostersEndpoint.path, leagueId)],
    render: ([league, teams, rosters]) => {
      const data = {
        league: getLeagueEndpoint.response.parse(league),
        teams: getLeagueTeamsEndpoint.response.parse(teams).teams,
        rosters: getRostersEndpoint.response.parse(rosters).rosters,
      };
      // team names link to their pages (a plain link until the page's script takes over)
      return renderFirstScreen(<RostersView state={{ status: 'loaded', data }} navigate={() => undefined} leagueName={data.league.name} />);
    },
  };
};

import { careerlogs, getSeason, REGULAR_SEASON_FINAL_WEEK, type CareerSeason } from '@league/shared-rules';
import type { Careerlogs } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { countedPoints } from './finalize-week';
import { loadLeagueTeams, type SeasonPlayRepos } from './league-week';
import { getStandings } from './standings';

/**
 * GET /leagues/:lid/careerlogs: the careerlogs of every season the league has played up to now (a season
 * counts once a regular-season week of it is final), per team and per user. A user's line sums the teams
 * the user owns in the league now — ownership is not kept by season, so a team that changed hands carries
 * its whole history to its current owner (said in the endpoint's description).
 */
export async function getCareerlogs(repos: SeasonPlayRepos & Pick<Repositories, 'users'>, lid: number, now: number): Promise<Careerlogs> {
  // the whole history in a few reads (every season's points — not the lineups' players —, matchups and
  // records at once); each season's standings are computed from them, without odds (careerlogs show none)
  const [known, allYears, history] = await Promise.all([loadLeagueTeams(repos, lid), repos.leagues.yearsOf(lid), repos.seasonPlay.leagueHistory(lid)]);
  const current = getSeason(now).year;
  const years = allYears.filter((y) => y <= current);
  const played = await Promise.all(
    years.map(async (year): Promise<CareerSeason | null> => {
      const points = history.points.filter((r) => r.year === year);
      const rows = points.filter((r) => r.final && r.week <= REGULAR_SEASON_FINAL_WEEK);
      if (rows.length === 0) return null;
      const standings = await getStandings(repos, lid, year, now, {
        ...known, rows: points, matchups: history.matchups.filter((m) => m.year === year), season: history.seasons.find((s) => s.year === year) ?? null, odds: [],
      });
      return { year, lines: standings.teams, bracket: standings.bracket, weekly: rows.map((r) => ({ tid: r.tid, week: r.week, points: countedPoints(r) })) };
    }),
  );
  const seasons = played.filter((s): s is CareerSeason => s !== null);
  // the teams of every season played, a deleted (archived) one included: its history stays the league's
  const tids = [...new Set([...known.teams.map((t) => t.uid), ...seasons.flatMap((s) => s.lines.map((l) => l.tid))])];
  const ownerRows = await Promise.all(tids.map((tid) => repos.users.ownersOf(tid)));
  const userids = [...new Set(ownerRows.flat().map((o) => o.userid))];
  const users = await Promise.all(userids.map((id) => repos.users.findById(id)));
  const names = new Map(userids.map((id, i) => [id, users[i]?.username ?? `user ${id}`]));
  const owners = new Map(tids.map((tid, i) => [tid, ownerRows[i].map((o) => ({ userid: o.userid, username: names.get(o.userid)! }))]));
  return careerlogs(seasons, owners);
}

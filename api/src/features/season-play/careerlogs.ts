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
  const { teams } = await loadLeagueTeams(repos, lid);
  const current = getSeason(now).year;
  const years = (await repos.leagues.yearsOf(lid)).filter((y) => y <= current);
  // the seasons are read side by side, and only their points (not the lineups' players)
  const played = await Promise.all(
    years.map(async (year): Promise<CareerSeason | null> => {
      const rows = (await repos.seasonPlay.weekPoints(lid, year)).filter((r) => r.final && r.week <= REGULAR_SEASON_FINAL_WEEK);
      if (rows.length === 0) return null;
      const standings = await getStandings(repos, lid, year, now);
      return { year, lines: standings.teams, bracket: standings.bracket, weekly: rows.map((r) => ({ tid: r.tid, week: r.week, points: countedPoints(r) })) };
    }),
  );
  const seasons = played.filter((s): s is CareerSeason => s !== null);
  const owners = new Map<number, Array<{ userid: number; username: string }>>();
  const names = new Map<number, string>();
  // the teams of every season played, a deleted (archived) one included: its history stays the league's
  const tids = new Set([...teams.map((t) => t.uid), ...seasons.flatMap((s) => s.lines.map((l) => l.tid))]);
  for (const tid of tids) {
    const list: Array<{ userid: number; username: string }> = [];
    for (const o of await repos.users.ownersOf(tid)) {
      if (!names.has(o.userid)) names.set(o.userid, (await repos.users.findById(o.userid))?.username ?? `user ${o.userid}`);
      list.push({ userid: o.userid, username: names.get(o.userid)! });
    }
    owners.set(tid, list);
  }
  return careerlogs(seasons, owners);
}

import { careerlogs, getSeason, REGULAR_SEASON_FINAL_WEEK, type CareerSeason } from '@league/shared-rules';
import type { Careerlogs } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { countedPoints } from './finalize-week';
import { loadLeagueTeams, type SeasonPlayRepos } from './league-week';
import { getStandings } from './standings';

/**
 * The careerlogs of every season the league has played up to now (a season counts once a regular-season
 * week of it is final), per team and per user, computed from the whole history. A user's line sums the
 * teams the user owns in the league now — ownership is not kept by season, so a team that changed hands
 * carries its whole history to its current owner (said in the endpoint's description).
 *
 * What the answer is computed from — and so what invalidates a stored one (see getCareerlogs):
 * - the lineup rows' points, finality and potential, the matchups and the season records of every year
 *   (finalizing or re-scoring a week, a points correction, a schedule generated, a season cleared);
 * - the league (its playoff rounds shape a season with no season record yet) and its live teams
 *   (uid and division: a team added or deleted; a deleted one still counts through its matchups);
 * - the teams' owners and their usernames;
 * - the current season year from `now` (later seasons are not counted): the season rolling over changes
 *   it with no write at all, so the year is part of a stored answer's key, beside the stamp.
 * Not watched: team names, abbreviations and images, FAAB and orders, odds — not read — and the roster
 * rows' years (yearsOf): a year counts only with final lineup rows, and every writer that makes a week
 * final also writes that year's season record (finalizeWeek's ensureSeason, the demo history's
 * replaceSchedule), which yearsOf counts too; so once such a write is done rosters change nothing here.
 * A team renamed (PUT /teams/:tid) therefore leaves the stored answer in place.
 */
export async function computeCareerlogs(repos: SeasonPlayRepos & Pick<Repositories, 'users'>, lid: number, now: number): Promise<Careerlogs> {
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

/** How many leagues' answers a process keeps in memory. */
const MEMO_LEAGUES = 64;

type CareerlogsRepos = SeasonPlayRepos & Pick<Repositories, 'users' | 'careerlogs'>;

/**
 * GET /leagues/:lid/careerlogs, from a stored answer while nothing it is computed from has changed.
 *
 * Each league has a stamp in the database (the `careerlogs` collection) that every writer of those inputs
 * bumps in the same transaction as its write (the season-play, league-settings and users repositories).
 * An answer is stored with the stamp read before computing it, and only while the stamp is still that
 * one, so it never lands over a later write; a request serves it while the stamp and the season year
 * still match. Because the stamp is in the database, a write through any api process invalidates the
 * answer for all of them. This memo (one per server) keeps the answer of the newest stamp it saw, so
 * the usual request is one small indexed read; a cold one reads the stored answer, or computes it.
 */
export function createCareerlogsService(repos: CareerlogsRepos) {
  const memo = new Map<number, { version: number; year: number; answer: Careerlogs }>();
  // requests arriving together after an invalidation share one computation (keyed by league, stamp, year)
  const pending = new Map<string, Promise<Careerlogs>>();
  const load = async (lid: number, version: number, stored: boolean, year: number, now: number): Promise<Careerlogs> => {
    const found = stored ? ((await repos.careerlogs.storedAnswer(lid, version, year)) as Careerlogs | null) : null;
    if (found) return found;
    const answer = await computeCareerlogs(repos, lid, now);
    await repos.careerlogs.store(lid, version, year, answer);
    return answer;
  };
  return async function getCareerlogs(lid: number, now: number): Promise<Careerlogs> {
    const year = getSeason(now).year;
    const stamp = await repos.careerlogs.stamp(lid);
    const held = memo.get(lid);
    if (held && held.version === stamp.version && held.year === year) return held.answer;
    const key = `${lid}:${stamp.version}:${year}`;
    let loading = pending.get(key);
    if (!loading) {
      loading = load(lid, stamp.version, stamp.answerVersion === stamp.version && stamp.answerYear === year, year, now).finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    const answer = await loading;
    // a request that read a newer stamp meanwhile keeps its answer
    const newest = memo.get(lid);
    if (newest && newest.version > stamp.version) return answer;
    memo.delete(lid);
    memo.set(lid, { version: stamp.version, year, answer });
    // the leagues asked for most recently stay (a map iterates in insertion order)
    if (memo.size > MEMO_LEAGUES) memo.delete(memo.keys().next().value!);
    return answer;
  };
}

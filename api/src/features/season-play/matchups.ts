import { FINAL_WEEK, generateHeadToHeadSchedule, getSeason, REGULAR_SEASON_FINAL_WEEK, WILDCARD_WEEK } from '@league/shared-rules';
import type { ListMatchupsQuery, Matchup, MatchupList } from '@league/shared-rules/contracts';
import type { LeagueDoc } from '../../db/models/league.model';
import type { MatchupDoc } from '../../db/models/season-play.model';
import type { NewMatchup } from '../../db/repositories/season-play.repository';
import { AppError } from '../../errors/app-error';
import { loadLeagueTeams, type SeasonPlayRepos } from './league-week';

/** The stored row as the wire Matchup. */
export function toMatchup(m: MatchupDoc): Matchup {
  const base = { uid: m.uid, lid: m.lid, year: m.year, week: m.week };
  if (m.type === 'tournament') {
    return { ...base, type: 'tournament', tids: m.tids, points: m.points, points_manual: m.points_manual, projections: m.projections };
  }
  return {
    ...base, type: 'head_to_head', hid: m.hid!, aid: m.aid!, hp: m.hp, ap: m.ap,
    home_projection: m.home_projection, away_projection: m.away_projection,
  };
}

/**
 * The playoff weeks of a league (spec §4 "Season timing"): its wildcard_round and championship_round
 * when set, else the season's defaults — wildcard week 15, championship weeks 16 and 17 (the final
 * fantasy week), decided on the two weeks' points combined.
 */
export function playoffRounds(league: Pick<LeagueDoc, 'wildcard_round' | 'championship_round'>): { wildcard_round: number; championship_round: number[] } {
  const championship = league.championship_round?.length ? [...league.championship_round].sort((a, b) => a - b) : [WILDCARD_WEEK + 1, FINAL_WEEK];
  return { wildcard_round: league.wildcard_round ?? WILDCARD_WEEK, championship_round: championship };
}

/** Splits a season's matchups as the pages show them: regular-season games, then the postseason. */
export function splitMatchups(rows: MatchupDoc[]): MatchupList {
  const out: MatchupList = { matchups: [], playoffs: [] };
  for (const m of rows) (m.week > REGULAR_SEASON_FINAL_WEEK ? out.playoffs : out.matchups).push(toMatchup(m));
  return out;
}

/** GET /leagues/:lid/matchups: a season's (default: current) matchups, of one week or all. */
export async function listMatchups(repos: SeasonPlayRepos, lid: number, query: ListMatchupsQuery, now: number): Promise<MatchupList> {
  await loadLeagueTeams(repos, lid);
  const year = query.year ?? getSeason(now).year;
  return splitMatchups(await repos.seasonPlay.matchups(lid, year, query.week));
}

/** Head-to-head rows of a generated schedule. */
export function scheduleRows(lid: number, year: number, teams: Array<{ uid: number; div: number | null }>, seed: number): NewMatchup[] {
  const games = generateHeadToHeadSchedule(teams.map((t) => ({ tid: t.uid, div: t.div })), REGULAR_SEASON_FINAL_WEEK, { seed });
  return games.map((g) => ({
    lid, year, week: g.week, type: 'head_to_head', hid: g.hid, aid: g.aid, hp: null, ap: null,
    home_projection: null, away_projection: null, tids: [], points: {}, points_manual: {}, projections: {},
  }));
}

/**
 * POST /leagues/:lid/matchups: the commissioner (403 NOT_COMMISSIONER otherwise) generates the
 * current season's regular-season schedule from the league's teams and divisions, replacing the
 * season's matchups in one transaction. Once any week of the season is final the schedule stands:
 * 409 MATCHUPS_ALREADY_SCORED. Each generation draws a new order (the seed is the request's time),
 * so a commissioner who dislikes a draw can draw again.
 */
export async function generateMatchups(repos: SeasonPlayRepos, userId: number, lid: number, now: number): Promise<MatchupList> {
  const { league, teams } = await loadLeagueTeams(repos, lid);
  if (league.commishid !== userId) throw AppError.forbidden('Only the commissioner may generate the schedule', 'NOT_COMMISSIONER');
  if (teams.length < 2) throw AppError.invalid('The league needs at least two teams for a schedule');
  const year = getSeason(now).year;
  const refused = () => AppError.conflict(`Week results of ${year} are final: the schedule can no longer be generated`, 'MATCHUPS_ALREADY_SCORED');
  if (await repos.seasonPlay.anyFinal(lid, year)) throw refused();
  const rows = scheduleRows(lid, year, teams, now % 2147483647);
  const written = await repos.seasonPlay.replaceSchedule(lid, year, rows, { lid, year, ...playoffRounds(league) });
  if (!written) throw refused();
  return splitMatchups(await repos.seasonPlay.matchups(lid, year));
}

import { SEASON_WEEK_RULES } from '@league/shared-rules/contracts';
import type { ScoreboardTeam, SetPointsManualBody, TeamWeekLineup, WeekLineups } from '@league/shared-rules/contracts';
import type { MatchupDoc } from '../../db/models/season-play.model';
import { AppError } from '../../errors/app-error';
import { advancePlayoffs } from './finalize-week';
import { assertSeasonWeek, loadLeagueTeams, scoreLeagueWeek, type SeasonPlayRepos } from './league-week';
import type { ScoredLineup } from './week-scoring';

function toTeamWeekLineup(tid: number, year: number, week: number, scored: ScoredLineup, row: { final: boolean; points_manual: number | null } | null): TeamWeekLineup {
  return {
    tid, year, week,
    points: scored.points,
    points_manual: row?.points_manual ?? null,
    projected: scored.projected,
    minutes: scored.minutes,
    final: row?.final ?? false,
    starters: scored.starters,
    bench: scored.bench,
  };
}

/**
 * GET /leagues/:lid/matchups/:year/:week/lineups: every team's lineup of the week, slot by slot, with
 * actual points from the ingested stats under the league's scoring, projections and minutes left.
 */
export async function getWeekLineups(repos: SeasonPlayRepos, lid: number, year: number, week: number, now: number): Promise<WeekLineups> {
  const { league, teams } = await loadLeagueTeams(repos, lid);
  assertSeasonWeek(year, week, now);
  const [scored, updated] = await Promise.all([
    scoreLeagueWeek(repos, league, teams, year, week, now),
    repos.stats.lastUpdated(year, week),
  ]);
  return {
    year, week,
    last_updated: updated,
    lineups: scored.map((t) => toTeamWeekLineup(t.tid, year, week, t.scored, t.row)),
  };
}

/**
 * The scoreboard's per-team lines for a league week (spec §3 "Scoreboard"), from the same scoring as
 * the week's lineups: points (the commissioner's correction when set), projected, player-minutes
 * left, and the team's matchup uid that week (null on a bye). GET /scoreboard reads it; the /ws
 * push scores with the same functions over its cached week (live-scoreboard.ts).
 */
export async function weekScoreboard(repos: SeasonPlayRepos, lid: number, year: number, week: number, now: number): Promise<ScoreboardTeam[]> {
  const { league, teams } = await loadLeagueTeams(repos, lid);
  const [scored, matchups] = await Promise.all([
    scoreLeagueWeek(repos, league, teams, year, week, now),
    repos.seasonPlay.matchups(lid, year, week),
  ]);
  return scoreboardTeams(scored, matchups);
}

/** Each team's matchup uid that week (a tournament lists all its teams). */
export function matchupOfTeam(matchups: readonly MatchupDoc[]): Map<number, number> {
  const matchupOf = new Map<number, number>();
  for (const m of matchups) for (const tid of m.type === 'tournament' ? m.tids : [m.hid!, m.aid!]) matchupOf.set(tid, m.uid);
  return matchupOf;
}

/** Scored team weeks as scoreboard lines: the correction when set, projected, minutes, matchup. */
export function scoreboardTeams(
  scored: ReadonlyArray<{ tid: number; row: { points_manual: number | null } | null; scored: ScoredLineup }>,
  matchups: readonly MatchupDoc[] | Map<number, number>,
): ScoreboardTeam[] {
  const matchupOf = matchups instanceof Map ? matchups : matchupOfTeam(matchups);
  return scored.map((t) => ({
    tid: t.tid,
    points: t.row?.points_manual ?? t.scored.points,
    projected: t.scored.projected,
    minutes: t.scored.minutes,
    matchup: matchupOf.get(t.tid) ?? null,
  }));
}

/**
 * PUT /leagues/:lid/matchups/:year/:week/points: the commissioner (403 NOT_COMMISSIONER otherwise)
 * sets or clears a team's points correction for a finalized week (409 WEEK_NOT_FINAL before). It is
 * kept beside the scored points, and the week's matchup result and the standings use it.
 */
export async function setPointsManual(repos: SeasonPlayRepos, userId: number, lid: number, year: number, week: number, body: SetPointsManualBody, now: number): Promise<TeamWeekLineup> {
  const { league, teams } = await loadLeagueTeams(repos, lid);
  if (league.commishid !== userId) throw AppError.forbidden('Only the commissioner may correct points', 'NOT_COMMISSIONER');
  assertSeasonWeek(year, week, now);
  if (!teams.some((t) => t.uid === body.tid)) throw AppError.invalid('The team is not in this league', { tid: SEASON_WEEK_RULES.tid });
  const current = (await repos.seasonPlay.lineupWeeks(lid, year, week)).find((r) => r.tid === body.tid);
  if (!current?.final) throw AppError.conflict(`Week ${week} of ${year} is not final yet`, 'WEEK_NOT_FINAL');
  const row = (await repos.seasonPlay.setPointsManual(lid, year, week, body.tid, body.points_manual))!;
  await applyTeamPoints(repos, lid, year, week, body.tid, row.points_manual ?? row.points ?? 0);
  await advancePlayoffs(repos, league, teams, year);
  const scored = (await scoreLeagueWeek(repos, league, teams.filter((t) => t.uid === body.tid), year, week, now))[0];
  return toTeamWeekLineup(body.tid, year, week, scored.scored, row);
}

/** Writes a team's counted points of a week into its matchups of that week (head-to-head side or tournament entry). */
export async function applyTeamPoints(repos: SeasonPlayRepos, lid: number, year: number, week: number, tid: number, points: number): Promise<void> {
  for (const m of await repos.seasonPlay.matchups(lid, year, week)) {
    if (m.type === 'head_to_head') {
      if (m.hid === tid) await repos.seasonPlay.updateMatchup(m.uid, { hp: points });
      if (m.aid === tid) await repos.seasonPlay.updateMatchup(m.uid, { ap: points });
    }
  }
}

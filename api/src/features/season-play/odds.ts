import { REGULAR_SEASON_FINAL_WEEK, simulateOdds, trailingProjection } from '@league/shared-rules';
import type { TeamOddsDoc } from '../../db/models/season-play.model';
import { countedPoints, ensureSeason, PLAYOFF_BYES, PLAYOFF_TEAMS, regularResults } from './finalize-week';
import { loadLeagueTeams, scoreLeagueWeek, type SeasonPlayRepos } from './league-week';

/** Simulated seasons per odds run (spec: 10,000, off the request path). */
export const ODDS_SIMULATIONS = 10_000;

/**
 * Playoff, division, bye and championship odds of a league season (shared-rules season-play/odds.ts,
 * method in its README): every remaining regular-season game and the playoffs simulated `sims` times,
 * each team's weekly score drawn from the trailing projection of its own final weekly points (this
 * season's weeks, blended with last season's; before any final week, its current lineup's projection).
 * Stored per team under the latest final week (0 before any); nothing is written once the champion
 * is decided. Deterministic: the seed is the league, year and week.
 */
export async function computeOdds(repos: SeasonPlayRepos, lid: number, year: number, now: number, sims = ODDS_SIMULATIONS): Promise<TeamOddsDoc[]> {
  const { league, teams } = await loadLeagueTeams(repos, lid);
  const season = await ensureSeason(repos, league, year);
  if (season.champion !== null || teams.length < 2) return [];
  const [matchups, rows, previous] = await Promise.all([
    repos.seasonPlay.matchups(lid, year),
    repos.seasonPlay.lineupWeeks(lid, year),
    repos.seasonPlay.lineupWeeks(lid, year - 1),
  ]);
  const week = season.weeks_final.length ? Math.max(...season.weeks_final) : 0;
  const regular = matchups.filter((m) => m.type === 'head_to_head' && m.week <= REGULAR_SEASON_FINAL_WEEK);
  const remaining = regular.filter((m) => m.hp === null || m.ap === null).map((m) => ({ week: m.week, hid: m.hid!, aid: m.aid! }));
  const history = [...previous, ...rows].filter((r) => r.final);
  // Before a team's first final week its roster is not last season's: its score model is then the
  // summed projections of its current starters (the players' own trailing projections), as one game of
  // the trailing rule, so the spread is that rule's fallback for too few games.
  const lineups = rows.some((r) => r.final) ? null : new Map((await scoreLeagueWeek(repos, league, teams, year, week + 1, now)).map((t) => [t.tid, t.scored.starters.reduce((sum, p) => sum + p.projection, 0)]));
  const projection = new Map(teams.map((t) => {
    const own = lineups
      ? [{ year, week, points: lineups.get(t.uid) ?? 0 }]
      : history.filter((r) => r.tid === t.uid).map((r) => ({ year: r.year, week: r.week, points: countedPoints(r) }));
    const p = trailingProjection(own, year, week + 1);
    return [t.uid, { mean: p.mean, sd: p.sd }];
  }));
  const final = new Map(rows.filter((r) => r.final).map((r) => [`${r.tid}:${r.week}`, countedPoints(r)]));
  const odds = simulateOdds({
    teams: teams.map((t) => ({ tid: t.uid, div: t.div })),
    played: regularResults(matchups),
    remaining,
    projection,
    playoffTeams: PLAYOFF_TEAMS,
    byes: PLAYOFF_BYES,
    sims,
    seed: lid * 100_000 + year * 100 + week,
    wildcardWeek: season.wildcard_round,
    championshipWeeks: season.championship_round,
    currentWeek: remaining.length ? Math.min(...remaining.map((r) => r.week)) : undefined,
    playoffPoints: (tid, w) => final.get(`${tid}:${w}`) ?? null,
  });
  // with-win / with-loss are conditioned on the team's game of the next week to play
  const nextWeek = Math.min(...remaining.map((r) => r.week));
  const docs: TeamOddsDoc[] = teams.map((t) => {
    const o = odds.get(t.uid)!;
    const hasDivision = t.div !== null && t.div !== 0;
    const playsNext = remaining.some((g) => g.week === nextWeek && (g.hid === t.uid || g.aid === t.uid));
    const cond = (v: number) => (playsNext ? v : null);
    return {
      lid, year, week, tid: t.uid,
      playoff_odds: o.playoff_odds,
      division_odds: hasDivision ? o.division_odds : null,
      bye_odds: o.bye_odds,
      championship_odds: o.championship_odds,
      playoff_odds_with_win: cond(o.playoff_odds_with_win),
      playoff_odds_with_loss: cond(o.playoff_odds_with_loss),
      division_odds_with_win: hasDivision ? cond(o.division_odds_with_win) : null,
      division_odds_with_loss: hasDivision ? cond(o.division_odds_with_loss) : null,
      bye_odds_with_win: cond(o.bye_odds_with_win),
      bye_odds_with_loss: cond(o.bye_odds_with_loss),
      championship_odds_with_win: cond(o.championship_odds_with_win),
      championship_odds_with_loss: cond(o.championship_odds_with_loss),
      computed_at: now,
      sims,
    };
  });
  await repos.seasonPlay.putOdds(docs);
  return docs;
}

import {
  calculateSeasonStandings,
  playoffBracket,
  potentialPoints,
  REGULAR_SEASON_FINAL_WEEK,
  type MatchupResult,
} from '@league/shared-rules';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import type { LineupEntry, LineupWeekDoc, MatchupDoc, SeasonDoc } from '../../db/models/season-play.model';
import type { NewMatchup } from '../../db/repositories/season-play.repository';
import { loadLeagueTeams, loadScoringInputs, loadTeamWeeks, type SeasonPlayRepos, type StatLinesView } from './league-week';
import { playoffRounds } from './matchups';
import { actualPoints, scoreTeamWeek } from './week-scoring';

/** Playoff format of every league (spec is silent on a setting): six teams, the top two seeds get a bye. */
export const PLAYOFF_TEAMS = 6;
export const PLAYOFF_BYES = 2;

/** The points a team's week counts for: the commissioner's correction when set. */
export const countedPoints = (row: Pick<LineupWeekDoc, 'points' | 'points_manual'>): number => row.points_manual ?? row.points ?? 0;

/** The league's season record, created from the league's playoff rounds when missing. */
export async function ensureSeason(repos: SeasonPlayRepos, league: LeagueDoc, year: number): Promise<SeasonDoc> {
  const found = await repos.seasonPlay.findSeason(league.uid, year);
  if (found) return found;
  await repos.seasonPlay.putSeason({ lid: league.uid, year, ...playoffRounds(league) });
  return (await repos.seasonPlay.findSeason(league.uid, year))!;
}

/** Regular-season results of a season from its final head-to-head matchups. */
export function regularResults(matchups: MatchupDoc[]): MatchupResult[] {
  return matchups
    .filter((m) => m.type === 'head_to_head' && m.week <= REGULAR_SEASON_FINAL_WEEK && m.hp !== null && m.ap !== null)
    .map((m) => ({ week: m.week, hid: m.hid!, aid: m.aid!, hp: m.hp!, ap: m.ap! }));
}

/** Playoff seeds (tids in seed order) from the regular season. */
export function playoffSeeds(teams: TeamDoc[], matchups: MatchupDoc[]): number[] {
  const { seeding } = calculateSeasonStandings(
    teams.map((t) => ({ tid: t.uid, div: t.div })),
    regularResults(matchups),
    { playoffTeams: PLAYOFF_TEAMS, byeTeams: PLAYOFF_BYES },
  );
  return seeding.playoffTeams.map((r) => r.tid);
}

/** The season's bracket as far as played, from the final weeks' counted points. */
export function seasonBracket(season: SeasonDoc, seeds: number[], rows: Array<Pick<LineupWeekDoc, 'tid' | 'week' | 'final' | 'points' | 'points_manual'>>) {
  const points = new Map(rows.filter((r) => r.final).map((r) => [`${r.tid}:${r.week}`, countedPoints(r)]));
  return playoffBracket({
    seeds,
    byes: PLAYOFF_BYES,
    wildcardWeek: season.wildcard_round,
    championshipWeeks: season.championship_round,
    points: (tid, week) => points.get(`${tid}:${week}`) ?? null,
  });
}

const emptyMatchup = { hid: null, aid: null, hp: null, ap: null, home_projection: null, away_projection: null, tids: [], points: {}, points_manual: {}, projections: {} };

/**
 * Brings the season's postseason rows up to date after a final week: the wildcard games once the
 * regular season is complete, the championship tournament once the wildcard week is decided (its
 * points the combined weeks so far), and the champion once the last championship week is final.
 */
export async function advancePlayoffs(repos: SeasonPlayRepos, league: LeagueDoc, teams: TeamDoc[], year: number): Promise<void> {
  const lid = league.uid;
  const season = await ensureSeason(repos, league, year);
  const [matchups, rows] = await Promise.all([repos.seasonPlay.matchups(lid, year), repos.seasonPlay.lineupWeeks(lid, year)]);
  const finalWeeks = new Set(rows.filter((r) => r.final).map((r) => r.week));
  for (let w = 1; w <= REGULAR_SEASON_FINAL_WEEK; w++) if (!finalWeeks.has(w)) return;
  const bracket = seasonBracket(season, playoffSeeds(teams, matchups), rows);
  const add: NewMatchup[] = [];
  for (const round of bracket.rounds) {
    if (round.kind === 'wildcard') {
      for (const g of round.games) {
        const existing = matchups.find((m) => m.week === round.week && m.hid === g.home && m.aid === g.away);
        if (!existing) add.push({ ...emptyMatchup, lid, year, week: round.week, type: 'head_to_head', hid: g.home, aid: g.away, hp: g.homePoints, ap: g.awayPoints });
      }
    } else if (round.teams.length === round.standings.length && round.teams.length > 1) {
      const points = Object.fromEntries(round.standings.filter((s) => s.points !== null).map((s) => [String(s.tid), s.points!]));
      const manual = Object.fromEntries(rows.filter((r) => r.final && round.weeks.includes(r.week) && r.points_manual !== null).map((r) => [String(r.tid), r.points_manual!]));
      const existing = matchups.find((m) => m.type === 'tournament' && m.week === round.week);
      if (existing) await repos.seasonPlay.updateMatchup(existing.uid, { points, points_manual: manual });
      else add.push({ ...emptyMatchup, lid, year, week: round.week, type: 'tournament', tids: round.teams, points, points_manual: manual });
    }
  }
  await repos.seasonPlay.addMatchups(add);
  if (bracket.champion !== null) await repos.seasonPlay.putSeason({ lid, year, champion: bracket.champion, finalized: true });
}

/**
 * Finalizes a league week (the week-finalization job, and the demo history): snapshots each team's
 * lineup if not yet, scores every team from the ingested stats under the league's scoring, records
 * points, the projection the lineup carried and the potential (optimal-lineup) points, writes the
 * head-to-head results (a commissioner's correction counts), marks the week final, then advances the
 * playoffs. Running it again rescoring the same week is safe (stat corrections are picked up).
 * `stats` lets a caller holding the lines in memory (the demo history) skip re-reading them.
 */
export async function finalizeWeek(repos: SeasonPlayRepos, lid: number, year: number, week: number, now: number, stats?: StatLinesView): Promise<LineupWeekDoc[]> {
  const { league, teams } = await loadLeagueTeams(repos, lid);
  const teamWeeks = await loadTeamWeeks(repos, lid, teams, year, week, now);
  const inputs = await loadScoringInputs(repos, league, year, week, teamWeeks, stats);
  const rows: LineupWeekDoc[] = teamWeeks.map((t) => {
    const scored = scoreTeamWeek(inputs, t.starters, t.bench);
    const candidates = [...t.starters, ...t.bench].map((e) => ({ pid: e.pid, pos: e.pos, points: actualPoints(inputs, e.pid, e.pos) ?? 0 }));
    const projectionOf = new Map([...scored.starters, ...scored.bench].map((p) => [p.pid, p.projection]));
    const keep = (e: LineupEntry) => ({ slot: e.slot, pid: e.pid, pos: e.pos, projection: projectionOf.get(e.pid) ?? 0 });
    return {
      lid, tid: t.tid, year, week, starters: t.starters.map(keep), bench: t.bench.map(keep), final: true,
      points: scored.points,
      points_manual: t.row?.points_manual ?? null,
      projected: t.row?.projected ?? Math.round(scored.starters.reduce((s, p) => s + p.projection, 0) * 100) / 100,
      potential: potentialPoints(candidates, league),
    };
  });
  await repos.seasonPlay.putLineupWeeks(rows);
  const byTid = new Map(rows.map((r) => [r.tid, r]));
  for (const m of await repos.seasonPlay.matchups(lid, year, week)) {
    if (m.type !== 'head_to_head') continue;
    const home = byTid.get(m.hid!);
    const away = byTid.get(m.aid!);
    await repos.seasonPlay.updateMatchup(m.uid, {
      hp: home ? countedPoints(home) : null, ap: away ? countedPoints(away) : null,
      home_projection: home?.projected ?? null, away_projection: away?.projected ?? null,
    });
  }
  const season = await ensureSeason(repos, league, year);
  await repos.seasonPlay.putSeason({ lid, year, weeks_final: [...new Set([...season.weeks_final, week])].sort((a, b) => a - b) });
  // nothing to seed or decide before the regular season is over
  if (week >= REGULAR_SEASON_FINAL_WEEK) await advancePlayoffs(repos, league, teams, year);
  return rows;
}

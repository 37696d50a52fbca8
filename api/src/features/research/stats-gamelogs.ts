import { gameDay, gamelogStatKeys } from '@league/shared-rules';
import type { Gamelog, PlayerGamelogsQuery } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { gameIndex, seasonType } from './games';
import { leagueScoring } from './league-scoring';
import { seasonTable } from './season-tables';

const POSITIONS = new Set(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);

/**
 * GET /stats/gamelogs/players — a season's game lines of every player (or of a week, position or
 * opponent), scored in the league, best first. The Schedule tab's opponent gamelogs use it.
 */
export async function getStatsGamelogs(repos: Repositories, query: PlayerGamelogsQuery): Promise<Gamelog[]> {
  const scoring = await leagueScoring(repos, query.leagueId);
  const [table, games] = await Promise.all([seasonTable(repos, query.year, scoring), gameIndex(repos)]);
  const out: Gamelog[] = [];
  for (const line of table.lines) {
    if (!POSITIONS.has(line.pos)) continue;
    if (query.position && line.pos !== query.position) continue;
    if (query.week !== undefined && line.week !== query.week) continue;
    const game = (line.esbid ? games.byEsbid.get(line.esbid) : undefined) ?? games.byTeamWeek.get(`${query.year}:${line.week}:${line.team}`);
    if (!game) continue;
    const opp = game.h === line.team ? String(game.v) : game.v === line.team ? String(game.h) : null;
    if (!opp || (query.opponent && opp !== query.opponent)) continue;
    const seas = seasonType(game, line.week, query.year);
    if (seas !== query.seas_type) continue;
    const at = `${line.week}:${line.pid}`;
    const standing = table.standings.get(at);
    const stats: Record<string, number> = {};
    for (const key of gamelogStatKeys(line.pos)) stats[key] = (line.stats as Record<string, number | undefined>)[key] ?? 0;
    out.push({
      pid: line.pid,
      pos: line.pos as Gamelog['pos'],
      year: query.year,
      week: line.week,
      seas_type: seas,
      day: gameDay(game.date as string | undefined),
      tm: line.team,
      opp,
      pts: table.points.get(at) ?? null,
      points_added: standing?.points_added ?? null,
      pos_rnk: standing?.pos_rnk ?? null,
      ...stats,
    } as Gamelog);
  }
  return out.sort((a, b) => (b.pts ?? 0) - (a.pts ?? 0) || a.week - b.week || a.pid.localeCompare(b.pid));
}

import type { TeamSeasonlogs } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { gameIndex, seasonType } from './games';
import { leagueScoring } from './league-scoring';
import { seasonTable } from './season-tables';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K'] as const;

function rank(values: Map<string, number>): Map<string, number> {
  const sorted = [...values].sort((a, b) => b[1] - a[1]);
  const out = new Map<string, number>();
  sorted.forEach(([team, v], i) => out.set(team, i > 0 && v === sorted[i - 1][1] ? out.get(sorted[i - 1][0])! : i + 1));
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * GET /seasonlogs/teams — fantasy points each defence allowed per regular-season game to each
 * position, raw and adjusted: per game, the points over what that offence scores at the position per
 * game across its season. Season: `year`, else the latest with stat lines.
 */
export async function getTeamSeasonlogs(repos: Repositories, query: { leagueId?: number; year?: number }): Promise<TeamSeasonlogs> {
  const scoring = await leagueScoring(repos, query.leagueId ?? 0);
  const years = await repos.research.lineYears();
  const year = query.year ?? years[years.length - 1] ?? null;
  if (year === null || !years.includes(year)) return { year, teams: {} };
  const [table, games] = await Promise.all([seasonTable(repos, year, scoring), gameIndex(repos)]);

  // points each offence scored at each position in each regular-season game
  const offense = new Map<string, { team: string; opp: string; pos: string; pts: number }>();
  for (const line of table.lines) {
    if (!(POSITIONS as readonly string[]).includes(line.pos)) continue;
    const game = (line.esbid ? games.byEsbid.get(line.esbid) : undefined) ?? games.byTeamWeek.get(`${year}:${line.week}:${line.team}`);
    if (!game || seasonType(game, line.week, year) !== 'REG') continue;
    const opp = game.h === line.team ? String(game.v) : game.v === line.team ? String(game.h) : null;
    if (!opp) continue;
    const key = `${String(game.esbid)}|${line.team}|${line.pos}`;
    const row = offense.get(key) ?? { team: line.team, opp, pos: line.pos, pts: 0 };
    row.pts += table.points.get(`${line.week}:${line.pid}`) ?? 0;
    offense.set(key, row);
  }
  const teams: TeamSeasonlogs['teams'] = {};
  for (const pos of POSITIONS) {
    const rows = [...offense.values()].filter((r) => r.pos === pos);
    const scored = new Map<string, number[]>();
    for (const r of rows) scored.set(r.team, [...(scored.get(r.team) ?? []), r.pts]);
    const avg = new Map([...scored].map(([t, list]) => [t, list.reduce((a, b) => a + b, 0) / list.length]));
    const allowed = new Map<string, number[]>();
    const adjusted = new Map<string, number[]>();
    for (const r of rows) {
      allowed.set(r.opp, [...(allowed.get(r.opp) ?? []), r.pts]);
      adjusted.set(r.opp, [...(adjusted.get(r.opp) ?? []), r.pts - avg.get(r.team)!]);
    }
    const mean = (m: Map<string, number[]>) => new Map([...m].map(([t, list]) => [t, round2(list.reduce((a, b) => a + b, 0) / list.length)]));
    const raw = mean(allowed);
    const adj = mean(adjusted);
    const rawRank = rank(raw);
    const adjRank = rank(adj);
    for (const [team, pts] of raw) {
      teams[team] ??= {};
      teams[team][`${pos}_AGAINST`] = { pts, rnk: rawRank.get(team)! };
      teams[team][`${pos}_AGAINST_ADJ`] = { pts: adj.get(team)!, rnk: adjRank.get(team)! };
    }
  }
  return { year, teams };
}

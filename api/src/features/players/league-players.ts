import { NOT_IN_PLAYER_POOL_STATUSES, seasonMarketSalaries, type ValuationLeague } from '@league/shared-rules';
import type { LeaguePlayer, Player } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import { currentSeason, toLeague } from '../leagues/league-view';
import { forVisitor, toLeaguePlayer, toPlayer } from './player-view';

/** GET /players/:pid. */
export async function getPlayer(repos: Repositories, pid: string): Promise<Player> {
  const doc = await repos.players.findByPid(pid);
  if (!doc) throw AppError.notFound(`Player ${pid} not found`);
  return toPlayer(doc);
}

async function withPlayers(repos: Repositories, rows: RosterPlayerDoc[]): Promise<LeaguePlayer[]> {
  const docs = await repos.players.findByPids(rows.map((r) => r.pid));
  const byPid = new Map(docs.map((d) => [d.pid, d]));
  return rows.filter((r) => byPid.has(r.pid)).map((r) => toLeaguePlayer(byPid.get(r.pid)!, r));
}

/**
 * Market salary of every player (spec §9) from last season's points, valued over the whole player
 * pool (retired players left out) under the league's settings: shared-rules' seasonMarketSalaries.
 */
export async function marketSalaries(repos: Repositories, league: ValuationLeague): Promise<Map<string, number>> {
  const { players } = await repos.players.search(
    { excludeNflStatuses: NOT_IN_PLAYER_POOL_STATUSES },
    { limit: Number.MAX_SAFE_INTEGER, offset: 0 },
  );
  return seasonMarketSalaries(league, players.map((p) => ({ pid: p.pid, pos: p.pos, points: p.points_last_season })));
}

/**
 * GET /leagues/:leagueId/players: every rostered player this season (none in the default league),
 * with his market salary. A visitor (`userId` null) gets no salary or manager data (spec §6).
 */
export async function getLeaguePlayers(
  repos: Repositories,
  leagueId: number,
  now: Date,
  userId: number | null,
): Promise<LeaguePlayer[]> {
  if (leagueId === 0) return [];
  const league = await repos.leagues.findById(leagueId);
  if (!league) throw AppError.notFound(`League ${leagueId} not found`);
  const [players, market] = await Promise.all([
    withPlayers(repos, await repos.rosters.listByLeague(leagueId, currentSeason(now))),
    marketSalaries(repos, toLeague(league, [])),
  ]);
  return players.map((p) => {
    const withMarket = { ...p, market_salary: market.get(p.pid) ?? 0 };
    return userId === null ? forVisitor(withMarket, 'league') : withMarket;
  });
}

/** GET /teams/:teamId/players?leagueId: one team's players this season (for a visitor without salaries, §6). */
export async function getTeamPlayers(
  repos: Repositories,
  teamId: number,
  leagueId: number,
  now: Date,
  userId: number | null,
): Promise<LeaguePlayer[]> {
  const team = await repos.leagues.findTeam(teamId);
  if (!team || team.lid !== leagueId) throw AppError.notFound(`Team ${teamId} not found in league ${leagueId}`);
  const players = await withPlayers(repos, await repos.rosters.listByTeam(teamId, currentSeason(now)));
  return userId === null ? players.map((p) => forVisitor(p, 'team')) : players;
}

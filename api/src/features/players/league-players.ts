import type { LeaguePlayer, Player } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import { currentSeason } from '../leagues/league-view';
import { toLeaguePlayer, toPlayer } from './player-view';

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

/** GET /leagues/:leagueId/players: every rostered player this season (none in the default league). */
export async function getLeaguePlayers(repos: Repositories, leagueId: number, now: Date): Promise<LeaguePlayer[]> {
  if (leagueId === 0) return [];
  if (!(await repos.leagues.findById(leagueId))) throw AppError.notFound(`League ${leagueId} not found`);
  return withPlayers(repos, await repos.rosters.listByLeague(leagueId, currentSeason(now)));
}

/** GET /teams/:teamId/players?leagueId: one team's players this season. */
export async function getTeamPlayers(
  repos: Repositories,
  teamId: number,
  leagueId: number,
  now: Date,
): Promise<LeaguePlayer[]> {
  const team = await repos.leagues.findTeam(teamId);
  if (!team || team.lid !== leagueId) throw AppError.notFound(`Team ${teamId} not found in league ${leagueId}`);
  return withPlayers(repos, await repos.rosters.listByTeam(teamId, currentSeason(now)));
}

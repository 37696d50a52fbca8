import { NOT_IN_PLAYER_POOL_STATUSES } from '@league/shared-rules';
import type { LeaguePlayer, PlayerSearchBodySchema } from '@league/shared-rules/contracts';
import type { z } from 'zod';
import type { Repositories } from '../../db/repositories';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import { currentSeason } from '../leagues/league-view';
import { forVisitor, toLeaguePlayer } from './player-view';

type SearchBody = z.output<typeof PlayerSearchBodySchema>;

/**
 * POST /players: filtered, paged player list, best last-season scorers first. With a hosted
 * `leagueId`, each player carries his roster info for the current season and `free_agents_only`
 * leaves rostered players out. A visitor (`userId` null) gets no roster info (spec §6).
 */
export async function searchPlayers(
  repos: Repositories,
  body: SearchBody,
  now: Date,
  userId: number | null,
): Promise<{ players: LeaguePlayer[]; total: number }> {
  const season = currentSeason(now);
  let rostered = new Map<string, RosterPlayerDoc>();
  if (body.leagueId) {
    const rows = await repos.rosters.listByLeague(body.leagueId, season);
    rostered = new Map(rows.map((r) => [r.pid, r]));
  }
  const { players, total } = await repos.players.search(
    {
      text: body.q || undefined,
      positions: body.positions,
      teams: body.nfl_teams,
      colleges: body.colleges,
      draftRounds: body.draft_rounds,
      // experience N = drafted N seasons before the current one (0 = this season's rookies)
      draftYears: body.experience?.map((n) => season - n),
      nflStatuses: body.nfl_statuses,
      // retired players are no player pool (§3): listed only when a status filter asks for them
      excludeNflStatuses: body.nfl_statuses?.length ? undefined : NOT_IN_PLAYER_POOL_STATUSES,
      pids: body.pids,
      excludePids: body.free_agents_only ? [...rostered.keys()] : undefined,
    },
    { limit: body.limit, offset: body.offset },
  );
  const view = (p: LeaguePlayer) => (userId === null ? forVisitor(p, 'league') : p);
  return { players: players.map((p) => view(toLeaguePlayer(p, rostered.get(p.pid)))), total };
}

import type { AuctionRoomState, AuctionTeam } from './state';

/**
 * The team that nominates after `currentTid`: the next one in draft order that still has roster
 * space, wrapping around (DOMAIN-NOTES). `null` when no team has space — the auction is complete.
 */
export function nextNominatingTeam(teams: readonly AuctionTeam[], currentTid: number | null): number | null {
  if (teams.length === 0) return null;
  const start = currentTid === null ? -1 : teams.findIndex((t) => t.tid === currentTid);
  for (let step = 1; step <= teams.length; step += 1) {
    const team = teams[(start + step + teams.length) % teams.length];
    if (team.openSpots > 0) return team.tid;
  }
  return null;
}

/** Completion: no team can nominate any more. */
export function noTeamCanNominate(teams: readonly AuctionTeam[]): boolean {
  return teams.every((t) => t.openSpots <= 0);
}

export interface NominationActor {
  teamId: number | null;
  isCommissioner: boolean;
}

/**
 * §4: nomination is allowed when the auction is not paused, nothing is currently nominated, and the
 * user is the nominating team or the commissioner.
 */
export function isNominationAllowed(
  state: Pick<AuctionRoomState, 'paused' | 'lot' | 'nominatingTid' | 'complete'>,
  actor: NominationActor,
): boolean {
  if (state.paused || state.complete || state.lot) return false;
  return actor.isCommissioner || (actor.teamId !== null && actor.teamId === state.nominatingTid);
}

import {
  activatePlayerEndpoint,
  addTagEndpoint,
  deactivatePlayerEndpoint,
  protectPlayerEndpoint,
  releasePlayerEndpoint,
  removeRosterPlayerEndpoint,
  removeTagEndpoint,
  reservePlayerEndpoint,
  setCutlistEndpoint,
  setLineupEndpoint,
  updateRosterPlayerEndpoint,
  addRosterPlayerEndpoint,
  updateMeEndpoint,
  cancelRestrictedFreeAgencyBidEndpoint,
  cancelRestrictedFreeAgentNominationEndpoint,
  nominateRestrictedFreeAgentEndpoint,
  placeRestrictedFreeAgencyBidEndpoint,
  updateRestrictedFreeAgencyBidEndpoint,
  type ActivatePlayerBody,
  type DeactivatePlayerBody,
  type ReservePlayerBody,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from '../rosters/http';

/**
 * The team page's writes, one per §7 call. Failures reject with the client's `ApiError`; the page
 * shows them as error notices. Calls ignore the client's own reporting: the page reports them.
 */
export function teamActions(ctx: ApiContext, teamId: number, leagueId: number) {
  const client = apiClient(ctx);
  const params = { teamId };
  return {
    release: (pid: string) => client.call(releasePlayerEndpoint, { params, body: { pid } }),
    activate: (body: ActivatePlayerBody) => client.call(activatePlayerEndpoint, { params, body }),
    deactivate: (body: DeactivatePlayerBody) => client.call(deactivatePlayerEndpoint, { params, body }),
    protect: (pid: string) => client.call(protectPlayerEndpoint, { params, body: { pid } }),
    reserve: (body: ReservePlayerBody) => client.call(reservePlayerEndpoint, { params, body }),
    tag: (pid: string, tag: 2 | 3, remove?: string) => client.call(addTagEndpoint, { params, body: { pid, tag, remove } }),
    removeTag: (pid: string) => client.call(removeTagEndpoint, { params, body: { pid, teamId } }),
    setLineup: (players: { pid: string; slot: number }[]) =>
      client.call(setLineupEndpoint, { params, body: { players: players as { pid: string; slot: 1 }[] } }),
    setCutlist: (pids: string[]) => client.call(setCutlistEndpoint, { params, body: { pids, teamId, leagueId } }),
    restrictedFreeAgencyTag: (pid: string, bid: number, update: boolean, remove?: string) =>
      client.call(update ? updateRestrictedFreeAgencyBidEndpoint : placeRestrictedFreeAgencyBidEndpoint, {
        params,
        body: { pid, bid, remove, release: [], playerTid: teamId, teamId },
      }),
    cancelRestrictedFreeAgencyTag: (pid: string) => client.call(cancelRestrictedFreeAgencyBidEndpoint, { params, body: { pid, teamId } }),
    nominate: (pid: string) => client.call(nominateRestrictedFreeAgentEndpoint, { params, body: { pid } }),
    cancelNomination: (pid: string) => client.call(cancelRestrictedFreeAgentNominationEndpoint, { params, body: { pid } }),
    /** The watchlist is saved through PUT /me as a comma-joined list of pids (spec §7). */
    setWatchlist: (pids: string[]) => client.call(updateMeEndpoint, { body: { type: 'watchlist', value: pids.join(',') } }),
    /**
     * The user's own team's bid on another team's announced RFA player: placed, or updated (PUT)
     * keeping the bid's conditional releases.
     */
    restrictedFreeAgencyBid: (ownTeamId: number, pid: string, playerTid: number, bid: number, update?: { release: string[] }) =>
      client.call(update ? updateRestrictedFreeAgencyBidEndpoint : placeRestrictedFreeAgencyBidEndpoint, {
        params: { teamId: ownTeamId },
        body: { pid, bid, release: update?.release ?? [], playerTid, teamId: ownTeamId },
      }),
    /** Removes the user's own team's bid on another team's player. */
    cancelRestrictedFreeAgencyBid: (ownTeamId: number, pid: string) =>
      client.call(cancelRestrictedFreeAgencyBidEndpoint, { params: { teamId: ownTeamId }, body: { pid, teamId: ownTeamId } }),
    commissionerAdd: (pid: string, value: number) =>
      client.call(addRosterPlayerEndpoint, { params: { leagueId }, body: { pid, value, teamId } }),
    commissionerUpdate: (pid: string, value: number) =>
      client.call(updateRosterPlayerEndpoint, { params: { leagueId }, body: { pid, value, teamId } }),
    commissionerRemove: (pid: string) => client.call(removeRosterPlayerEndpoint, { params: { leagueId }, body: { pid, teamId } }),
  };
}

export type TeamActions = ReturnType<typeof teamActions>;

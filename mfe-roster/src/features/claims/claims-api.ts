import {
  addFreeAgentEndpoint,
  cancelWaiverEndpoint,
  listPoachesEndpoint,
  listReleaseTransactionsEndpoint,
  listWaiversEndpoint,
  processPoachEndpoint,
  searchPlayersEndpoint,
  submitPoachEndpoint,
  submitWaiverEndpoint,
  updatePoachEndpoint,
  updateWaiverEndpoint,
  type Poach,
  type Transaction,
  type Waiver,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from '../rosters/http';

/** The claim calls of spec §7 ("Waivers", "Poaches") plus signing a free agent (POST /teams/:tid/add). */
export function claimActions(ctx: ApiContext, leagueId: number) {
  const client = apiClient(ctx);
  const params = { leagueId };
  return {
    pendingWaivers: (): Promise<Waiver[]> => (ctx.token ? client.call(listWaiversEndpoint, { params, query: {} }) : Promise.resolve([])),
    pendingPoaches: (): Promise<Poach[]> => client.call(listPoachesEndpoint, { params }),
    /** Releases of the last 24 hours: who is on waivers now (spec §4). */
    recentReleases: (): Promise<Transaction[]> => client.call(listReleaseTransactionsEndpoint, { params }),
    submitWaiver: (body: { pid: string; type: 1 | 2 | 3; bid: number; release: string[] }) => client.call(submitWaiverEndpoint, { params, body }),
    updateWaiver: (waiverId: number, body: { bid: number; release: string[] }) =>
      client.call(updateWaiverEndpoint, { params: { leagueId, waiverId }, body }),
    cancelWaiver: (waiverId: number) => client.call(cancelWaiverEndpoint, { params: { leagueId, waiverId } }),
    submitPoach: (pid: string, release: string[]) => client.call(submitPoachEndpoint, { params, body: { pid, release } }),
    updatePoach: (poachId: number, release: string[]) => client.call(updatePoachEndpoint, { params: { leagueId, poachId }, body: { release } }),
    processPoach: (poachId: number) => client.call(processPoachEndpoint, { params: { leagueId, poachId } }),
    /** Sign a free agent at $0 to the bench (slot 11) or the practice squad (slot 12), with releases. */
    sign: (teamId: number, pid: string, slot: 11 | 12, release: string[]) =>
      client.call(addFreeAgentEndpoint, { params: { teamId }, body: { pid, slot, release } }),
    searchFreeAgents: (q: string) =>
      client.call(searchPlayersEndpoint, { body: { q, leagueId, free_agents_only: true, limit: 25 } }).then((a) => a.players),
  };
}

export type ClaimActions = ReturnType<typeof claimActions>;

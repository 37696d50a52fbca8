import {
  getDraftEndpoint,
  getDraftPickEndpoint,
  getLeagueTeamsEndpoint,
  makeDraftPickEndpoint,
  type Draft,
  type DraftPickDetails,
  type MakeDraftPickBody,
  type MakeDraftPickResponse,
  type Team,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from '../rosters/http';

/** What the draft board shows: the year's draft (picks, clock, rookies) and the league's teams. */
export interface DraftData {
  board: Draft;
  teams: Team[];
}

/** Loads the board of `year` (default: the league's current draft) and the teams it names. */
export async function loadDraftBoard(ctx: ApiContext, leagueId: number, year: number | null, signal?: AbortSignal): Promise<DraftData> {
  const client = apiClient(ctx);
  const [board, teams] = await Promise.all([
    client.call(getDraftEndpoint, { params: { leagueId }, query: year === null ? {} : { year }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
  ]);
  return { board, teams: teams.teams };
}

/** The board's calls: make a pick, read a pick's details. */
export function draftActions(ctx: ApiContext, leagueId: number) {
  const client = apiClient(ctx);
  return {
    makePick: (body: MakeDraftPickBody): Promise<MakeDraftPickResponse> => client.call(makeDraftPickEndpoint, { params: { leagueId }, body }),
    pickDetails: (pickId: number, signal?: AbortSignal): Promise<DraftPickDetails> =>
      client.call(getDraftPickEndpoint, { params: { leagueId, pickId }, signal }),
  };
}

/** The first pick the user's teams may make now (their window opened, the draft not over), or null. */
export function ownOpenPick(board: Draft, ownTeamIds: readonly number[]) {
  const open = new Set(board.may_pick ?? []);
  return board.picks.find((p) => open.has(p.uid) && ownTeamIds.includes(p.tid)) ?? null;
}

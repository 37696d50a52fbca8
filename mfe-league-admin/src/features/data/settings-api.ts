import {
  addTeamEndpoint,
  deleteTeamEndpoint,
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
  getMeEndpoint,
  listLeagueSettingChangesEndpoint,
  newInviteCodeEndpoint,
  setTeamOrderEndpoint,
  updateLeagueEndpoint,
  updateTeamEndpoint,
  type League,
  type LeagueSettingChange,
  type Team,
  type UpdateLeagueBody,
  type UpdateTeamBody,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

export interface SettingsPayload {
  league: League;
  teams: Team[];
  changes: LeagueSettingChange[];
}

/** The league, its teams (with invite codes for the commissioner) and the settings history. */
export async function loadSettings(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<SettingsPayload> {
  const client = apiClient(ctx);
  const [league, teams, history] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
    client.call(listLeagueSettingChangesEndpoint, { params: { leagueId }, signal }),
  ]);
  return { league, teams: teams.teams, changes: history.changes };
}

// Failures are shown next to the fields by the pages, so the client does not report them again.
const quiet = { ignoreErrors: true } as const;

export const saveLeague = (ctx: ApiContext, leagueId: number, body: UpdateLeagueBody) =>
  apiClient(ctx).call(updateLeagueEndpoint, { params: { leagueId }, body, ...quiet });

export const addTeam = (ctx: ApiContext, leagueId: number, body: { name: string; abbrv: string }) =>
  apiClient(ctx).call(addTeamEndpoint, { params: { leagueId }, body });

export const deleteTeam = (ctx: ApiContext, leagueId: number, teamId: number) =>
  apiClient(ctx).call(deleteTeamEndpoint, { params: { leagueId }, body: { teamId } });

export const newInvite = (ctx: ApiContext, leagueId: number, teamId: number) =>
  apiClient(ctx).call(newInviteCodeEndpoint, { params: { leagueId, teamId }, body: {} });

export const setOrder = (ctx: ApiContext, leagueId: number, order: 'waiver_order' | 'draft_order', tids: number[]) =>
  apiClient(ctx).call(setTeamOrderEndpoint, { params: { leagueId }, body: { order, tids } });

/** The signed-in user's team (with their notification flags), or null when they have none with this id. */
export async function loadMyTeam(ctx: ApiContext, teamId: number, signal?: AbortSignal) {
  const me = await apiClient(ctx).call(getMeEndpoint, { signal });
  return me.teams.find((t) => t.uid === teamId) ?? null;
}

export const saveTeam = (ctx: ApiContext, teamId: number, body: UpdateTeamBody) =>
  apiClient(ctx).call(updateTeamEndpoint, { params: { teamId }, body, ...quiet });

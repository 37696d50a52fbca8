/**
 * Pure session transitions of spec §4 (auth success, teams load), kept apart from the store so each
 * rule is unit-tested on plain values.
 */
import type { LeagueSummary, MeResponse, TeamSummary, User } from './profile-types';

export interface SessionData {
  token: string | null;
  user: User | null;
  userId: number | null;
  /** Current league; 0 is the default (visitor) league. */
  leagueId: number;
  teamId: number | null;
  teams: TeamSummary[];
  leagues: LeagueSummary[];
  teamIds: number[];
  leagueIds: number[];
  /** Details of the current league (name, hosting, commissioner, calendar), when loaded. */
  league: LeagueSummary | null;
  /** 90% of the first league's cap (§4, §9). */
  lineupBudget: number | null;
  isPending: boolean;
  isUpdating: boolean;
  authError: string | null;
}

export const initialSession: SessionData = {
  token: null,
  user: null,
  userId: null,
  leagueId: 0,
  teamId: null,
  teams: [],
  leagues: [],
  teamIds: [],
  leagueIds: [],
  league: null,
  lineupBudget: null,
  isPending: true,
  isUpdating: false,
  authError: null,
};

/**
 * Auth success: set user, teams and leagues; the first league becomes current if none is set, and the
 * user's team in the current league (if any) is selected so the team links stay right. The spec's "first
 * team" is the first league's team: for a user with teams in several leagues it is looked up by league.
 */
export function applyAuthSuccess(state: SessionData, me: MeResponse): SessionData {
  const firstLeague = me.leagues[0];
  const leagueWasUnset = !state.leagueId;
  const leagueId = leagueWasUnset ? (firstLeague?.uid ?? 0) : state.leagueId;
  // The user's team in that league: with teams in several leagues (the demo logins own one in each demo
  // league) the first team need not be the first league's.
  const teamId = me.teams.find((team) => team.lid === leagueId)?.uid ?? null;
  const cap = firstLeague?.cap;
  return {
    ...state,
    user: me.user,
    userId: me.user.id,
    teams: me.teams,
    leagues: me.leagues,
    teamIds: me.teams.map((team) => team.uid),
    leagueIds: me.leagues.map((league) => league.uid),
    leagueId,
    teamId,
    league: me.leagues.find((league) => league.uid === leagueId) ?? state.league,
    lineupBudget: typeof cap === 'number' ? Math.floor(cap * 0.9) : null,
    isUpdating: false,
    authError: null,
  };
}

/** Teams load: a selected team that is not among those returned is cleared. */
export function applyTeamsLoaded(state: SessionData, teamIds: number[]): SessionData {
  const keep = state.teamId !== null && teamIds.includes(state.teamId);
  return { ...state, teamId: keep ? state.teamId : null };
}

/**
 * Switching to another league (e.g. following a `/leagues/:lid` link): the team follows the user's
 * team in that league.
 */
export function applyLeagueChange(state: SessionData, leagueId: number): SessionData {
  if (leagueId === state.leagueId) return state;
  const team = state.teams.find((candidate) => candidate.lid === leagueId);
  const league = state.leagues.find((candidate) => candidate.uid === leagueId) ?? null;
  return { ...state, leagueId, teamId: team?.uid ?? null, league };
}

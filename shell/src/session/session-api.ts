/** The session's calls to the API (spec §7 auth and user, league), parsed at the edge. */
import { apiRequest, type Fetch } from './api';
import { AuthResponseSchema, LeagueResponseSchema, MeResponseSchema, type LeagueSummary, type MeResponse } from './profile-schemas';

export interface LoginInput {
  email_or_username: string;
  password: string;
}

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
  leagueId?: number;
  teamId?: number;
  invite_code?: string;
}

export interface SessionApi {
  login(input: LoginInput): Promise<string>;
  register(input: RegisterInput): Promise<string>;
  me(token: string): Promise<MeResponse>;
  league(leagueId: number, token: string | null): Promise<LeagueSummary>;
  updateMe(token: string, type: string, value: string): Promise<void>;
}

/** The real implementation over `fetch`. */
export function createSessionApi(fetchImpl: Fetch = (input, init) => fetch(input, init)): SessionApi {
  return {
    async login(input) {
      const body = await apiRequest('/auth/login', { method: 'POST', body: input }, fetchImpl);
      return AuthResponseSchema.parse(body).token;
    },
    async register(input) {
      const body = await apiRequest('/auth/register', { method: 'POST', body: input }, fetchImpl);
      return AuthResponseSchema.parse(body).token;
    },
    async me(token) {
      return MeResponseSchema.parse(await apiRequest('/me', { token }, fetchImpl));
    },
    async league(leagueId, token) {
      return LeagueResponseSchema.parse(await apiRequest(`/leagues/${leagueId}`, { token }, fetchImpl));
    },
    async updateMe(token, type, value) {
      await apiRequest('/me', { method: 'PUT', body: { type, value }, token }, fetchImpl);
    },
  };
}

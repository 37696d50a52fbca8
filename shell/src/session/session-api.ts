/**
 * The session's calls (spec §7 auth and user, league) through the typed client of
 * `@league/shared-rules/client` and the endpoint contracts. Both are loaded on the first call, not
 * with the shell: a visitor in the default league makes no call, so the contracts (and full zod)
 * stay out of the shell's initial bundle.
 */
import { SessionApiError, apiBase } from './api';
import type { UpdateMeBody } from '@league/shared-rules/contracts';
import type { LeagueSummary, MeResponse } from './profile-types';

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

/** What a sign-in or a refresh hands the session: a bearer token, its lifetime and a refresh token. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
}

export interface SessionApi {
  login(input: LoginInput): Promise<SessionTokens>;
  register(input: RegisterInput): Promise<SessionTokens>;
  /** POST /auth/refresh: a new pair for a refresh token (401 once the session was ended). */
  refresh(refreshToken: string): Promise<SessionTokens>;
  me(token: string): Promise<MeResponse>;
  league(leagueId: number, token: string | null): Promise<LeagueSummary>;
  /** Ids of the league's teams (GET /leagues/:leagueId/teams). */
  leagueTeamIds(leagueId: number, token: string | null): Promise<number[]>;
  /**
   * PUT /me (type, value). A password change ends every session of the user, this one included: the
   * answer's fresh session comes back to be adopted; other settings answer null.
   */
  updateMe(token: string, type: UserSettingType, value: UserSettingValue): Promise<SessionTokens | null>;
}

/** The settings PUT /me takes (the contract's `type`s); the contract checks each value on both sides. */
export type UserSettingType = UpdateMeBody['type'];
export type UserSettingValue = string | boolean | number | null;

async function loadClient() {
  const [client, contracts] = await Promise.all([import('@league/shared-rules/client'), import('@league/shared-rules/contracts')]);
  return { client, contracts };
}

type Loaded = Awaited<ReturnType<typeof loadClient>>;

function tokensOf({ token, refreshToken, expiresIn }: SessionTokens): SessionTokens {
  return { token, refreshToken, expiresIn };
}

/** The real implementation over `fetch`. */
export function createSessionApi(fetchImpl?: typeof fetch): SessionApi {
  let loading: Promise<Loaded> | null = null;

  /** Runs one call with a client bound to `token`, turning failures into shown-message errors. */
  async function withClient<T>(token: string | null, run: (api: ReturnType<Loaded['client']['createApiClient']>, loaded: Loaded) => Promise<T>) {
    loading ??= loadClient().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const loaded = await loading;
    const api = loaded.client.createApiClient({ baseUrl: apiBase, getToken: () => token, fetchImpl });
    try {
      return await run(api, loaded);
    } catch (error) {
      const status = loaded.client.isApiError(error) ? error.status : 0;
      const code = loaded.client.isApiError(error) ? String(error.code) : 'UNAVAILABLE';
      throw new SessionApiError(loaded.client.getShownMessage(error), status, code);
    }
  }

  return {
    login: (input) => withClient(null, async (api, { contracts }) => tokensOf(await api.call(contracts.loginEndpoint, { body: input }))),
    register: (input) => withClient(null, async (api, { contracts }) => tokensOf(await api.call(contracts.registerEndpoint, { body: input }))),
    refresh: (refreshToken) =>
      withClient(null, async (api, { contracts }) => tokensOf(await api.call(contracts.refreshEndpoint, { body: { refreshToken } }))),
    me: (token) => withClient(token, (api, { contracts }) => api.call(contracts.getMeEndpoint)),
    league: (leagueId, token) => withClient(token, (api, { contracts }) => api.call(contracts.getLeagueEndpoint, { params: { leagueId } })),
    leagueTeamIds: (leagueId, token) =>
      withClient(token, async (api, { contracts }) => {
        const { teams } = await api.call(contracts.getLeagueTeamsEndpoint, { params: { leagueId } });
        return teams.map((team) => team.uid);
      }),
    updateMe: (token, type, value) =>
      withClient(token, async (api, { contracts }) => {
        const answer = await api.call(contracts.updateMeEndpoint, { body: { type, value } as never });
        return answer.session ? tokensOf(answer.session) : null;
      }),
  };
}

import type { AuthResponse } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { UsersRepository } from '../../db/repositories/users.repository';
import { checkToken, signToken, TOKEN_TTL_SECONDS } from './tokens';

/**
 * How long a process trusts a user's token version it has read. A revoked token (password change,
 * logout-everywhere) stops working at once on the process that revoked it and within this bound on
 * every other process sharing the database.
 */
export const REVOCATION_BOUND_MS = 5_000;

/** Past this many cached users the cache starts over (it is a cache, not a store). */
const CACHE_MAX = 10_000;

/** Who a bearer token belongs to, or why it is refused. */
export type Authentication = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

export interface SessionsDeps {
  users: UsersRepository;
  secret: string;
  clock: () => Date;
}

/**
 * Issues, checks, refreshes and ends sessions. Tokens are stateless JWTs; the only server state is
 * the user's token version, read through a short cache so a busy page costs one lookup per user per
 * {@link REVOCATION_BOUND_MS}, not one per request.
 */
export function createSessions(deps: SessionsDeps) {
  const cache = new Map<number, { ver: number | null; at: number }>();
  const nowSeconds = () => Math.floor(deps.clock().getTime() / 1000);

  async function currentVersion(userId: number): Promise<number | null> {
    const at = deps.clock().getTime();
    const hit = cache.get(userId);
    if (hit && at - hit.at < REVOCATION_BOUND_MS) return hit.ver;
    const ver = await deps.users.tokenVersion(userId);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(userId, { ver, at });
    return ver;
  }

  function issue(userId: number, ver: number): AuthResponse {
    const now = nowSeconds();
    return {
      token: signToken(userId, deps.secret, now, { ver }),
      refreshToken: signToken(userId, deps.secret, now, { ver, typ: 'refresh' }),
      userId,
      expiresIn: TOKEN_TTL_SECONDS,
    };
  }

  return {
    issue,

    /** A bearer token: signed by us, an access token, unexpired, and of the user's current version. */
    async authenticate(token: string): Promise<Authentication> {
      const checked = checkToken(token, deps.secret, nowSeconds());
      if (!checked.ok) return checked;
      if (checked.claims.typ !== 'access') return { ok: false, reason: 'invalid' };
      const ver = await currentVersion(checked.claims.userId);
      if (ver === null || ver !== checked.claims.ver) return { ok: false, reason: 'revoked' };
      return { ok: true, userId: checked.claims.userId };
    },

    /**
     * A new session for a refresh token of the user's current version. The version is read from the
     * database, not the cache: a refresh is rare, and must never outlive a revocation.
     */
    async refresh(refreshToken: string): Promise<AuthResponse> {
      const checked = checkToken(refreshToken, deps.secret, nowSeconds());
      if (!checked.ok || checked.claims.typ !== 'refresh') throw AppError.unauthenticated('Session ended, please log in again');
      const ver = await deps.users.tokenVersion(checked.claims.userId);
      cache.set(checked.claims.userId, { ver, at: deps.clock().getTime() });
      if (ver === null || ver !== checked.claims.ver) throw AppError.unauthenticated('Session ended, please log in again');
      return issue(checked.claims.userId, ver);
    },

    /** Ends every session of the user (all devices). */
    async endAll(userId: number): Promise<void> {
      const ver = await deps.users.bumpTokenVersion(userId);
      if (ver === null) throw AppError.unauthenticated('Account no longer exists');
      cache.set(userId, { ver, at: deps.clock().getTime() });
    },

    /** Tells the cache about a version this process just wrote (e.g. with a password change). */
    versionChanged(userId: number, ver: number): void {
      cache.set(userId, { ver, at: deps.clock().getTime() });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Bearer (access) tokens live two hours: long enough for an auction night without a refresh, short
 * enough that a token copied out of a browser is not a month-long key.
 */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;
/**
 * Refresh tokens live 30 days from their issue and every refresh issues a new one (sliding), so a
 * user active at least once a month stays signed in, as with the old 30-day tokens.
 */
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export type TokenKind = 'access' | 'refresh';

/** What a valid token says: who, which token version of theirs it was issued under, and its kind. */
export interface TokenClaims {
  userId: number;
  /** The user's token version at issue; a bump (password change, logout-everywhere) revokes it. */
  ver: number;
  typ: TokenKind;
}

/** Why a token was refused. `expired` is told apart so clients know to refresh. */
export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/**
 * Issues an HS256 JWT `{ userId, ver, typ, iat, exp }`. `nowSeconds` comes from the caller's clock.
 * `ver` defaults to 0, the version every account starts with.
 */
export function signToken(
  userId: number,
  secret: string,
  nowSeconds: number,
  options: { ver?: number; typ?: TokenKind } = {},
): string {
  const typ = options.typ ?? 'access';
  const ttl = typ === 'access' ? TOKEN_TTL_SECONDS : REFRESH_TTL_SECONDS;
  const payload = base64url(JSON.stringify({ userId, ver: options.ver ?? 0, typ, iat: nowSeconds, exp: nowSeconds + ttl }));
  const body = `${header}.${payload}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * Verifies signature, algorithm and expiry, and reads the claims. Never throws: callers (HTTP auth,
 * the realtime handshake, refresh) treat every failure alike, except that `expired` lets a client
 * know a refresh will help. Tokens from before versions existed carry no `ver`/`typ`: they read as
 * version 0 access tokens and still expire at their own `exp`.
 */
export function checkToken(token: string, secret: string, nowSeconds: number): TokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [h, p, s] = parts;
  if (h !== header) return invalid; // pins alg=HS256: "none" or other algs never verify
  const expected = sign(`${h}.${p}`, secret);
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return invalid;
  }
  const { userId, exp } = claims;
  const ver = claims.ver ?? 0;
  const typ = claims.typ ?? 'access';
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1) return invalid;
  if (typeof ver !== 'number' || !Number.isInteger(ver) || ver < 0) return invalid;
  if (typ !== 'access' && typ !== 'refresh') return invalid;
  if (typeof exp !== 'number') return invalid;
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { userId, ver, typ } };
}

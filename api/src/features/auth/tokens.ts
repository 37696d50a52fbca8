import { createHmac, timingSafeEqual } from 'node:crypto';

/** Tokens are valid for 30 days; the client stores them locally (spec §4 App session). */
export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Issues an HS256 JWT `{ userId, iat, exp }`. `nowSeconds` is passed in so tests control time. */
export function signToken(userId: number, secret: string, nowSeconds: number): string {
  const payload = base64url(JSON.stringify({ userId, iat: nowSeconds, exp: nowSeconds + TOKEN_TTL_SECONDS }));
  const body = `${header}.${payload}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * Verifies signature, algorithm and expiry. Returns null for anything invalid (never throws), so
 * callers (HTTP auth middleware, the realtime handshake) treat every failure the same way.
 */
export function verifyTokenWithSecret(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { userId: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts;
  if (h !== header) return null; // pins alg=HS256: "none" or other algs never verify
  const expected = sign(`${h}.${p}`, secret);
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    if (typeof claims.userId !== 'number' || !Number.isInteger(claims.userId) || claims.userId < 1) return null;
    return { userId: claims.userId };
  } catch {
    return null;
  }
}

let processSecret: string | undefined;
/** The server's clock in unix seconds: expiry is judged by the same clock that issued the token. */
let processNowSeconds: () => number = () => Math.floor(Date.now() / 1000);

/** Set once by `createServer` from the config; `verifyToken` below then needs no secret argument. */
export function configureTokenSecret(secret: string): void {
  processSecret = secret;
}

/** Set by `createServer` from the app's clock (a test instant in test runs, see clock.ts). */
export function configureTokenClock(nowSeconds: () => number): void {
  processNowSeconds = nowSeconds;
}

/**
 * Verifies a bearer token with the server's configured secret. Used by the HTTP auth middleware
 * and by the realtime module for `/ws?token=…`.
 */
export function verifyToken(token: string): { userId: number } | null {
  if (!processSecret) throw new Error('verifyToken called before configureTokenSecret');
  return verifyTokenWithSecret(token, processSecret, processNowSeconds());
}

import { checkToken, REFRESH_TTL_SECONDS, signToken, TOKEN_TTL_SECONDS } from './tokens';

const secret = 'x'.repeat(40);

describe('tokens', () => {
  it('round-trips the user id, token version and kind', () => {
    expect(checkToken(signToken(7, secret, 1000), secret, 1001)).toEqual({ ok: true, claims: { userId: 7, ver: 0, typ: 'access' } });
    expect(checkToken(signToken(7, secret, 1000, { ver: 3, typ: 'refresh' }), secret, 1001)).toEqual({
      ok: true,
      claims: { userId: 7, ver: 3, typ: 'refresh' },
    });
  });

  it('expires access tokens after hours and refresh tokens after 30 days, telling expiry apart', () => {
    expect(TOKEN_TTL_SECONDS).toBe(2 * 3600);
    const access = signToken(7, secret, 1000);
    expect(checkToken(access, secret, 1000 + TOKEN_TTL_SECONDS - 1).ok).toBe(true);
    expect(checkToken(access, secret, 1000 + TOKEN_TTL_SECONDS)).toEqual({ ok: false, reason: 'expired' });
    const refresh = signToken(7, secret, 1000, { typ: 'refresh' });
    expect(checkToken(refresh, secret, 1000 + REFRESH_TTL_SECONDS - 1).ok).toBe(true);
    expect(checkToken(refresh, secret, 1000 + REFRESH_TTL_SECONDS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('reads a token from before versions existed as a version 0 access token', () => {
    const [h] = signToken(7, secret, 1000).split('.');
    const payload = Buffer.from(JSON.stringify({ userId: 7, iat: 1000, exp: 5000 })).toString('base64url');
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const sig = createHmac('sha256', secret).update(`${h}.${payload}`).digest('base64url');
    expect(checkToken(`${h}.${payload}.${sig}`, secret, 1001)).toEqual({ ok: true, claims: { userId: 7, ver: 0, typ: 'access' } });
  });

  it('rejects another secret, a tampered payload and alg none', () => {
    const token = signToken(7, secret, 1000);
    const invalid = { ok: false, reason: 'invalid' };
    expect(checkToken(token, 'y'.repeat(40), 1001)).toEqual(invalid);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ userId: 1, ver: 0, typ: 'access', iat: 1000, exp: 9e9 })).toString('base64url');
    expect(checkToken(`${h}.${forged}.${s}`, secret, 1001)).toEqual(invalid);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(checkToken(`${none}.${forged}.`, secret, 1001)).toEqual(invalid);
    expect(checkToken('garbage', secret, 1001)).toEqual(invalid);
  });
});

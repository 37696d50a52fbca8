import { signToken, TOKEN_TTL_SECONDS, verifyTokenWithSecret } from './tokens';

const secret = 'x'.repeat(40);

describe('tokens', () => {
  it('round-trips the user id', () => {
    const token = signToken(7, secret, 1000);
    expect(verifyTokenWithSecret(token, secret, 1001)).toEqual({ userId: 7 });
  });

  it('rejects a token after 30 days', () => {
    const token = signToken(7, secret, 1000);
    expect(verifyTokenWithSecret(token, secret, 1000 + TOKEN_TTL_SECONDS - 1)).not.toBeNull();
    expect(verifyTokenWithSecret(token, secret, 1000 + TOKEN_TTL_SECONDS)).toBeNull();
  });

  it('rejects another secret, a tampered payload and alg none', () => {
    const token = signToken(7, secret, 1000);
    expect(verifyTokenWithSecret(token, 'y'.repeat(40), 1001)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ userId: 1, iat: 1000, exp: 9e9 })).toString('base64url');
    expect(verifyTokenWithSecret(`${h}.${forged}.${s}`, secret, 1001)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyTokenWithSecret(`${none}.${forged}.`, secret, 1001)).toBeNull();
    expect(verifyTokenWithSecret('garbage', secret, 1001)).toBeNull();
  });
});

import { bootTestApp, type TestApp } from '../../test-support/boot';
import { AUTH_RATE_LIMIT } from '../routes/auth.routes';

let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp();
});
afterAll(() => app.stop());

describe('login rate limit', () => {
  it('answers 429 RATE_LIMITED once an IP has used its login/register budget', async () => {
    const attempt = () =>
      app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'nobody', password: 'whatever1' } });
    for (let i = 0; i < AUTH_RATE_LIMIT.limit; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const register = await app.api('/api/auth/register', { method: 'POST', body: {} });
    expect(register.status).toBe(429);
  });
});

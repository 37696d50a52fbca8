import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password only, with a per-user salt', async () => {
    const a = await hashPassword('league-demo');
    const b = await hashPassword('league-demo');
    expect(a).not.toEqual(b);
    expect(a.startsWith('scrypt$32768$8$1$')).toBe(true);
    await expect(verifyPassword('league-demo', a)).resolves.toBe(true);
    await expect(verifyPassword('league-dem0', a)).resolves.toBe(false);
    await expect(verifyPassword('league-demo', 'not-a-hash')).resolves.toBe(false);
  });
});

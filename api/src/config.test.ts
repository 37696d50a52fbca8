import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const created: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'league-config-'));
  created.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({}, tmp());
    expect(c).toMatchObject({ nodeEnv: 'development', port: 8080, logLevel: 'info', mongodbUri: undefined });
    expect(c.staticRoot).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('fails fast listing every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', MONGODB_URI: 'http://x', LOG_LEVEL: 'loud' }, tmp())).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', MONGODB_URI: 'http://x' }, tmp());
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/MONGODB_URI/);
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, tmp())).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }, tmp()).jwtSecret).toBe('s'.repeat(32));
  });

  it('generates a dev secret once and keeps it across restarts', () => {
    const dir = tmp();
    const first = loadConfig({}, dir).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, dir).jwtSecret).toBe(first);
    expect(loadConfig({}, tmp()).jwtSecret).not.toBe(first);
  });

  it('takes a test clock outside production and refuses it in production', () => {
    expect(loadConfig({ TEST_CLOCK: '2026-11-22T14:00:00-05:00' }, tmp()).testClock).toBe('2026-11-22T14:00:00-05:00');
    expect(() => loadConfig({ TEST_CLOCK: 'sunday' }, tmp())).toThrow(/TEST_CLOCK/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), TEST_CLOCK: '2026-11-22T14:00:00-05:00' }, tmp()),
    ).toThrow(/TEST_CLOCK: test-only/);
  });
});

import { bootTestApp } from './test-support/boot';

/** Each test boots its own app (database, indexes, server): seconds alone, over 30 s beside CI's e2e suite. */
const BOOT_LIMIT_MS = 120_000;

describe('createServer', () => {
  it('runs close hooks (websockets) on close, stops accepting, and is idempotent', async () => {
    const app = await bootTestApp();
    const closed: string[] = [];
    app.server.onClose(() => {
      closed.push('ws');
    });
    expect((await app.api('/api/leagues/0')).status).toBe(200);
    await app.server.close();
    await app.server.close();
    expect(closed).toEqual(['ws']);
    expect(app.server.httpServer.listening).toBe(false);
    await expect(fetch(`${app.url}/api/leagues/0`)).rejects.toThrow();
    await app.db.stop();
  }, BOOT_LIMIT_MS);

  it('keeps an idle keep-alive socket longer than clients and proxies do, so a reused socket is not reset mid-request', async () => {
    const app = await bootTestApp();
    try {
      // Node's default (5 s) closed sockets that a client was about to reuse: the e2e poll saw ECONNRESET.
      expect(app.server.httpServer.keepAliveTimeout).toBeGreaterThan(60_000);
      expect(app.server.httpServer.headersTimeout).toBeGreaterThan(app.server.httpServer.keepAliveTimeout);
    } finally {
      await app.stop();
    }
  }, BOOT_LIMIT_MS);
});

import { bootTestApp } from './test-support/boot';

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
  });
});

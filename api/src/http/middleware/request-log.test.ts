import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../../logger';
import { requestLog } from './request-log';

describe('requestLog', () => {
  it('writes one JSON line per request with method, path (no query), status and ms', async () => {
    const lines: string[] = [];
    const app = express()
      .use(requestLog(createLogger('info', (l) => lines.push(l))))
      .get('/api/x', (_req, res) => {
        res.status(418).end();
      });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/x?token=secret`);
    server.close();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/x', status: 418 });
    expect(typeof entry.ms).toBe('number');
    expect(lines[0]).not.toContain('secret');
  });
});

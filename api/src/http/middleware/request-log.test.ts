import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../../logger';
import { requestLog } from './request-log';

async function serve(app: express.Express, run: (base: string) => Promise<void>) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('requestLog', () => {
  it('writes one JSON line per request with its id, method, path (no query), status and ms', async () => {
    const lines: string[] = [];
    const app = express()
      .use(requestLog(createLogger('info', (l) => lines.push(l))))
      .get('/api/x', (_req, res) => {
        res.status(418).end();
      });
    let answeredId: string | null = null;
    await serve(app, async (base) => {
      const res = await fetch(`${base}/api/x?token=secret`, { headers: { authorization: 'Bearer secret' } });
      answeredId = res.headers.get('x-request-id');
      await fetch(`${base}/api/x`, { headers: { 'x-request-id': 'proxy-42' } });
    });
    expect(lines).toHaveLength(2);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: 'warn', msg: 'request', method: 'GET', path: '/api/x', status: 418, reqId: answeredId });
    expect(typeof entry.ms).toBe('number');
    expect(lines[0]).not.toContain('secret');
    expect(JSON.parse(lines[1]).reqId).toBe('proxy-42');
  });
});

describe('logger redaction', () => {
  it('never writes passwords, tokens or authorization headers', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (l) => lines.push(l));
    logger.info('login', { body: { email_or_username: 'owner1', password: 'hunter22' }, token: 'abc.def.ghi', refreshToken: 'refresh-secret-1' });
    logger.warn('call', { headers: { authorization: 'Bearer abc.def.ghi' }, session: { token: 't', refreshToken: 'refresh-secret-2' } });
    const text = lines.join('\n');
    for (const secret of ['hunter22', 'abc.def.ghi', 'refresh-secret-1', 'refresh-secret-2', '"t"']) expect(text).not.toContain(secret);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', msg: 'login', body: { email_or_username: 'owner1', password: '[redacted]' } });
  });

  it('drops lines below its level', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', (l) => lines.push(l));
    logger.info('quiet');
    logger.error('loud', { n: 1 });
    expect(lines.map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ level: 'error', msg: 'loud', n: 1 })]);
  });
});

import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FirstScreenMarkup, FirstScreenModule } from '@league/shared-rules/page-heads';
import { createLogger } from '../logger';
import { drawFirstScreen, visitorGet } from './first-screen';

const logger = createLogger('silent');
const mod = (data: string[], render: (answers: unknown[], context: { now: number }) => FirstScreenMarkup): FirstScreenModule => ({
  firstScreen: (p) => (p === '/x' ? { data, render } : null),
});

describe('drawFirstScreen', () => {
  it('draws the screen from the answers of its reads, in their order', async () => {
    const get = async (p: string) => ({ p });
    const screen = await drawFirstScreen(mod(['/api/a', '/api/b'], (answers, { now }) => ({ html: JSON.stringify(answers), css: String(now) })), '/x', get, () => 1_700_000_000_000, logger);
    expect(screen).toEqual({ html: '[{"p":"/api/a"},{"p":"/api/b"}]', css: '1700000000000' });
  });

  it('is null for a path the build draws nothing for, and for a read or a drawing that fails', async () => {
    const ok = async () => ({});
    expect(await drawFirstScreen(mod([], () => ({ html: '', css: '' })), '/y', ok, () => 0, logger)).toBeNull();
    const refused = async () => Promise.reject(new Error('GET /api/a answered 403'));
    expect(await drawFirstScreen(mod(['/api/a'], () => ({ html: 'never', css: '' })), '/x', refused, () => 0, logger)).toBeNull();
    const contract = () => {
      throw new Error('answer does not meet its contract');
    };
    expect(await drawFirstScreen(mod(['/api/a'], contract), '/x', ok, () => 0, logger)).toBeNull();
  });

  it('gives up on reads over its budget, and aborts them', async () => {
    let aborted = false;
    const slow = (_p: string, signal: AbortSignal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        setTimeout(resolve, 1_000, {});
      });
    expect(await drawFirstScreen(mod(['/api/a'], () => ({ html: 'late', css: '' })), '/x', slow, () => 0, logger, 20)).toBeNull();
    expect(aborted).toBe(true);
  });
});

describe('visitorGet', () => {
  it('reads JSON uncompressed and without credentials, and refuses any answer but 200', async () => {
    const headers: http.IncomingHttpHeaders[] = [];
    const server = http
      .createServer((req, res) => {
        headers.push(req.headers);
        res.writeHead(req.url === '/api/ok' ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: req.url }));
      })
      .listen(0, '127.0.0.1');
    await once(server, 'listening');
    const self = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
    try {
      expect(await visitorGet(self, '/api/ok', new AbortController().signal)).toEqual({ url: '/api/ok' });
      await expect(visitorGet(self, '/api/missing', new AbortController().signal)).rejects.toThrow('GET /api/missing answered 404');
      expect(headers[0]['accept-encoding']).toBe('identity');
      expect(headers[0].authorization).toBeUndefined();
    } finally {
      server.close();
    }
  });
});

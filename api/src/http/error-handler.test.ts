import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { createLogger } from '../logger';
import { errorHandler, notFound } from './error-handler';

async function serve(app: express.Express, path: string) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: res.status, body: (await res.json()) as { error: { code: string; message: string; details?: Record<string, string> } } };
  } finally {
    server.close();
  }
}

describe('errorHandler', () => {
  const logged: string[] = [];
  const app = express();
  app.get('/app-error', () => {
    throw new AppError('ROSTER_FULL', 'Roster is full', 400);
  });
  app.get('/zod', () => {
    z.object({ pid: z.string() }).parse({});
  });
  app.get('/bug', () => {
    throw new Error('db password is hunter2');
  });
  app.use(notFound);
  app.use(errorHandler(createLogger('error', (l) => logged.push(l))));

  it('answers an AppError with its status and code', async () => {
    expect(await serve(app, '/app-error')).toEqual({ status: 400, body: { error: { code: 'ROSTER_FULL', message: 'Roster is full' } } });
  });

  it('answers a schema failure 400 INVALID_PARAMS with details', async () => {
    const res = await serve(app, '/zod');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PARAMS');
    expect(Object.keys(res.body.error.details ?? {})).toEqual(['pid']);
  });

  it('answers anything else 500 INTERNAL without leaking it, and logs the stack', async () => {
    const res = await serve(app, '/bug');
    expect(res).toEqual({ status: 500, body: { error: { code: 'INTERNAL', message: 'Internal error' } } });
    expect(logged.join('\n')).toContain('hunter2');
  });

  it('answers unknown paths 404 NOT_FOUND', async () => {
    expect((await serve(app, '/nope')).body.error.code).toBe('NOT_FOUND');
  });
});

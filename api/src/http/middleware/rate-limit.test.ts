import type { Request, Response } from 'express';
import { AppError } from '../../errors/app-error';
import { rateLimit } from './rate-limit';

function call(handler: ReturnType<typeof rateLimit>, ip: string): unknown {
  let result: unknown = 'not called';
  const headers: Record<string, string> = {};
  handler(
    { ip, socket: {} } as Request,
    { setHeader: (k: string, v: string) => (headers[k] = v) } as unknown as Response,
    (err?: unknown) => (result = err ?? 'ok'),
  );
  return result;
}

describe('rateLimit', () => {
  it('allows `limit` requests per sliding window and key', () => {
    let t = 0;
    const limiter = rateLimit({ limit: 3, windowMs: 60_000, now: () => t });
    expect([call(limiter, 'a'), call(limiter, 'a'), call(limiter, 'a')]).toEqual(['ok', 'ok', 'ok']);
    const refused = call(limiter, 'a');
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect(call(limiter, 'b')).toBe('ok');
    t = 59_999;
    expect(call(limiter, 'a')).toBeInstanceOf(AppError);
    t = 60_001;
    expect(call(limiter, 'a')).toBe('ok');
  });
});

import type { RequestHandler } from 'express';
import { RateLimitedError } from '../../errors/app-error';

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  /** Injected for tests. */
  now?: () => number;
}

/**
 * In-memory sliding-window limiter keyed by client IP: each key keeps the timestamps of its recent
 * requests; a request is refused with 429 RATE_LIMITED while `limit` of them fall inside the window.
 * Per-process on purpose — behind several instances each enforces its own share.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler & { reset(): void } {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  const handler = ((req, _res, next) => {
    const t = now();
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const since = t - options.windowMs;
    const recent = (hits.get(key) ?? []).filter((ts) => ts > since);
    if (recent.length >= options.limit) {
      hits.set(key, recent);
      const retry = Math.max(1, Math.ceil((recent[0] + options.windowMs - t) / 1000));
      next(new RateLimitedError(retry, 'Too many requests, try again later'));
      return;
    }
    recent.push(t);
    hits.set(key, recent);
    // Drop idle keys now and then so the map cannot grow without bound.
    if (t - lastSweep > options.windowMs) {
      lastSweep = t;
      for (const [k, list] of hits) if (list[list.length - 1] <= since) hits.delete(k);
    }
    next();
  }) as RequestHandler & { reset(): void };
  handler.reset = () => hits.clear();
  return handler;
}

import type { RequestHandler } from 'express';

/**
 * CSP for the shell and its module-federation remotes: every script and manifest comes from this
 * origin (remotes live under /remotes), styled-components injects <style> tags (hence
 * 'unsafe-inline' for styles only), the realtime connection is ws(s) to this host, and player
 * headshots may come from https image hosts.
 */
function contentSecurityPolicy(remoteOrigins: string[]): string {
  const remotes = remoteOrigins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer. `remoteOrigins` are the origins of remotes hosted elsewhere
 * (REMOTES_CONFIG). The auction widget script is meant to be loaded by third-party pages, so it gets
 * no framing restriction and is readable cross-origin.
 */
export function securityHeaders(remoteOrigins: string[] = []): RequestHandler {
  const csp = contentSecurityPolicy(remoteOrigins);
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.path.startsWith('/widget/')) {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    } else {
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    }
    next();
  };
}

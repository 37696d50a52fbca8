import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * CSP for the shell and its module-federation remotes: every script and manifest comes from this
 * origin or a remote's origin (REMOTES_CONFIG, e.g. a CDN path), styled-components injects <style>
 * tags (hence 'unsafe-inline' for styles only), the realtime connection is ws(s) to this host, and
 * player headshots may come from https image hosts. Listed in full (`useDefaults: false`) so what
 * the browser enforces is what is written here; helmet's default `upgrade-insecure-requests` is left
 * out on purpose, since it would turn a plain-http dev or e2e server's own requests into https.
 */
function directives(remoteOrigins: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...remoteOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer, through helmet (its defaults: nosniff, HSTS, COOP, CORP,
 * X-DNS-Prefetch-Control, …). The auction widget script is meant to be loaded by third-party pages,
 * so it gets no CSP or framing restriction and is readable cross-origin.
 */
export function securityHeaders(remoteOrigins: string[] = []): RequestHandler {
  const referrerPolicy = { policy: 'strict-origin-when-cross-origin' as const };
  const app = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives(remoteOrigins) },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy,
  });
  const widget = helmet({
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
    referrerPolicy,
  });
  return (req, res, next) => (req.path.startsWith('/widget/') ? widget(req, res, next) : app(req, res, next));
}

#!/usr/bin/env node
/**
 * `npm start -w @league/shell`: serves the built shell standalone for development, the same way the
 * api does in the default setup: `shell/dist` at `/` (index.html for client routes), each built
 * remote's `dist` at `/remotes/<dir>/<version>/`, and `/config.json` naming their manifests.
 * `/api` and `/ws` are proxied to API_ORIGIN when it is set.
 *
 * Env: PORT (default 3000), API_ORIGIN (e.g. http://localhost:8080), REMOTES_CONFIG (a JSON string
 * replacing the generated config).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)), '..');
const shellDist = join(root, 'shell', 'dist');
const remoteDirs = ['mfe-roster', 'mfe-auction', 'mfe-data-views', 'mfe-research', 'mfe-league-admin'];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Built remotes: federation name -> { dir, version, dist }. */
function builtRemotes() {
  const remotes = {};
  for (const dir of remoteDirs) {
    const dist = join(root, dir, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    const { version } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    remotes[dir.replace(/-/g, '_')] = { dir, version, dist };
  }
  return remotes;
}

function remotesConfig() {
  if (process.env.REMOTES_CONFIG) return JSON.parse(process.env.REMOTES_CONFIG);
  const remotes = {};
  for (const [name, { dir, version }] of Object.entries(builtRemotes())) {
    remotes[name] = `/remotes/${dir}/${version}/mf-manifest.json`;
  }
  return { remotes };
}

/** Streams a file under `base`, refusing paths that escape it. */
function sendFile(res, base, relative, cache) {
  const file = normalize(join(base, relative));
  if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
  createReadStream(file).pipe(res);
  return true;
}

function proxy(req, res, origin) {
  const target = new URL(req.url, origin);
  const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'API unreachable' } }));
  });
  req.pipe(upstream);
}

/**
 * Builds the server (not listening). Options default to the environment variables above.
 * @param {{ apiOrigin?: string, remotesConfig?: object }} [options]
 */
export function createShellServer(options = {}) {
  const apiOrigin = options.apiOrigin ?? process.env.API_ORIGIN;
  const configFor = () => options.remotesConfig ?? remotesConfig();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (apiOrigin && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, apiOrigin);
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-store' });
      return res.end(JSON.stringify(configFor()));
    }
    const remote = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
    if (remote) {
      const found = Object.values(builtRemotes()).find((r) => r.dir === remote[1] && r.version === remote[2]);
      const cache = remote[3] === 'mf-manifest.json' ? 'no-cache' : 'public, max-age=31536000, immutable';
      if (found && sendFile(res, found.dist, decodeURIComponent(remote[3]), cache)) return;
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    if (pathname !== '/' && sendFile(res, shellDist, decodeURIComponent(pathname), 'public, max-age=31536000, immutable')) return;
    // Client-side routes get the shell's index.html, never cached so a new shell is picked up at once.
    if (!sendFile(res, shellDist, 'index.html', 'no-cache')) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('shell/dist is missing: run `npm run build -w @league/shell` first');
    }
  });

  // Realtime upgrades are tunnelled to the api as raw TCP.
  server.on('upgrade', (req, socket, head) => {
    if (!apiOrigin || !req.url?.startsWith('/ws')) return socket.destroy();
    const target = new URL(apiOrigin);
    const upstream = connect(Number(target.port || 80), target.hostname, () => {
      const headers = Object.entries(req.headers).map(([key, value]) => `${key}: ${value}`).join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
  });

  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createShellServer();
  const port = Number(process.env.PORT ?? 3000);
  server.listen(port, () => {
    const address = server.address();
    console.log(`shell served on http://localhost:${typeof address === 'object' && address ? address.port : port}`);
  });
}

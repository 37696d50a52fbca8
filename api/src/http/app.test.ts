import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../logger';
import { loadRemotesConfig, remoteOrigins, staticRouter } from './static';
import { bootTestApp, type TestApp } from '../test-support/boot';

/** A fake repository root with a built shell and one built remote (the others are missing). */
function fakeRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'league-static-'));
  mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.3257cb7c.js'), 'console.log(2)');
  mkdirSync(path.join(root, 'mfe-roster', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-roster', 'package.json'), JSON.stringify({ name: '@league/mfe-roster', version: '0.3.1' }));
  writeFileSync(path.join(root, 'mfe-roster', 'dist', 'mf-manifest.json'), '{"id":"mfe_roster"}');
  mkdirSync(path.join(root, 'mfe-auction', 'dist-widget'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-auction', 'dist-widget', 'league-auction.js'), 'customElements.define("x",class{})');
  return root;
}

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = fakeRoot();
  app = await bootTestApp({ env: { STATIC_ROOT: root } });
});
afterAll(async () => {
  await app.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('static serving and /config.json', () => {
  it('serves the remote map with versions from package.json, no-cache', async () => {
    const res = await app.api('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body.remotes.mfe_roster).toBe('/remotes/mfe-roster/0.3.1/mf-manifest.json');
    expect(Object.keys(res.body.remotes).sort()).toEqual(['mfe_auction', 'mfe_data_views', 'mfe_league_admin', 'mfe_research', 'mfe_roster']);
    expect(res.body.remotes.mfe_auction).toBe('/remotes/mfe-auction/0.0.0/mf-manifest.json');
  });

  it('serves remote files at their versioned path; a missing build is 404, not a crash', async () => {
    const manifest = await app.api('/remotes/mfe-roster/0.3.1/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ id: 'mfe_roster' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const missing = await app.api('/remotes/mfe-auction/0.0.0/mf-manifest.json');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('falls back to index.html for client routes only', async () => {
    const page = await app.api('/leagues/1/rosters');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const plain = await app.api('/assets/main.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect((await app.api('/main.3257cb7c.js')).headers.get('cache-control')).toContain('immutable');
    expect((await app.api('/assets/missing.js')).status).toBe(404);
    const api = await app.api('/api/nope');
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the auction widget embeddable by other sites', async () => {
    const res = await app.api('/widget/league-auction.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('cors for the embedded widget', () => {
  it('answers preflights and reflects the calling origin on /api', async () => {
    const pre = await fetch(`${app.url}/api/leagues/0`, {
      method: 'OPTIONS',
      headers: { origin: 'https://fan-site.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://fan-site.example');
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');
    const res = await app.api('/api/leagues/0', { headers: { origin: 'https://fan-site.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://fan-site.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await app.api('/config.json', { headers: { origin: 'https://fan-site.example' } })).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request limits and errors', () => {
  it('answers 413 PAYLOAD_TOO_LARGE above 100 kb and 400 for malformed JSON', async () => {
    const big = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'x'.repeat(110_000), password: 'y' } });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const bad = await app.api('/api/players', { method: 'POST', body: '{"q":' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAMS');
  });

  it('uses REMOTES_CONFIG when set', async () => {
    const file = path.join(root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: { mfe_roster: 'https://cdn.example.com/roster/mf-manifest.json' } }));
    // one mongoose connection per process, so this checks the static router on its own server
    const bare = express().use(staticRouter({ ...app.config, remotesConfigPath: file }, createLogger('silent')));
    const server = bare.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const body = (await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()) as { remotes: Record<string, string> };
      expect(body.remotes.mfe_roster).toBe('https://cdn.example.com/roster/mf-manifest.json');
      expect(remoteOrigins(loadRemotesConfig({ ...app.config, remotesConfigPath: file }))).toEqual(['https://cdn.example.com']);
    } finally {
      server.close();
    }
  });
});

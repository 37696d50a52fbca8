#!/usr/bin/env node
/**
 * `npm run measure -w @league/shell`: what a browser actually downloads, gzip-compressed.
 * - shell initial JS: every script the shell loads to render a page with no remote (/login);
 * - each remote's first load: the scripts fetched from `/remotes/<dir>/` (and any shared chunk the
 *   remote brings) when its route is opened by client-side navigation from that page.
 * Serves the built shell and remotes with `serve.mjs` on a free port; needs Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). Prints a table and writes `dist/bundle-sizes.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createShellServer } from './serve.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)), '..');
const remoteRoutes = {
  mfe_roster: '/leagues/0/rosters',
  mfe_auction: '/leagues/0/auction',
  mfe_data_views: '/data-views',
  mfe_research: '/leagues/0/players',
  mfe_league_admin: '/leagues/0/standings',
};

/** Local file behind a served URL path (shell dist or a remote's dist). */
function fileFor(pathname) {
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  return remote ? join(root, remote[1], 'dist', remote[2]) : join(root, 'shell', 'dist', pathname);
}

const gzipSize = (pathname) => gzipSync(readFileSync(fileFor(pathname)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const server = createShellServer({ apiOrigin: undefined });
await new Promise((done) => server.listen(0, done));
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const results = {};
try {
  const config = await (await fetch(`${origin}/config.json`)).json();
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js') && response.ok()) scripts.add(url.pathname);
  });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  const shellScripts = [...scripts];
  results.shell = { files: shellScripts.length, gzipBytes: shellScripts.reduce((sum, p) => sum + gzipSize(p), 0) };

  for (const [name, route] of Object.entries(remoteRoutes)) {
    if (!config.remotes[name]) {
      results[name] = { missing: true };
      continue;
    }
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    scripts.clear();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const files = [...scripts];
    results[name] = { route, files: files.length, gzipBytes: files.reduce((sum, p) => sum + gzipSize(p), 0) };
  }
} finally {
  await browser.close();
  server.close();
}

console.log('bundle                 files   gzip');
for (const [name, result] of Object.entries(results)) {
  if (result.missing) console.log(`${name.padEnd(22)} not built`);
  else console.log(`${name.padEnd(22)} ${String(result.files).padStart(5)}   ${kb(result.gzipBytes)}`);
}
writeFileSync(join(root, 'shell', 'dist', 'bundle-sizes.json'), `${JSON.stringify(results, null, 2)}\n`);

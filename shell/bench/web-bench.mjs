#!/usr/bin/env node
/**
 * `npm run bench:web`: first and repeat visits of the main routes on a phone profile (issue #20) — the
 * built product served by the api on a free port with its own embedded database and a pinned clock,
 * Chromium at a 412×823 viewport, 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4×.
 * Per route and visit kind: requests, bytes on the wire, largest contentful paint, total blocking time
 * and cumulative layout shift, medians of three. Writes bench-results/web-latest.json and prints a table.
 *
 * Needs the build (`npm run build`; `npm run bench:web` builds first). Options (env): BENCH_RUNS (3),
 * BENCH_ROUTES (comma list), BENCH_DB_PATH (api/.data/bench-web-db: the first start imports the data set,
 * or copy api/.data/e2e-db there), BENCH_BASE_URL (measure a product already running instead).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, pageMetricsScript, readPageMetrics, visitMeasures, wireTotals } from './web-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The e2e suites' instant (shell/e2e/pinned-clock.ts): week 12 of the 2026 season. */
const NOW = process.env.E2E_NOW ?? '2026-11-25T17:00:00.000Z';
const ROUTES = (process.env.BENCH_ROUTES ?? '/leagues/1,/leagues/1/rosters,/leagues/1/players,/leagues/1/auction,/data-views').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile profile (the issue's): bytes per second for CDP. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** A visit is over when nothing has been on the wire for this long (the auction's socket aside). */
const QUIET_MS = 2000;
const VISIT_TIMEOUT_MS = 90_000;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startProduct() {
  if (process.env.BENCH_BASE_URL) return { base: process.env.BENCH_BASE_URL, stop: () => undefined };
  const [port, dbPort] = [await freePort(), await freePort()];
  const api = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TEST_CLOCK: NOW,
      TEST_CLOCK_BASE: String(Date.now()),
      EMBEDDED_DB_PORT: String(dbPort),
      EMBEDDED_DB_PATH: process.env.BENCH_DB_PATH ?? path.join(root, 'api', '.data', 'bench-web-db'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 600_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the api exited (${api.exitCode})`);
    try {
      if ((await fetch(`${base}/config.json`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('the api did not come up');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop: () => api.kill('SIGTERM') };
}

/**
 * Each route's page answer asked for a few times before the first measured visit: a server that has just
 * started compiles its code paths and builds its caches (the league's valuations) on first use, and its
 * start-up jobs run for a while; the visits measure a phone's first visit to a running server. A page
 * answer that carries a drawn first screen says so (`data-first-screen`), so the warm-up waits for that
 * where a route has one, for at most a minute.
 */
async function warm(base) {
  const until = Date.now() + 60_000;
  for (const route of ROUTES) {
    const drawsScreen = DRAWN_SCREENS.test(route);
    for (let done = 0, i = 0; done < 3 && i < 20 && Date.now() < until; i++) {
      const html = await (await fetch(base + route)).text();
      if (!drawsScreen || html.includes('data-first-screen=')) done++;
      else await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** The routes whose remote draws a first screen (rosters, data views and the auction room's server builds). */
const DRAWN_SCREENS = /^\/leagues\/\d+\/(rosters|auction)$|^\/data-views$/;

/** One visit on a throttled page; the context's cache decides whether it is a first or a repeat visit. */
async function visit(context, url) {
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  await page.addInitScript(pageMetricsScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    if (!requests.has(e.requestId)) inFlight++;
    requests.set(e.requestId, { url: e.request.url, bytes: 0, cached: false, done: false });
    lastActivity = Date.now();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  const finish = (e, failed) => {
    const r = requests.get(e.requestId);
    if (!r || r.done) return;
    r.done = true;
    r.failed = failed;
    if (!failed) r.bytes = e.encodedDataLength;
    inFlight--;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
  while (Date.now() - started < VISIT_TIMEOUT_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await new Promise((r) => setTimeout(r, 100));
  const metrics = visitMeasures(await page.evaluate(readPageMetrics));
  await page.close();
  return { ...wireTotals([...requests.values()]), ...metrics, requestList: [...requests.values()].map((r) => `${r.cached ? '(cache) ' : ''}${r.url} ${r.bytes}`) };
}

async function main() {
  const product = await startProduct();
  await warm(product.base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    for (const route of ROUTES) {
      const runs = { first: [], repeat: [] };
      for (let i = 0; i < RUNS; i++) {
        // a fresh context is an empty cache; its second visit is the repeat visit
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        runs.first.push(await visit(context, product.base + route));
        runs.repeat.push(await visit(context, product.base + route));
        await context.close();
      }
      for (const kind of ['first', 'repeat']) {
        const r = runs[kind];
        const pick = (k) => median(r.map((x) => x[k]));
        results.push({ route, visit: kind, requests: pick('requests'), wireKB: pick('wireKB'), jsKB: pick('jsKB'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), runs: r.map(({ requestList: _l, ...x }) => x), lastRequests: r.at(-1).requestList });
      }
      console.error(`measured ${route}`);
    }
  } finally {
    await browser.close();
    product.stop();
  }
  const report = { measuredAt: new Date().toISOString(), load: os.loadavg().map((l) => Number(l.toFixed(2))), cpus: os.cpus().length, profile: { viewport: '412x823', rttMs: NETWORK.latency, downMbps: 1.6, upKbps: 750, cpuSlowdown: CPU_SLOWDOWN, runs: RUNS }, results };
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'web-latest.json'), JSON.stringify(report, null, 2));
  console.log(`| route | visit | requests | on the wire (kB) | JS (kB) | LCP (s) | TBT (ms) | CLS |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  for (const r of results) console.log(`| \`${r.route}\` | ${r.visit} | ${r.requests} | ${r.wireKB} | ${r.jsKB} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.tbtMs} | ${r.cls.toFixed(3)} |`);
  console.log(`\nload average at the end: ${report.load.join(', ')} on ${report.cpus} CPUs; medians of ${RUNS}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

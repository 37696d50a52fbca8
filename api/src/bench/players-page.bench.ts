/**
 * Players page bench (issue #12): the real built product (shell + mfe-research, `npm run build` first)
 * served by the real app over loopback, on the embedded database with the shipped 5,500-odd players,
 * driven by headless Chromium through playwright-core (the e2e suite's browser: CHROMIUM_PATH, default
 * /usr/bin/chromium).
 *
 * - First rows visible after navigation to /leagues/0/players (the default league's list, loaded through
 *   POST /players), target < 1.0 s: the first frame after the first row is in the table, on the page's
 *   clock from the navigation's start. Floor: the first frame of an empty page of the same server
 *   (`/config.json`), timed the same way — connection, document and browser overhead.
 * - A sort or filter change to the next paint, target < 50 ms, timed in the page from the click to the
 *   first frame after it (requestAnimationFrame, then a task: the frame has been produced). Sort: the
 *   Age header on all players; filter: a position chip. Floor: the same click-to-frame timing on an
 *   element that changes nothing (the page heading).
 *
 * Run with `npm run bench -w @league/api -- players-page` on a quiet machine; `--smoke` makes a few
 * rounds only (it proves the bench runs; the figures mean nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootTestApp } from '../test-support/boot';
import type { BenchOptions, BenchRow, Floor } from './run';

const NOW = new Date('2026-11-25T17:00:00Z');
const FULL = { loads: 15, changes: 40 };
const SMOKE = { loads: 2, changes: 3 };
const FIRST_ROWS_TARGET_MS = 1000;
const CHANGE_TARGET_MS = 50;
const FIRST_ROW = 'table[aria-label="Players"] tbody th[scope="row"]';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * In every document: the time (ms since the navigation started) of the first frame produced, and of
 * the first frame after the first players row is in the table.
 */
const MARK_FRAMES = `(() => {
  const afterFrame = (set) => requestAnimationFrame(() => setTimeout(() => set(performance.now()), 0));
  afterFrame((t) => { window.__firstFrame = t; });
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(FIRST_ROW)})) return;
    observer.disconnect();
    afterFrame((t) => { window.__rowsFrame = t; });
  }).observe(document, { subtree: true, childList: true });
})()`;

/**
 * In the page: clicks the first element of `selector` whose text starts with `text` and answers the
 * milliseconds until the next frame has been produced (a frame callback, then a task after it).
 */
const CLICK_TO_FRAME = `async ([selector, text]) => {
  const el = [...document.querySelectorAll(selector)].find((e) => (e.textContent || '').startsWith(text));
  if (!el) throw new Error('no element ' + selector + ' ' + text);
  const t0 = performance.now();
  el.click();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}`;

export async function playersPageBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  for (const dist of ['shell/dist/index.html', 'mfe-research/dist/remoteEntry.js']) {
    if (!fs.existsSync(path.join(repoRoot, dist))) throw new Error(`${dist} is missing: build the product first (npm run build)`);
  }
  // playwright-core is the e2e suite's (a root dev dependency); loaded here only, so the api never needs it
  const { chromium } = (await import('playwright-core')) as typeof import('playwright-core');
  const app = await bootTestApp({ importData: { only: ['players', 'schedules'] }, clock: () => NOW, env: { LOG_LEVEL: 'error' }, checkDocument: false });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const count = async (body: object) => ((await app.api('/api/players', { method: 'POST', body: { limit: 1, ...body } })).body as { total: number }).total;
    const pool = await count({});
    const total = pool + (await count({ nfl_statuses: ['RET'] }));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Timed in the page, on its own clock from the navigation's start: the app and this client share one
    // Node process, whose event loop serving the later pages would delay a client-side check.
    await context.addInitScript(MARK_FRAMES);
    const page = await context.newPage();
    const loads: number[] = [];
    const empty: number[] = [];
    // a function, not a string: the product's CSP forbids eval in the page
    const mark = (name: string) =>
      page.waitForFunction((key) => (globalThis as unknown as Record<string, number | undefined>)[key], name).then((h) => h.jsonValue() as Promise<number>);
    // one unmeasured visit: the browser's first compile of the bundles is not what a returning user waits for
    await page.goto(`${app.url}/leagues/0/players`);
    await page.waitForSelector(FIRST_ROW);
    for (let i = 0; i < size.loads; i++) {
      await page.goto('about:blank');
      await page.goto(`${app.url}/config.json`, { waitUntil: 'commit' });
      empty.push(await mark('__firstFrame'));
      await page.goto('about:blank');
      await page.goto(`${app.url}/leagues/0/players`, { waitUntil: 'commit' });
      loads.push(await mark('__rowsFrame'));
    }
    // the default list is the player pool (retired players left out, spec §3); every NFL status checked
    // adds the retired ones (fetched and merged), so the changes below run over all the shipped players
    await page.getByText(`${pool} players`, { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText('NFL Status: all').click();
    const group = page.getByRole('group', { name: 'NFL Status' });
    // by name: a "Clear" box joins the list once one is checked
    const names = await group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box.parentElement?.textContent ?? '').trim()));
    for (const name of names) await group.getByRole('checkbox', { name, exact: true }).check();
    await page.getByText(/^\d+ players$/).filter({ hasNotText: `${pool} players` }).waitFor({ timeout: 60_000 });
    const shown = Number(((await page.getByText(/^\d+ players$/).textContent()) ?? '0').split(' ')[0]);
    const sorts: number[] = [];
    const filters: number[] = [];
    const noops: number[] = [];
    const time = (selector: string, text: string) => page.evaluate(`(${CLICK_TO_FRAME})(${JSON.stringify([selector, text])})`) as Promise<number>;
    for (let i = 0; i < size.changes; i++) {
      // the Age header cycles descending, ascending, back to the default column: each click is a new sort
      sorts.push(await time('thead th button', 'Age'));
      // the QB chip turns the filter on, then off
      filters.push(await time('[role="group"][aria-label="Positions"] button', 'QB'));
      noops.push(await time('h1', 'Players'));
    }
    const floorOf = (values: number[], p: number, metric: string): Floor => ({ metric: `${metric} p${p} (${values.length})`, value: percentile(values, p), unit: 'ms' });
    const emptyFloor = floorOf(empty, 50, 'navigation to an empty page of the same server (/config.json), its first frame');
    const firstRows = percentile(loads, 50);
    const sortP95 = percentile(sorts, 95);
    const filterP95 = percentile(filters, 95);
    const noopFloor = floorOf(noops, 95, 'click on the heading to the next frame');
    return [
      { metric: 'players in the data (player pool + retired)', value: total, unit: 'players', target: '>= 5000', pass: total >= 5000, check: true },
      { metric: 'rows in the table for the changes (every NFL status)', value: shown, unit: 'rows', target: '>= 5000', pass: shown >= 5000, check: true },
      { metric: `navigation to first rows visible p50 (default list: ${pool} players of the pool)`, value: firstRows, unit: 'ms', target: `< ${FIRST_ROWS_TARGET_MS}`, pass: firstRows < FIRST_ROWS_TARGET_MS, floor: emptyFloor },
      { metric: 'navigation to first rows visible max', value: Math.max(...loads), unit: 'ms', floor: { metric: 'navigation to an empty page, max', value: Math.max(...empty), unit: 'ms' } },
      { metric: `sort change to next paint p95 (${shown} rows)`, value: sortP95, unit: 'ms', target: `< ${CHANGE_TARGET_MS}`, pass: sortP95 < CHANGE_TARGET_MS, floor: noopFloor },
      { metric: `position filter change to next paint p95 (over ${shown} rows)`, value: filterP95, unit: 'ms', target: `< ${CHANGE_TARGET_MS}`, pass: filterP95 < CHANGE_TARGET_MS, floor: noopFloor },
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

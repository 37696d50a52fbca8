import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { E2E_NOW, expect, startClock, test } from '../../shell/e2e/pinned-clock';
import { tookOver } from '../../shell/e2e/helpers';
import { MongoClient } from 'mongodb';

const repoRoot = path.resolve(__dirname, '..', '..');
const dbPath = process.env.E2E_AUCTION_DB_PATH ?? path.join(repoRoot, 'api', '.data', 'auction-e2e-db');
const procs: ChildProcess[] = [];
/** Both api processes run one clock: the suite's instant, standing for the moment the suite started. */
const clockBase = String(Date.now());

/**
 * A page's clock at the apis' instant, running on: the room counts down and releases the bid button's lock
 * 1.5 s after each bid by the page's own clock, which a fixed clock would never do.
 */
const liveClock = (page: Page) => startClock(page, new Date(Date.parse(E2E_NOW) + (Date.now() - Number(clockBase))));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function waitFor(url: string, ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Resolves once something accepts connections on `port` (the database loads its files before it listens). */
async function waitForPort(port: number, attempts = 600): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** One api process on the shared database (MONGODB_URI: leases + change stream between instances). */
async function startApi(port: number, uri: string): Promise<ChildProcess> {
  const p = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), MONGODB_URI: uri, LOG_LEVEL: 'warn', NODE_ENV: 'development', TEST_CLOCK: E2E_NOW, TEST_CLOCK_BASE: clockBase, BACKGROUND_IMPORT: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  procs.push(p);
  await waitFor(`http://127.0.0.1:${port}/config.json`, 300_000);
  return p;
}

async function openAuction(browser: Browser, user: string, port: number, lid = 1): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })).newPage();
  await liveClock(page);
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user);
  await page.getByLabel('Password').fill('league-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('drawer').getByRole('button', { name: 'Logout' })).toBeAttached();
  await page.goto(`/leagues/${lid}/auction`);
  await tookOver(page);
  await expect(page.getByLabel('Auction bar')).toBeVisible({ timeout: 60_000 });
  return page;
}

let uri = '';
let ports: number[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const dbPort = await freePort();
  procs.push(spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'db', 'embedded', 'cli.js'), '--port', String(dbPort), '--dbpath', dbPath], { stdio: 'ignore' }));
  uri = `mongodb://127.0.0.1:${dbPort}/league`;
  await waitForPort(dbPort);
  ports = [await freePort(), await freePort()];
  await startApi(ports[0], uri); // the first start imports the data and seeds the demo league
  await startApi(ports[1], uri);
  // A live auction with room to buy: 12 s bid timer, two open spots per team.
  const client = await MongoClient.connect(uri);
  const db = client.db();
  await db.collection('leagues').updateOne({ uid: 1 }, { $set: { auction_bid_timer_seconds: 12, auction_nomination_timer_seconds: 120 } });
  const bench = await db.collection('rosters_players').find({ lid: 1, slot: 11 }).toArray();
  const removed = new Map<number, number>();
  for (const row of bench) {
    if ((removed.get(row.tid) ?? 0) >= 2) continue;
    await db.collection('rosters_players').deleteOne({ _id: row._id });
    removed.set(row.tid, (removed.get(row.tid) ?? 0) + 1);
  }
  await client.close();
  // The apis loaded the room on boot (and the scheduler may have started it): the commissioner seats it the way a
  // league would, over HTTP. Reset takes the rosters and timers above; the start two days back lies outside the
  // scheduler's missed-start window, so the room waits, paused, for the commissioner.
  await seatRoom(`http://127.0.0.1:${ports[0]}`, Date.parse(E2E_NOW) - 2 * 86_400_000);
});

/** Resets a demo league's room and sets its start, as the commissioner over the public API. */
async function seatRoom(apiBase: string, startsAt: number, lid = 1): Promise<void> {
  const call = async (method: string, route: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${apiBase}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { token } = (await call('POST', '/auth/login', null, { email_or_username: 'commish', password: 'league-demo' })) as { token: string };
  await call('POST', `/leagues/${lid}/auction/reset`, token);
  await call('PUT', `/leagues/${lid}/auction/schedule`, token, { startsAt });
}

test.afterAll(() => {
  for (const p of procs) p.kill('SIGKILL');
});

test('two owners and the commissioner run a lot to a sale, pause, resume, and survive kill -9 of an api', async ({ browser }) => {
  const commish = await openAuction(browser, 'commish', ports[1]);
  const owner1 = await openAuction(browser, 'owner1', ports[0]);
  const owner2 = await openAuction(browser, 'owner2', ports[0]);

  await expect(commish.getByRole('status')).toHaveText('Auction is paused.');
  await expect(owner1.getByTestId('bid-button')).toHaveCount(0);
  await commish.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(owner1.getByRole('status')).toHaveText('Your turn to nominate a player.');
  await expect(owner2.getByRole('status')).toHaveText(/^Waiting for a nomination by .+\.$/);

  // Nomination: owner1 picks the first player of the pool and opens at $0.
  await owner1.locator('tbody tr[data-pid]').first().click();
  await expect(owner1.getByTestId('bid-button')).toHaveText('Nominate $0');
  await owner1.getByTestId('bid-button').click();
  await expect(owner1.getByTestId('bid-button')).toHaveText(/^(Locked|Winning Bid)$/);

  // Bidding war.
  await expect(owner2.getByTestId('bid-button')).toHaveText('Bid $1');
  await owner2.getByTestId('bid-button').click();
  await expect(owner1.getByTestId('current-bid')).toContainText('$1');
  await expect(owner2.getByTestId('bid-button')).toHaveText('Winning Bid');
  await expect(owner1.getByTestId('bid-button')).toHaveText('Bid $2');
  await owner1.getByTestId('bid-button').click();
  await expect(owner2.getByTestId('current-bid')).toContainText('$2');

  // Pause clears the timer; resume restarts the bid timer.
  await commish.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(owner1.getByRole('status')).toHaveText('Auction is paused.');
  await expect(owner1.getByTestId('countdown')).toHaveText('');
  await commish.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(owner1.getByTestId('countdown')).toHaveText(/^\d\d$/);

  // kill -9 the api both owners are connected to, mid-lot, and start it again.
  procs[1].kill('SIGKILL');
  await startApi(ports[0], uri);
  await expect(owner1.getByTestId('current-bid')).toContainText('$2');

  // The bid timer runs out: the player is sold to owner1's team for $2.
  await expect(owner2.getByTestId('history')).toContainText(/sold to .+ for \$2/, { timeout: 60_000 });
  await expect(owner1.getByRole('status')).toHaveText(/^Waiting for a nomination by .+\.$/);

  // A logged-out visitor does not join the room (spec §2); the bar still says where it stands, read over HTTP
  // (it read "Auction is paused." on a guess while the room ran).
  const visitor = await (await browser.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` })).newPage();
  await liveClock(visitor);
  await visitor.goto('/leagues/1/auction');
  await tookOver(visitor);
  const waiting = (await owner1.getByRole('status').textContent()) ?? '';
  await expect(visitor.getByRole('status')).toHaveText(waiting, { timeout: 60_000 });
  await visitor.context().close();
});

test('demo league 2, the startup auction: two owners run a lot to a sale on empty rosters', async ({ browser }) => {
  // league 2 as seeded (12 teams of the demo logins, empty rosters, full cap), with a short bid timer
  const client = await MongoClient.connect(uri);
  await client.db().collection('leagues').updateOne({ uid: 2 }, { $set: { auction_bid_timer_seconds: 12 } });
  await client.close();
  await seatRoom(`http://127.0.0.1:${ports[0]}`, Date.parse(E2E_NOW) - 2 * 86_400_000, 2);
  const commish = await openAuction(browser, 'commish', ports[0], 2);
  const owner1 = await openAuction(browser, 'owner1', ports[0], 2);
  const owner2 = await openAuction(browser, 'owner2', ports[0], 2);
  await commish.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(owner1.getByRole('status')).toHaveText('Your turn to nominate a player.');
  await owner1.locator('tbody tr[data-pid]').first().click();
  await owner1.getByTestId('bid-button').click();
  await expect(owner2.getByTestId('bid-button')).toHaveText('Bid $1');
  await owner2.getByTestId('bid-button').click();
  await expect(owner2.getByTestId('bid-button')).toHaveText('Winning Bid');
  await expect(owner1.getByTestId('history')).toContainText(/sold to .+ for \$1/, { timeout: 60_000 });
});

/** The nonce the strict host page puts in its CSP and on the widget. */
const NONCE = 'e2e-nonce-4f9c1a';

/** Counts CSP violations on the page, shadow roots included (the event is composed). */
const violationRecorder = `<script nonce="${NONCE}">window.cspViolations=[];document.addEventListener('securitypolicyviolation',function(e){window.cspViolations.push(e.violatedDirective+' '+e.blockedURI)});</script>`;

/** A host stylesheet that sets everything it can on everything, the widget element included. */
const HOSTILE_CSS = `<style>
html { font-size: 31px; } body { font: italic 900 19px/3 "Courier New", serif; color: #f0f; letter-spacing: 4px; word-spacing: 9px; text-transform: uppercase; text-align: right; }
* { font-size: 23px !important; font-family: "Comic Sans MS", cursive !important; color: #0a0 !important; line-height: 2.7 !important; letter-spacing: 3px !important; font-weight: 100 !important; text-decoration: underline !important; }
league-auction { font-size: 40px !important; color: red !important; text-transform: uppercase !important; }
table, td, th, button, div { font-size: 7px !important; padding: 20px !important; }
</style>`;

/**
 * A third-party page on another origin (another host name and port) that embeds the widget:
 * `/` plain, `/strict` under a CSP with neither 'unsafe-eval' nor 'unsafe-inline' (the lines the
 * README gives embedders), `/blank` and `/hostile` to compare the widget's styles, `/sidebar` 300 px wide.
 */
async function thirdPartySite(apiBase: string): Promise<{ url: string; close(): Promise<void> }> {
  const widget = `<league-auction league-id="1" api-base="${apiBase}" nonce="${NONCE}"></league-auction>`;
  const script = `<script src="${apiBase}/widget/league-auction.js"></script>`;
  const page = (head: string, body: string) => `<!doctype html><html><head><title>Club site</title>${head}</head><body>${body}${script}</body></html>`;
  const pages: Record<string, string> = {
    '/': page('', `<h1>Our league's auction night</h1>${widget}`),
    '/strict': page(violationRecorder, `<h1>Our league's auction night</h1>${widget}`),
    '/blank': page('', widget),
    '/hostile': page(HOSTILE_CSS, widget),
    '/sidebar': page('', `<main style="display:flex;gap:16px"><article style="flex:1">News</article><aside style="width:300px;flex:none">${widget}</aside></main>`),
  };
  const wsBase = apiBase.replace(/^http/, 'ws');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}' ${apiBase}`,
    `connect-src ${apiBase} ${wsBase}`,
    `style-src 'nonce-${NONCE}'`,
    `img-src ${apiBase} https: data:`,
  ].join('; ');
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const html = pages[pathname];
    if (!html) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html', ...(pathname === '/strict' ? { 'content-security-policy': csp } : {}) }).end(html);
  });
  const port = await new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as net.AddressInfo).port)));
  return { url: `http://localhost:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/** The text styles of the widget's elements that hold text, keyed by their place in the widget. */
function widgetTextStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const props = ['font-size', 'font-family', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing', 'text-transform', 'text-decoration-line', 'color', 'text-align'];
    const root = document.querySelector('league-auction')!.shadowRoot!;
    const out: Record<string, string> = {};
    for (const el of root.querySelectorAll('*')) {
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      // Keyed by the element's place (its ancestors' tags and classes): the room moves on between the two
      // pages (a lot opens, a timer runs out), so "the first <strong>" need not be the same element on both.
      const chain: string[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) chain.unshift(`${e.tagName}.${e.getAttribute('class') ?? ''}`);
      const key = chain.join(' > ');
      if (key in out) continue;
      const cs = getComputedStyle(el);
      out[key] = props.map((p) => `${p}: ${cs.getPropertyValue(p)}`).join('; ');
    }
    return out;
  });
}

async function openWidget(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await liveClock(page);
  await page.goto(url);
  await expect(page.getByLabel('Auction bar')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('league-auction tbody tr[data-pid]').first()).toBeVisible({ timeout: 60_000 });
  return page;
}

test('the embeddable widget on another origin: a visitor watches read-only, a token bids', async ({ browser }) => {
  const apiBase = `http://127.0.0.1:${ports[0]}`;
  const site = await thirdPartySite(apiBase);
  try {
    const visitor = await (await browser.newContext()).newPage();
    await liveClock(visitor);
    await visitor.goto(site.url);
    const bar = visitor.getByLabel('Auction bar'); // inside the widget's open shadow root
    await expect(bar).toBeVisible({ timeout: 60_000 });
    await expect(visitor.getByRole('status')).toHaveText(/^(Auction is paused\.|Waiting for a nomination by .+\.)$/);
    await expect(visitor.getByTestId('bid-button')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);

    // The same widget given the commissioner's token: it may nominate for the team whose turn it is.
    const login = await fetch(`${apiBase}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_username: 'commish', password: 'league-demo' }) });
    const { token } = (await login.json()) as { token: string };
    // The bidding widget runs on the page with the strict CSP (no 'unsafe-eval', no 'unsafe-inline').
    const commish = await (await browser.newContext()).newPage();
    await liveClock(commish);
    const cspConsole: string[] = [];
    commish.on('console', (m) => /Content Security Policy/i.test(m.text()) && cspConsole.push(m.text()));
    await commish.goto(`${site.url}strict`);
    await commish.locator('league-auction').evaluate((el, t) => el.setAttribute('token', t), token);
    await expect(commish.getByLabel('Auction bar')).toBeVisible({ timeout: 60_000 });
    // read the room's status once the room is known (the commissioner's controls come with the token's room)
    const roomStatus = commish.getByRole('status');
    await expect(roomStatus).toHaveText(/^(Auction is paused\.|Waiting for a nomination by .+\.)$/);
    await expect(commish.getByRole('group', { name: 'Commissioner controls' })).toBeVisible();
    if ((await roomStatus.textContent()) === 'Auction is paused.') await commish.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(visitor.getByRole('status')).toHaveText(/^Waiting for a nomination by .+\.$/);
    await commish.locator('tbody tr[data-pid]').first().click();
    await expect(commish.getByTestId('bid-button')).toHaveText('Nominate $0');
    await commish.getByTestId('bid-button').click();
    // The visitor's widget on the other origin sees the lot open over its own socket.
    await expect(visitor.getByTestId('current-bid')).toContainText('$0');
    await expect(visitor.getByTestId('bid-button')).toHaveCount(0);
    // ...and the strict page rendered, styled and bid without a single CSP violation.
    await expect(commish.getByTestId('current-bid')).toContainText('$0');
    expect(await commish.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(cspConsole).toEqual([]);
    const barBackground = await commish.getByLabel('Auction bar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(barBackground).not.toBe('rgba(0, 0, 0, 0)'); // styled-components' rules applied (nonce)
  } finally {
    await site.close();
  }
});

test('the widget looks the same on a hostile host page as on a blank one', async ({ browser }) => {
  const site = await thirdPartySite(`http://127.0.0.1:${ports[0]}`);
  try {
    const blank = await widgetTextStyles(await openWidget(browser, `${site.url}blank`));
    const hostile = await widgetTextStyles(await openWidget(browser, `${site.url}hostile`));
    const shared = Object.keys(blank).filter((k) => k in hostile);
    expect(shared.length).toBeGreaterThanOrEqual(5); // the bar, the strips, the pool: what both pages show at once
    for (const key of shared) expect({ key, style: hostile[key] }).toEqual({ key, style: blank[key] });
  } finally {
    await site.close();
  }
});

test('the widget fits a 300 px sidebar: wide tables scroll inside it, nothing else overflows', async ({ browser }) => {
  const site = await thirdPartySite(`http://127.0.0.1:${ports[0]}`);
  try {
    const page = await openWidget(browser, `${site.url}sidebar`);
    const fit = await page.evaluate(() => {
      const host = document.querySelector('league-auction')!;
      const root = host.shadowRoot!.querySelector('.league-auction-root')!;
      const tables = [...host.shadowRoot!.querySelectorAll('table')];
      return {
        hostWidth: host.getBoundingClientRect().width,
        rootOverflow: root.scrollWidth - root.clientWidth,
        tablesWithin: tables.every((t) => t.getBoundingClientRect().right <= host.getBoundingClientRect().right + 0.5),
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(fit.hostWidth).toBeLessThanOrEqual(300);
    expect(fit.rootOverflow).toBeLessThanOrEqual(0);
    expect(fit.tablesWithin).toBe(true);
    expect(fit.pageOverflow).toBeLessThanOrEqual(0);
  } finally {
    await site.close();
  }
});

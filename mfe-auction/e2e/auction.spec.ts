import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { E2E_NOW, expect, pinClock, test } from './pinned-clock';
import { MongoClient } from 'mongodb';

const repoRoot = path.resolve(__dirname, '..', '..');
const dbPath = process.env.E2E_AUCTION_DB_PATH ?? path.join(repoRoot, 'api', '.data', 'auction-e2e-db');
const procs: ChildProcess[] = [];
/** Both api processes run one clock: the suite's instant, standing for the moment the suite started. */
const clockBase = String(Date.now());

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

/** One api process on the shared database (MONGODB_URI: leases + change stream between instances). */
async function startApi(port: number, uri: string): Promise<ChildProcess> {
  const p = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), MONGODB_URI: uri, LOG_LEVEL: 'warn', NODE_ENV: 'development', TEST_CLOCK: E2E_NOW, TEST_CLOCK_BASE: clockBase },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  procs.push(p);
  await waitFor(`http://127.0.0.1:${port}/config.json`, 300_000);
  return p;
}

async function openAuction(browser: Browser, user: string, port: number): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })).newPage();
  await pinClock(page);
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user);
  await page.getByLabel('Password').fill('league-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('drawer').getByRole('button', { name: 'Logout' })).toBeAttached();
  await page.goto('/leagues/1/auction');
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
  ports = [await freePort(), await freePort()];
  await startApi(ports[0], uri); // the first start imports the data and seeds the demo league
  await startApi(ports[1], uri);
  // A live auction with room to buy: start a minute ago, 12 s bid timer, two open spots per team.
  const client = await MongoClient.connect(uri);
  const db = client.db();
  await db.collection('leagues').updateOne({ uid: 1 }, { $set: { free_agency_live_auction_start: Math.floor(Date.parse(E2E_NOW) / 1000) - 60, auction_bid_timer_seconds: 12, auction_nomination_timer_seconds: 120 } });
  await db.collection('auction_rooms').deleteMany({ lid: 1 });
  await db.collection('auction_log').deleteMany({ lid: 1 });
  await db.collection('auction_leases').deleteMany({ lid: 1 });
  const bench = await db.collection('rosters_players').find({ lid: 1, slot: 11 }).toArray();
  const removed = new Map<number, number>();
  for (const row of bench) {
    if ((removed.get(row.tid) ?? 0) >= 2) continue;
    await db.collection('rosters_players').deleteOne({ _id: row._id });
    removed.set(row.tid, (removed.get(row.tid) ?? 0) + 1);
  }
  await client.close();
});

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
});

/** A third-party page on another origin (another host name and port) that embeds the widget. */
async function thirdPartySite(apiBase: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html><head><title>Club site</title></head><body>
<h1>Our league's auction night</h1>
<league-auction league-id="1" api-base="${apiBase}"></league-auction>
<script src="${apiBase}/widget/league-auction.js"></script>
</body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  const port = await new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as net.AddressInfo).port)));
  return { url: `http://localhost:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

test('the embeddable widget on another origin: a visitor watches read-only, a token bids', async ({ browser }) => {
  const apiBase = `http://127.0.0.1:${ports[0]}`;
  const site = await thirdPartySite(apiBase);
  try {
    const visitor = await (await browser.newContext()).newPage();
    await pinClock(visitor);
    await visitor.goto(site.url);
    const bar = visitor.getByLabel('Auction bar'); // inside the widget's open shadow root
    await expect(bar).toBeVisible({ timeout: 60_000 });
    await expect(visitor.getByRole('status')).toHaveText(/^(Auction is paused\.|Waiting for a nomination by .+\.)$/);
    await expect(visitor.getByTestId('bid-button')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);

    // The same widget given the commissioner's token: it may nominate for the team whose turn it is.
    const login = await fetch(`${apiBase}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email_or_username: 'commish', password: 'league-demo' }) });
    const { token } = (await login.json()) as { token: string };
    const commish = await (await browser.newContext()).newPage();
    await pinClock(commish);
    await commish.goto(site.url);
    await commish.locator('league-auction').evaluate((el, t) => el.setAttribute('token', t), token);
    await expect(commish.getByLabel('Auction bar')).toBeVisible({ timeout: 60_000 });
    if ((await commish.getByRole('status').textContent()) === 'Auction is paused.') await commish.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(visitor.getByRole('status')).toHaveText(/^Waiting for a nomination by .+\.$/);
    await commish.locator('tbody tr[data-pid]').first().click();
    await expect(commish.getByTestId('bid-button')).toHaveText('Nominate $0');
    await commish.getByTestId('bid-button').click();
    // The visitor's widget on the other origin sees the lot open over its own socket.
    await expect(visitor.getByTestId('current-bid')).toContainText('$0');
    await expect(visitor.getByTestId('bid-button')).toHaveCount(0);
  } finally {
    await site.close();
  }
});

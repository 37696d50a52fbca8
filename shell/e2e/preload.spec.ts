import { expect, test } from './pinned-clock';

/**
 * No avoidable waterfall (issue #20): on a phone network the auction room's remote files and first data
 * are asked for while the shell's own script is still downloading, each once (the preloads serve the
 * real requests), no preload goes unused, and the remote map comes with the page instead of from
 * `/config.json`.
 */
test('the route\'s remote and first data load beside the shell\'s script, each once, without /config.json', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // the bench's phone network: scripts take long enough on the wire to see what waits for what
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const count = new Map<string, number>();
  const key = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  page.on('request', (r) => {
    const k = key(r.url());
    count.set(k, (count.get(k) ?? 0) + 1);
    if (!started.has(k)) started.set(k, performance.now());
  });
  page.on('requestfinished', (r) => finished.set(key(r.url()), performance.now()));
  const unusedPreloads: string[] = [];
  page.on('console', (m) => /preloaded using link preload but not used/.test(m.text()) && unusedPreloads.push(m.text()));

  await page.goto('/leagues/1/auction');
  // the page's own room (the api's first screen of it is in the page answer until the page takes over)
  await expect(page.locator('#root').getByLabel('Auction bar')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#root tbody tr[data-pid]').first()).toBeVisible({ timeout: 60_000 });

  const find = (re: RegExp) => {
    const hit = [...count.keys()].find((k) => re.test(k));
    expect(hit, String(re)).toBeTruthy();
    return hit!;
  };
  const main = find(/^\/main\.[0-9a-f]+\.js$/);
  const entry = find(/^\/remotes\/mfe-auction\/[^/]+\/remoteEntry\.js$/);
  const manifest = find(/^\/remotes\/mfe-auction\/[^/]+\/mf-manifest\.json$/);
  const expose = find(/^\/remotes\/mfe-auction\/[^/]+\/__federation_expose_app\.[0-9a-f]+\.js$/);
  const pool = find(/^\/api\/leagues\/1\/auction\/pool\?/);
  for (const k of [entry, manifest, expose, pool]) {
    expect(started.get(k)!, `${k} asked for before the shell's script arrived`).toBeLessThan(finished.get(main)!);
    expect(count.get(k), `${k} requested once`).toBe(1);
  }
  expect(count.has('/config.json')).toBe(false);
  // every script is fetched once (a preload that did not match its real request would be fetched twice)
  expect([...count].filter(([k, n]) => k.endsWith('.js') && n > 1)).toEqual([]);
  // ...and every preload was used: Chromium warns a few seconds after load of one that was not
  await page.waitForTimeout(4000);
  expect(unusedPreloads).toEqual([]);
});

test('on every main route each preload is used and no script is fetched twice', async ({ page }) => {
  for (const route of ['/leagues/1', '/leagues/1/rosters', '/leagues/1/players', '/data-views']) {
    const count = new Map<string, number>();
    const onRequest = (r: { url(): string; headers(): Record<string, string> }) => {
      // a worker's own requests (the players page's values worker loads the rules' chunks for itself, from
      // the HTTP cache once the page has them; its referer is its script) are no page preload's to serve
      if (/\.js$/.test(r.headers().referer ?? '')) return;
      const u = new URL(r.url());
      count.set(u.pathname, (count.get(u.pathname) ?? 0) + 1);
    };
    const unused: string[] = [];
    const onConsole = (m: { text(): string }) => /preloaded using link preload but not used/.test(m.text()) && unused.push(m.text());
    page.on('request', onRequest);
    page.on('console', onConsole);
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(4000);
    page.off('request', onRequest);
    page.off('console', onConsole);
    expect({ route, twice: [...count].filter(([k, n]) => k.endsWith('.js') && n > 1) }).toEqual({ route, twice: [] });
    expect({ route, unused }).toEqual({ route, unused: [] });
    // the players table's default-weight points are preloaded and the preload serves the page's call
    if (route === '/leagues/1/players') expect(count.get('/api/leagues/1/projections/points')).toBe(1);
  }
});

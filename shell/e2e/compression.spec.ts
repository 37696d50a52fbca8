import { expect, test, type Response } from '@playwright/test';

/**
 * Every kind of text response a first visit gets is compressed: the page, the scripts (shell and
 * remote), the federation manifest, and JSON from the api above the threshold.
 */
test('HTML, JS, manifests and JSON arrive with Content-Encoding', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const players = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/players' && r.ok(), { timeout: 60_000 });
  await page.goto('/leagues/0/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible({ timeout: 60_000 });
  await players;

  const encodingOf = async (match: (url: URL) => boolean) => {
    const found = responses.find((r) => r.ok() && match(new URL(r.url())));
    expect(found, 'a matching response').toBeTruthy();
    return { url: found!.url(), encoding: (await found!.allHeaders())['content-encoding'], vary: (await found!.allHeaders())['vary'] };
  };
  const kinds = {
    html: await encodingOf((u) => u.pathname === '/leagues/0/players'),
    shellScript: await encodingOf((u) => /^\/main\.[0-9a-f]+\.js$/.test(u.pathname)),
    remoteEntry: await encodingOf((u) => u.pathname.startsWith('/remotes/mfe-research/') && u.pathname.endsWith('/remoteEntry.js')),
    manifest: await encodingOf((u) => u.pathname.endsWith('/mf-manifest.json')),
    json: await encodingOf((u) => u.pathname === '/api/players'),
  };
  for (const [kind, { url, encoding, vary }] of Object.entries(kinds)) {
    expect(encoding, `${kind} ${url}`).toMatch(/^(br|gzip)$/);
    expect(vary, `${kind} ${url}`).toMatch(/Accept-Encoding/i);
  }
});

test('a client that accepts no encoding gets the bytes as they are', async ({ request }) => {
  const res = await request.get('/leagues/0', { headers: { 'accept-encoding': 'identity' } });
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-encoding']).toBeUndefined();
  expect(await res.text()).toMatch(/^<!doctype html>/i);
});

import { expect, test } from './pinned-clock';

/**
 * The published HTTP contract as a feature team meets it: the reference page at /api/docs renders the
 * OpenAPI document (served by the api itself, no CDN), lists the live auction's calls, and its "Test
 * Request" client runs one of them against the demo league.
 */
test('the API reference lists the auction calls and runs one against the demo league', async ({ page }) => {
  await page.goto('/api/docs');
  await page.getByRole('button', { name: 'Open Group - Auction' }).click();
  for (const summary of ["Where a league's live auction stands", 'Schedule the live auction', 'Start the live auction now', 'Reset the live auction']) {
    await expect(page.getByText(summary).first()).toBeVisible();
  }

  await page.getByText("Where a league's live auction stands").first().click();
  await page.getByRole('button', { name: /Test Request\s*\(get \/leagues\/\{leagueId\}\/auction\)/ }).click();
  // the operation's example (league 1) fills the path parameter; the answer is the demo league's room
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/leagues/1/auction') && r.request().method() === 'GET');
  await page.getByRole('button', { name: /^Send get request to .*\/api\/leagues\/\{leagueId\}\/auction/ }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ paused: expect.any(Boolean) });
});

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './pinned-clock';
import { login } from './helpers';

/**
 * Player research on the real product (issue #12): a visitor opens a player on the default league's
 * players page and walks every data tab of the drawer — gamelogs, seasons, schedule with its week tabs,
 * practice reports and the betting markets with their chart — all on the shipped data.
 */

const MAHOMES = /Patrick Mahomes/;

/** The stat lines are imported in the background after the api listens: wait for 2025's. */
async function statLinesLoaded(request: APIRequestContext, pid: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`/api/players/${pid}/gamelogs`)).json()) as { years?: Array<{ year: number; complete: boolean }> };
        return body.years?.find((y) => y.year === 2025)?.complete ?? false;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
}

test('a visitor opens a player and walks the drawer tabs on real data', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/leagues/0/players');
  await page.getByLabel('Search players').fill('Mahomes');
  const row = page.getByRole('row', { name: MAHOMES }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  const search = (await (await page.request.post('/api/players', { data: { q: 'Mahomes', limit: 5 } })).json()) as { players: Array<{ pid: string; name: string }> };
  const pid = search.players.find((p) => MAHOMES.test(p.name))!.pid;
  await statLinesLoaded(page.request, pid);

  await row.click();
  const drawer = page.getByRole('region', { name: 'Patrick Mahomes details' });
  await expect(drawer).toBeVisible();
  const tabs = drawer.getByRole('tablist', { name: 'Player details' });
  await expect(tabs.getByRole('tab')).toHaveText(['Games', 'Seasons', 'Schedule', 'Projections', 'Practice', 'Betting Markets']);

  // Games: the newest season's gamelogs with points and the position rank
  await expect(tabs.getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
  const games = drawer.getByRole('table', { name: 'Gamelogs 2025' });
  await expect(games).toBeVisible();
  expect(await games.locator('tbody tr').count()).toBeGreaterThan(10);
  await expect(games.locator('tbody tr').first().locator('td').nth(2)).toHaveText(/^[A-Z]{2,3}$/);

  // Seasons
  await tabs.getByRole('tab', { name: 'Seasons' }).click();
  const seasons = drawer.getByRole('table', { name: 'Regular-season stats by year' });
  await expect(seasons.locator('tbody tr').first().locator('td').first()).toHaveText('2025');

  // Schedule: week tabs of KC's 2026 season, @ for away games, the BYE, opponent gamelogs
  await tabs.getByRole('tab', { name: 'Schedule' }).click();
  const weeks = drawer.getByRole('tablist', { name: '2026 schedule' });
  await expect(weeks.getByRole('tab', { name: 'BYE' })).toHaveCount(1);
  await expect(weeks.getByRole('tab', { name: /^W\d+ @[A-Z]+$/ }).first()).toBeVisible();
  const away = weeks.getByRole('tab', { name: /^W\d+ @[A-Z]+$/ }).first();
  const opp = ((await away.textContent()) ?? '').split('@')[1];
  await away.click();
  await expect(drawer.getByRole('table', { name: `QBs against ${opp} in 2025` })).toBeVisible();
  await weeks.getByRole('tab', { name: 'BYE' }).click();
  await expect(drawer.getByRole('tabpanel').last().getByText('BYE', { exact: true })).toBeVisible();

  // Practice: his real 2025 reports
  await tabs.getByRole('tab', { name: 'Practice' }).click();
  const practice = drawer.getByRole('table', { name: 'Injury and practice reports' });
  await expect(practice.locator('tbody tr').first().locator('td').first()).toHaveText('2025');

  // Betting Markets: no props ship, said plainly; KC's game markets with the chart on real lines
  await tabs.getByRole('tab', { name: 'Betting Markets' }).click();
  await expect(tabs.getByRole('tab', { name: 'Betting Markets' })).toBeInViewport();
  await expect(drawer.getByRole('note')).toContainText('No player prop markets for Patrick Mahomes');
  await drawer.getByLabel('Select Market').selectOption('GAME_TOTAL');
  const chart = drawer.getByTestId('market-chart');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('svg title, svg .highcharts-title').first()).toContainText('GAME TOTAL: line and American odds over time');
  // two axes (line, odds), a series of real points, the weekly bands and the breaks between seasons
  await expect(chart.locator('.highcharts-yaxis')).toHaveCount(2);
  expect(await chart.locator('.highcharts-series-0 .highcharts-graph').count()).toBeGreaterThanOrEqual(1);
  // KC's over odds: one marker per game since 2020 with a total line
  expect(await chart.locator('.highcharts-series-1 .highcharts-point').count()).toBeGreaterThan(100);
  expect(await chart.locator('.highcharts-plot-band').count()).toBeGreaterThan(50);
  const summary = drawer.getByRole('table', { name: 'Hit rate and edge (latest price)' });
  // the latest price is a 2026 game: no 2026 game is settled in the data, so This Season is empty and
  // Last Season holds KC's 2025 overs
  const over = summary.getByRole('row', { name: /OVER/ }).locator('td');
  await expect(over.nth(0)).toHaveText('–');
  await expect(over.nth(2)).toHaveText(/^\d+%$/);
  await expect(over.nth(3)).toHaveText(/^-?\d+%$/);
  await expect(drawer.getByRole('table', { name: 'Prices' }).locator('tbody tr').first()).toContainText('NFLVERSE');
});

test("an owner in the demo league opens a rostered player on the Transactions tab", async ({ page }) => {
  const [latest] = (await (await page.request.get('/api/leagues/1/transactions?limit=1')).json()) as Array<{ pid: string }>;
  const player = (await (await page.request.get(`/api/players/${latest.pid}`)).json()) as { name: string };
  await login(page, 'owner1', 'league-demo');
  await page.goto('/leagues/1/players');
  await page.getByLabel('Search players').fill(player.name);
  await page.getByRole('row', { name: new RegExp(player.name) }).first().click({ timeout: 60_000 });
  const drawer = page.getByRole('region', { name: `${player.name} details` });
  await expect(drawer.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByLabel('Transaction summary')).toContainText('Extension Count');
  expect(await drawer.getByRole('table', { name: 'Transactions' }).locator('tbody tr').count()).toBeGreaterThan(0);
});

for (const width of [390, 1280]) {
  test(`the drawer's tabs at ${width} px have no WCAG A/AA violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/leagues/0/players');
    await page.getByLabel('Search players').fill('Mahomes');
    const open = width < 600 ? page.getByRole('button', { name: 'Open Patrick Mahomes' }) : page.getByRole('row', { name: MAHOMES }).first();
    await open.click({ timeout: 60_000 });
    const drawer = page.getByRole('region', { name: 'Patrick Mahomes details' });
    const tabs = drawer.getByRole('tablist', { name: 'Player details' });
    for (const name of ['Games', 'Schedule', 'Practice', 'Betting Markets']) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toBeInViewport();
      await expect(drawer.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      if (name === 'Betting Markets') await drawer.locator('.highcharts-root').waitFor();
      const result = await new AxeBuilder({ page }).include('[aria-label="Patrick Mahomes details"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      // the drawer was checked (axe found its rules to apply)
      expect(result.passes.length).toBeGreaterThan(5);
      expect(result.violations.map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 3).join(' | ')}`)).toEqual([]);
    }
  });
}

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './pinned-clock';
import { login, projectionsReady } from './helpers';

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

/** The numbers of a table's body, row by row (a dash is null). */
async function numbers(table: Locator): Promise<Array<Array<number | null>>> {
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return rows.map((cells) => cells.map((c) => (c === '–' ? null : Number(c))));
}

test('an owner in the demo league opens his own starter: Transactions, then Contribution and Value with their charts', async ({ page }) => {
  test.setTimeout(300_000);
  await projectionsReady(page.request);
  // owner1 owns team 1: his quarterback in a starting slot (before the bench, slot 11)
  const { rosters } = (await (await page.request.get('/api/leagues/1/rosters')).json()) as { rosters: Array<{ tid: number; players: Array<{ pid: string; pos: string; slot: number }> }> };
  const mine = rosters.find((r) => r.tid === 1)!.players.find((p) => p.pos === 'QB' && p.slot < 11)!;
  const player = (await (await page.request.get(`/api/players/${mine.pid}`)).json()) as { name: string };
  await login(page, 'owner1', 'league-demo');
  await page.goto('/leagues/1/players');
  await page.getByLabel('Search players').fill(player.name);
  await page.getByRole('row', { name: new RegExp(player.name) }).first().click({ timeout: 60_000 });
  const drawer = page.getByRole('region', { name: `${player.name} details` });
  const tabs = drawer.getByRole('tablist', { name: 'Player details' });
  await expect(tabs.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByLabel('Transaction summary')).toContainText('Extension Count');
  expect(await drawer.getByRole('table', { name: 'Transactions' }).locator('tbody tr').count()).toBeGreaterThan(0);

  // the Projections tab's own figures: this week's points, and his lineups for his team (owner1's)
  await tabs.getByRole('tab', { name: 'Projections' }).click();
  const valuesNote = drawer.getByText(/^Projected [\d.]+ points this week, [\d.]+ rest of season/);
  const lineupsNote = drawer.getByText(/^Projected to start \d+ of \d+ remaining weeks/);
  await expect(valuesNote).toBeVisible({ timeout: 60_000 });
  await expect(lineupsNote).toBeVisible({ timeout: 60_000 });
  const [, thisWeek, ros] = /^Projected ([\d.]+) points this week, ([\d.]+) rest of season/.exec((await valuesNote.textContent()) ?? '')!.map(Number);
  const [, starts, weeks, , bench] = /start (\d+) of (\d+) remaining weeks for his team: ([\d.]+) starter points, ([\d.]+) bench points/.exec((await lineupsNote.textContent()) ?? '')!.map(Number);
  expect(weeks).toBeGreaterThan(1);

  // Value: the points-over-replacement chart and its table, one row per remaining week, the same points
  await tabs.getByRole('tab', { name: 'Value' }).click();
  const valueChart = drawer.getByTestId('value-chart');
  await expect(valueChart.locator('svg')).toBeVisible({ timeout: 60_000 });
  for (const series of [0, 1, 2]) await expect(valueChart.locator(`.highcharts-series-group .highcharts-series-${series} .highcharts-point`)).toHaveCount(weeks);
  await expect(valueChart.locator('figcaption')).toContainText(`${player.name}: projected points against the worst starter and the best available`);
  const value = await numbers(drawer.getByRole('table', { name: 'Points over replacement' }));
  expect(value).toHaveLength(weeks);
  expect(value[0][1]).toBe(thisWeek);
  // the rest of season is the sum of the weeks (each shown to a tenth)
  expect(Math.abs(value.reduce((sum, w) => sum + w[1]!, 0) - ros)).toBeLessThanOrEqual(0.05 * weeks + 0.05);
  for (const [, points, worst, best, over] of value) {
    expect(worst).not.toBeNull();
    expect(best).not.toBeNull();
    expect(Math.abs(points! - worst! - over!)).toBeLessThanOrEqual(0.11);
  }

  // Contribution: the lineup chart and its table; he starts or sits each week, and what he adds to owner1's
  // best lineup is at most his own points that week (the Value table's), his bench points exactly those
  await tabs.getByRole('tab', { name: 'Contribution' }).click();
  const lineupChart = drawer.getByTestId('lineup-chart');
  await expect(lineupChart.locator('svg')).toBeVisible({ timeout: 60_000 });
  await expect(lineupChart.locator('.highcharts-xaxis-labels text')).toHaveText(value.map(([week]) => `W${week}`));
  const contribution = await numbers(drawer.getByRole('table', { name: 'Lineup contribution' }));
  expect(contribution.map(([week]) => week)).toEqual(value.map(([week]) => week));
  contribution.forEach(([, added, benched], i) => {
    expect(added === 0 || benched === 0).toBe(true);
    expect(added!).toBeLessThanOrEqual(value[i][1]! + 0.05);
    if (benched! > 0) expect(benched).toBe(value[i][1]);
  });
  expect(contribution.filter(([, added]) => added! > 0).length).toBeLessThanOrEqual(starts);
  expect(Math.abs(contribution.reduce((sum, w) => sum + w[2]!, 0) - bench)).toBeLessThanOrEqual(0.05 * weeks + 0.05);
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

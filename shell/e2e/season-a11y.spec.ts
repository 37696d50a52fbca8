import AxeBuilder from '@axe-core/playwright';
import { historyPlayed } from './helpers';
import { expect, test } from './pinned-clock';

/**
 * The season pages (matchups, standings, schedule) checked with axe-core against WCAG 2.0/2.1/2.2 A and
 * AA, as a visitor, on a phone width and a desktop width: no violation (after the demo history is in).
 */
const PAGES: Array<[string, string]> = [
  ['/leagues/1/matchups/2025/5', 'Matchups'],
  ['/leagues/1/standings', 'Standings'],
  ['/leagues/1/schedule', 'Schedule'],
];

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await historyPlayed(request);
});

for (const width of [390, 1280]) {
  for (const [url, heading] of PAGES) {
    test(`${heading} at ${width} px has no WCAG A/AA violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(url);
      await expect(page.getByRole('heading', { name: new RegExp(`^${heading}`), level: 1 })).toBeVisible();
      // a played season: its bracket and chart are on the page too
      if (heading === 'Standings') await page.getByLabel('Year').selectOption('2025');
      if (heading === 'Standings') await page.getByRole('img', { name: /^Points for and potential points/ }).waitFor();
      // the page's data is in (no skeleton left)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
}

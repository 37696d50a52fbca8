import { expect, test, type Locator } from '@playwright/test';
import { login, tookOver } from './helpers';

/** WCAG 2.2 2.5.8 (AA): a pointer target is at least 24 x 24 CSS px. */
const MIN = 24;

/** Visible controls under `scope` smaller than 24 x 24, described for the failure message. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots, min) => {
    const small: string[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input, select, [role="button"]')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue; // not rendered
        if (r.width < min || r.height < min) small.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
      }
    }
    return small;
  }, MIN);
}

test('tap targets of the rosters screen and the auction room are at least 24 px on a phone', async ({ page }) => {
  await login(page, 'owner1', 'league-demo'); // at desktop width: the helper reads the open drawer
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/leagues/1/rosters');
  await tookOver(page);
  const cards = page.locator('article[aria-label]');
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  expect(await smallTargets(cards)).toEqual([]);

  await page.goto('/leagues/1/auction');
  await tookOver(page);
  await expect(page.getByLabel('Auction bar')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('tbody tr[data-pid]').first()).toBeVisible({ timeout: 60_000 });
  const room = page.locator('.live-auction');
  expect(await smallTargets(room)).toEqual([]);
  // the pool's rows are click targets too
  const row = await page.locator('tbody tr[data-pid]').first().boundingBox();
  expect(row!.height).toBeGreaterThanOrEqual(MIN);
});

import { expect, test } from './pinned-clock';
import { login, projectionsReady } from './helpers';

/**
 * Projections and values on the real product (issue #12): an owner of the demo league gives our own
 * projection source ("League Model", computed by the product from the shipped stats) a weight of 0 in
 * the drawer's Projections tab, sees the values recomputed with the spec's notice, in the drawer and
 * in the players table, and puts the weight back.
 */

test('an owner sets a source weight and sees the values change, with the notices', async ({ page }) => {
  test.setTimeout(300_000);
  await projectionsReady(page.request);
  await login(page, 'owner1', 'league-demo');
  await page.goto('/leagues/1/players');
  await page.getByLabel('Search players').fill('Mahomes');
  const table = page.getByRole('table', { name: 'Players' });
  const row = table.getByRole('row', { name: /Patrick Mahomes/ }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  // the projected points arrive from the values worker after the list
  await expect(table.getByRole('columnheader', { name: /^Proj/ })).toBeVisible({ timeout: 60_000 });
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((h) => h.replace(/[▲▼]/g, '') === 'Proj');
  expect(column).toBeGreaterThan(0);
  const proj = row.locator('th, td').nth(column);
  await expect(proj).toHaveText(/^\d+(\.\d)?$/);
  const before = (await proj.textContent()) ?? '';
  expect(Number(before)).toBeGreaterThan(0);

  await row.click();
  const drawer = page.getByRole('region', { name: 'Patrick Mahomes details' });
  await drawer.getByRole('tablist', { name: 'Player details' }).getByRole('tab', { name: 'Projections' }).click();
  const values = drawer.getByText(/^Projected [\d.]+ points this week/);
  await expect(values).toBeVisible();
  const weight = drawer.getByLabel('Weight of League Model');
  try {
    await weight.fill('0');
    await weight.blur();
    await expect(page.getByText('Calculating values').first()).toBeVisible();
    // no source weighs anything: nothing is projected, in the drawer and in the table
    await expect(values).toHaveText(/^Projected 0(\.0)? points this week, 0(\.0)? rest of season/);
    await expect(proj).not.toHaveText(before);
  } finally {
    await weight.fill('1');
    await weight.blur();
  }
  await expect(proj).toHaveText(before);
});

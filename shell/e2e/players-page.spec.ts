import { expect, test } from './pinned-clock';

/**
 * The players page on the real product (issue #12), as a visitor at the suite's instant (week 12 of
 * 2026, in season): the week view with the shipped schedule's real lines, the list filters, and the
 * watchlist kept in the browser across a reload.
 */
test('a visitor switches to the week view, filters, and keeps a watchlist locally', async ({ page }) => {
  await page.goto('/leagues/0/players');
  const table = page.getByRole('table', { name: 'Players' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const view = page.getByRole('combobox', { name: 'View' });
  await expect(view).toHaveValue('ros');

  // Week Projections, week 1: KC hosts DEN, favoured by 3 with a total of 42.5 (schedules.csv, 2026)
  await view.selectOption('week');
  await expect(page.getByRole('combobox', { name: 'Week' })).toHaveValue('12');
  await page.getByRole('combobox', { name: 'Week' }).selectOption('1');
  await page.getByRole('button', { name: 'QB', exact: true }).click();
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByText('NFL Teams: all').click();
  await filters.getByRole('checkbox', { name: 'KC', exact: true }).check();
  await filters.getByText('NFL Teams: 1').click();
  const mahomes = table.getByRole('row', { name: /Patrick Mahomes/ });
  await expect(mahomes).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const cell = (header: string) => mahomes.locator('th, td').nth(headers.findIndex((h) => h.replace(/[▲▼]/g, '') === header));
  await expect(cell('Opp')).toHaveText('DEN');
  await expect(cell('Spread')).toHaveText('-3');
  await expect(cell('O/U')).toHaveText('42.5');
  await expect(cell('Team Total')).toHaveText('22.75');
  // every row left is a KC quarterback
  for (const pos of await table.locator('tbody tr:not(.spacer) td:nth-child(3)').allTextContents()) expect(pos).toBe('QB');

  // the watchlist: a star, the watchlist-only flag, and a reload keeps it (localStorage for visitors)
  await mahomes.getByRole('button', { name: 'Watch Patrick Mahomes' }).click();
  await expect(mahomes.getByRole('button', { name: 'Watch Patrick Mahomes' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'QB', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Watchlist only' }).check();
  await expect(table.getByRole('rowheader')).toHaveText(['Patrick Mahomes']);
  await page.reload();
  await page.getByRole('checkbox', { name: 'Watchlist only' }).check();
  await expect(table.getByRole('rowheader')).toHaveText(['Patrick Mahomes']);
});

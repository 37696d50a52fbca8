import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './pinned-clock';
import { clickMenuLink, drawer, login } from './helpers';

test('league settings: the commissioner changes settings (an external id, a scoring value) and sees each saved, with the notice and in the history', async ({ page }) => {
  // an external id: a setting no other page shows, so the rest of the suite reads the league unchanged
  const espn = `e2e-${Math.random().toString(36).slice(2, 8)}`;
  await login(page, 'commish', 'league-demo');
  await page.goto('/leagues/1');
  await clickMenuLink(page, 'League Settings');
  await expect(page).toHaveURL(/\/leagues\/1\/settings$/);

  const external = page.getByRole('region', { name: 'External ids' });
  await external.getByLabel('ESPN id').fill(espn);
  await external.getByRole('button', { name: 'Save external ids' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ESPN id saved' })).toBeVisible();

  // the page reloaded the league: the field holds the new value, and the history names who changed it
  await expect(page.getByRole('region', { name: 'External ids' }).getByLabel('ESPN id')).toHaveValue(espn);
  const row = page.getByRole('table', { name: 'Settings history' }).getByRole('row').filter({ hasText: espn }).first();
  await expect(row).toContainText('commish');
  await expect(row).toContainText('ESPN id');

  // a scoring setting: the notice names it and the history records it; then it is put back
  const scoring = page.getByRole('region', { name: 'Scoring' });
  const tdp = await scoring.getByLabel('Passing TD').inputValue();
  const changed = String(Number(tdp) + 2);
  await scoring.getByLabel('Passing TD').fill(changed);
  await scoring.getByRole('button', { name: 'Save scoring' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passing TD saved' })).toBeVisible();
  const scored = page.getByRole('table', { name: 'Settings history' }).getByRole('row').filter({ hasText: 'Passing TD' }).first();
  await expect(scored).toContainText('commish');
  await expect(scored.getByRole('cell').last()).toHaveText(changed);
  await scoring.getByLabel('Passing TD').fill(tdp);
  await scoring.getByRole('button', { name: 'Save scoring' }).click();
  await expect(page.getByRole('table', { name: 'Settings history' }).getByRole('row').filter({ hasText: 'Passing TD' }).first().getByRole('cell').last()).toHaveText(tdp);

  // a change the rosters cannot live with is refused next to its field, and nothing is written
  const money = page.getByRole('region', { name: 'Money' });
  await money.getByLabel('Salary cap').fill('1');
  await money.getByRole('button', { name: 'Save money' }).click();
  await expect(money.getByRole('alert').first()).toContainText('exceed a cap of $1');
  await expect(money.getByLabel('Salary cap')).toHaveAttribute('aria-invalid', 'true');
});

test('team settings: an owner renames their team, sees Team setting saved and the new name in the side menu', async ({ page }) => {
  await login(page, 'owner3', 'league-demo');
  await page.goto('/leagues/1');
  await clickMenuLink(page, 'Team Settings');
  await expect(page).toHaveURL(/\/leagues\/1\/team-settings$/);
  const original = await page.getByLabel('Team name').inputValue();
  await expect(drawer(page).getByTestId('drawer-team')).toHaveText(original);
  const renamed = `Renamed ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByLabel('Team name').fill(renamed);
  await page.getByRole('button', { name: 'Save team settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team setting saved' })).toBeVisible();
  await expect(drawer(page).getByTestId('drawer-team')).toHaveText(renamed);
  // put it back: the rest of the suite reads the demo teams as seeded
  await page.getByLabel('Team name').fill(original);
  await page.getByRole('button', { name: 'Save team settings' }).click();
  await expect(drawer(page).getByTestId('drawer-team')).toHaveText(original);
});

test('league settings at 390 px: the page fits the phone, tables scroll inside their region', async ({ page }) => {
  await login(page, 'commish', 'league-demo');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/leagues/1/settings');
  await expect(page.getByRole('region', { name: 'Scoring' }).getByLabel('Passing yard')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const width of [390, 1280]) {
  for (const [url, user, heading] of [['/leagues/1/settings', 'commish', 'League settings'], ['/leagues/1/team-settings', 'owner3', 'Team settings']]) {
    test(`${heading} at ${width} px has no WCAG A/AA violation`, async ({ page }) => {
      await login(page, user, 'league-demo');
      await page.setViewportSize({ width, height: 844 });
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible();
      const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
}

import path from 'node:path';
import { expect, test } from './pinned-clock';
import { clickMenuLink, drawer, login, logout, tooltipText } from './helpers';

/**
 * The README's landing screenshot is refreshed with E2E_SCREENSHOTS=1; other runs keep theirs with
 * the test output so the checked-in image does not change on every run.
 */
const landingShot = (outputPath: (name: string) => string) =>
  process.env.E2E_SCREENSHOTS === '1' ? path.join(__dirname, 'screenshots', 'landing.png') : outputPath('landing.png');

test('newcomer: lands on data views, browses players, registers, logs in as an owner, logs out', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/data-views$/);
  // The data views remote loads on the landing page; that view is the README screenshot.
  await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: landingShot((name) => testInfo.outputPath(name)) });

  // Visitor header and its tooltip.
  const header = drawer(page).getByText('League not connected', { exact: true });
  await expect(header).toBeVisible();
  await header.hover();
  await expect(page.getByRole('tooltip')).toHaveText(tooltipText);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(drawer(page).getByText('No upcoming events')).toBeVisible();

  // The players page lists real players from the imported NFL data set.
  await clickMenuLink(page, 'Players');
  await expect(page).toHaveURL(/\/leagues\/0\/players$/);
  await page.getByLabel('Search players').fill('Mahomes');
  await expect(page.getByText('Patrick Mahomes').first()).toBeVisible({ timeout: 30_000 });

  // Register a new account: the token is stored and the profile loaded.
  const suffix = Math.random().toString(36).slice(2, 10);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(`newcomer-${suffix}@example.com`);
  await page.getByLabel('Username').fill(`newcomer_${suffix}`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(drawer(page).getByRole('button', { name: 'Logout' })).toBeAttached();
  expect(await page.evaluate(() => window.localStorage.getItem('league.token'))).toBeTruthy();
  await logout(page);

  // The demo league owner sees the team section.
  await login(page, 'owner1', 'league-demo');
  await expect(page).toHaveURL(/\/leagues\/1$/);
  const team = page.getByTestId('team-section');
  await expect(team.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Lineup' })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Trade' })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Team Settings' })).toBeVisible();
  await expect(drawer(page).getByText('League not connected')).toHaveCount(0);

  await logout(page);
  expect(await page.evaluate(() => window.localStorage.getItem('league.token'))).toBeNull();
  await expect(page.getByTestId('team-section')).toHaveCount(0);
});

import { expect, test } from './pinned-clock';
import { clickMenuLink } from './helpers';

test('a remote whose manifest is unreachable shows the fallback, retries once back, and the others keep working', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  let rosterDown = true;
  await page.route('**/remotes/mfe-roster/*/mf-manifest.json', (route) => (rosterDown ? route.abort('connectionrefused') : route.fallback()));

  await page.goto('/leagues/0/rosters');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote', 'mfe_roster');
  await expect(fallback.getByRole('heading')).toHaveText('Rosters and teams could not be loaded');
  // The runtime's own text and code reach the console (and the error report), never the screen.
  await expect(fallback).not.toContainText('Federation Runtime');
  await expect(fallback).not.toContainText('RUNTIME-');
  await expect(page.locator('body')).not.toContainText('#RUNTIME-');
  expect(consoleErrors.some((text) => text.includes('remote mfe_roster could not be loaded'))).toBe(true);

  // Retrying while it is still down fails again, without breaking anything.
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();

  // Other routes keep working: another remote, a text page, the drawer.
  await clickMenuLink(page, 'Players');
  await expect(page.getByLabel('Search players')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await clickMenuLink(page, 'About');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

  // Back on the rosters page, the remote is still down; once it is back, Retry loads it.
  await clickMenuLink(page, 'Rosters');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  rosterDown = false;
  const manifest = page.waitForResponse((response) => response.url().includes('/remotes/mfe-roster/') && response.url().endsWith('mf-manifest.json'));
  await page.getByRole('button', { name: 'Retry' }).click();
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Rosters', exact: true })).toBeVisible();
});

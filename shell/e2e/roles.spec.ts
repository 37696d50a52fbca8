import { expect, test } from './pinned-clock';
import { drawer, login, logout } from './helpers';

test('League Settings shows only to the logged-in commissioner of the league', async ({ page }) => {
  await page.goto('/leagues/1');
  await expect(drawer(page).getByText('Demo Dynasty League')).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'League Settings' })).toHaveCount(0);
  // Hosted league: the hosted-only links show to visitors too.
  await expect(drawer(page).getByRole('link', { name: 'Auction', exact: true })).toBeVisible();

  await login(page, 'owner1', 'league-demo');
  await page.goto('/leagues/1');
  await expect(drawer(page).getByRole('link', { name: 'Team Settings' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'League Settings' })).toHaveCount(0);
  await logout(page);

  await login(page, 'commish', 'league-demo');
  await page.goto('/leagues/1');
  await expect(drawer(page).getByRole('link', { name: 'League Settings' })).toHaveAttribute('href', '/leagues/1/settings');
  await logout(page);
});

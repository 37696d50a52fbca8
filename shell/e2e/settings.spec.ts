import { expect, test } from './pinned-clock';
import { drawer, logout, openDrawer } from './helpers';

test('user settings: a new user changes the username through PUT /me and sees the notice', async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 10);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(`settings-${suffix}@example.com`);
  await page.getByLabel('Username').fill(`settings_${suffix}`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(drawer(page).getByRole('button', { name: 'Logout' })).toBeAttached();

  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Email')).toHaveValue(`settings-${suffix}@example.com`);
  await page.getByLabel('Username').fill(`renamed_${suffix}`);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Username saved' })).toBeVisible();

  // The profile was reloaded: a fresh page shows the new name.
  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue(`renamed_${suffix}`);
  await logout(page);
  // Logged out, /settings is not available.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

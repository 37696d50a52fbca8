import { expect, type Locator, type Page } from '@playwright/test';

/** The side menu (both variants). */
export const drawer = (page: Page) => page.getByTestId('drawer');

/** Logs in through the login page. */
export async function login(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill('league-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(drawer(page).getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** The player names listed in a team page section (Starters, Bench, Practice Squad, Reserve). */
export async function namesIn(section: Locator): Promise<string[]> {
  const buttons = await section.getByRole('button', { name: /^Actions for / }).all();
  const names: string[] = [];
  for (const b of buttons) names.push((await b.getAttribute('aria-label'))!.replace('Actions for ', ''));
  return names;
}

/** Opens a player's menu and answers its item labels (disabled ones in parentheses). */
export async function menuItems(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}`, exact: true });
  const items: string[] = [];
  for (const item of await menu.getByRole('menuitem').all()) {
    const text = (await item.textContent()) ?? '';
    items.push((await item.isDisabled()) ? `(${text})` : text);
  }
  return items;
}

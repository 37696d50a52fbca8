import { expect, test } from './pinned-clock';
import { drawer } from './helpers';

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('persistent left drawer, open by default; Menu button bottom-left toggles it', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByTestId('menu-button');
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page)).toHaveAttribute('data-variant', 'persistent');
    const panel = (await drawer(page).boundingBox())!;
    expect(panel.x).toBe(0);
    const button = (await menu.boundingBox())!;
    expect(button.x).toBeLessThan(200);
    expect(button.y + button.height).toBeGreaterThan(800 - 60);

    // A link click keeps the persistent drawer open.
    await drawer(page).getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(drawer(page)).toBeVisible();

    await menu.click();
    await expect(drawer(page)).toBeHidden();
    await menu.click();
    await expect(drawer(page)).toBeVisible();
  });

  test('the Menu button is raised on the auction page', async ({ page }) => {
    await page.goto('/about');
    const regular = (await page.getByTestId('menu-button').boundingBox())!;
    await page.goto('/leagues/0/auction');
    const raised = (await page.getByTestId('menu-button').boundingBox())!;
    expect(raised.y).toBeLessThan(regular.y - 40);
  });
});

test.describe('narrow screens (< 800 px)', () => {
  test.use({ viewport: { width: 720, height: 900 } });

  test('temporary right drawer, closed at first, closes on link click; Menu button bottom-right', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByTestId('menu-button');
    await expect(drawer(page)).toBeHidden();
    const button = (await menu.boundingBox())!;
    expect(button.x + button.width).toBeGreaterThan(720 - 60);

    await menu.click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page)).toHaveAttribute('data-variant', 'temporary');
    // The panel slides in from the right: wait for the transition to settle at the right edge.
    await expect
      .poll(async () => {
        const panel = await drawer(page).boundingBox();
        return panel ? Math.round(panel.x + panel.width) : null;
      })
      .toBe(720);

    await drawer(page).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(drawer(page)).toBeHidden();

    // The backdrop closes it too.
    await menu.click();
    await expect(drawer(page)).toBeVisible();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 20, y: 20 } });
    await expect(drawer(page)).toBeHidden();
  });
});

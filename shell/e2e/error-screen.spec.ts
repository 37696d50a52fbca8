import { expect, test } from './pinned-clock';

test('/error-test shows the error screen and reports the error', async ({ page }) => {
  const report = page.waitForRequest((request) => request.url().endsWith('/api/errors') && request.method() === 'POST');
  await page.goto('/error-test');
  await expect(page.getByRole('heading', { name: 'Something unexpected happened' })).toBeVisible();
  await expect(page.getByText('This error has been automatically captured and reported')).toBeVisible();
  await expect(page.getByTestId('error-details')).toContainText('Error test: this page throws on render on purpose');
  await expect(page.getByTestId('error-details')).toContainText('/error-test');
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  expect(JSON.parse((await report).postData() ?? '{}').message).toBe('Error test: this page throws on render on purpose');
});

import { expect, test } from './pinned-clock';
import { login } from './helpers';

test('the status page lists job runs: a commissioner runs a job now, and a visitor sees the run and the schedule', async ({ page, browser }) => {
  await login(page, 'commish', 'league-demo');
  await page.goto('/leagues/1');
  // recording team values only adds a snapshot: the rest of the suite reads the league unchanged
  await page.getByRole('group', { name: 'Run league jobs now' }).getByRole('button', { name: 'Record team values' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team values recorded' })).toBeVisible();

  // readable by anyone: a fresh browser context, signed out
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL('/status', page.url()).href);
  const runs = visitor.getByRole('table', { name: 'Recent runs' });
  await expect(runs.getByRole('row').filter({ hasText: 'Calculate Team Daily Values (on demand)' }).first()).toContainText('OK');
  await expect(visitor.getByRole('table', { name: 'Scheduled jobs' }).getByRole('row').filter({ hasText: 'Calculate Team Daily Values' })).toHaveCount(1);
  await expect(visitor.getByText(/^Database:/)).toBeVisible();
  await visitor.context().close();
});

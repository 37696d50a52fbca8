import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../../shell/e2e/pinned-clock';
import { login } from './helpers';

/**
 * Puts a player on waivers: another owner releases one of his bench players through the API
 * (released players sit on waivers for 24 hours, spec §4). Bench players are never locked starters;
 * owners are tried in turn, so a database changed by earlier runs still has one to release.
 */
async function releaseOnePlayer(request: APIRequestContext): Promise<string> {
  const rosters = (await (await request.get('/api/leagues/1/rosters')).json()).rosters as { tid: number; players: { pid: string; name: string; slot: number }[] }[];
  for (let n = 3; n <= 12; n++) {
    const auth = await request.post('/api/auth/login', { data: { email_or_username: `owner${n}`, password: 'league-demo' } });
    if (!auth.ok()) continue;
    const headers = { authorization: `Bearer ${(await auth.json()).token}` };
    const me = await (await request.get('/api/me', { headers })).json();
    const tid = me.teams.find((t: { lid: number }) => t.lid === 1)?.uid;
    const bench = rosters.find((r) => r.tid === tid)?.players.filter((p) => p.slot === 11) ?? [];
    for (const player of bench) {
      const res = await request.post(`/api/teams/${tid}/release`, { headers, data: { pid: player.pid } });
      if (res.ok()) return player.name;
    }
  }
  throw new Error('no owner has a bench player to release');
}

test('an owner submits a waiver claim on a released player, then cancels it', async ({ page, request }) => {
  const name = await releaseOnePlayer(request);
  await login(page, 'owner2');
  await page.goto('/leagues/1/waivers');
  const freeAgents = page.getByRole('region', { name: 'Free Agents' });
  await freeAgents.getByLabel('Search free agents').fill(name);
  await freeAgents.getByRole('button', { name: 'Search' }).click();
  await freeAgents.getByRole('button', { name: `Actions for ${name}`, exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Submit Active Roster Waiver Claim' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Bid/).fill('1');
  // a full roster must name a conditional release (§5): take the first one offered
  const release = dialog.getByLabel(/^Player to release/);
  if (await release.isVisible()) await release.selectOption({ index: 1 });
  await expect(dialog.getByRole('button', { name: 'Submit Claim' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Waiver Submitted')).toBeVisible();

  const claims = page.getByRole('region', { name: 'Your Claims' });
  await expect(claims.getByText(name, { exact: true })).toBeVisible();
  await claims.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Cancel Claim' }).click();
  await expect(page.getByText('Waiver Cancelled')).toBeVisible();
  await expect(claims.getByText(name, { exact: true })).toHaveCount(0);
});

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, pinClock, test } from './pinned-clock';
import { login } from './helpers';

/**
 * Trades end to end (issue #11): owner1 and owner2 in two browsers. owner1 builds a trade on /trade and
 * sees the analyzer for both teams, proposes; owner2 sees the offer, reviews it with the analyzer and
 * accepts; both screens then show the players on their new teams. The commissioner vetoes it from a
 * third browser and the players are back.
 */

async function ownerPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await pinClock(page);
  await login(page, username, 'league-demo');
  return page;
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email_or_username: username, password: 'league-demo' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

interface RosterRead { tid: number; players: Array<{ pid: string; name: string; slot: number }> }

/** A 1-for-1 of bench players the analyzer calls legal (the rules decide, never the test). */
async function legalPair(request: APIRequestContext, token: string): Promise<{ mine: RosterRead['players'][number]; theirs: RosterRead['players'][number] }> {
  const headers = { authorization: `Bearer ${token}` };
  const { rosters } = (await (await request.get('/api/leagues/1/rosters', { headers })).json()) as { rosters: RosterRead[] };
  const bench = (tid: number) => rosters.find((r) => r.tid === tid)!.players.filter((p) => p.slot === 11);
  for (const mine of bench(1)) {
    for (const theirs of bench(2)) {
      const res = await request.post('/api/leagues/1/trades/analyze', {
        headers,
        data: { propose_tid: 1, accept_tid: 2, proposingTeamPlayers: [mine.pid], acceptingTeamPlayers: [theirs.pid] },
      });
      if (res.ok() && ((await res.json()) as { legal: boolean }).legal) return { mine, theirs };
    }
  }
  throw new Error('no legal 1-for-1 of bench players between teams 1 and 2');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const teamPlayer = (page: Page, name: string) => page.getByText(name, { exact: false }).first();

test('two owners trade with the analyzer shown; the commissioner vetoes', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { mine, theirs } = await legalPair(request, await tokenOf(request, 'owner1'));
  const one = await ownerPage(browser, 'owner1');
  const two = await ownerPage(browser, 'owner2');

  // owner1 builds the trade: the analyzer shows both teams and says the rosters stay legal
  await one.goto('/trade');
  await one.getByRole('button', { name: 'New trade' }).click();
  await one.getByLabel('Trade with').selectOption({ label: 'Salary Cap Sharks' });
  await one.getByRole('checkbox', { name: new RegExp(`^${escape(mine.name)} `) }).first().check();
  await one.getByRole('checkbox', { name: new RegExp(`^${escape(theirs.name)} `) }).first().check();
  const analyzer = one.getByRole('region', { name: /Trade analyzer/ });
  await expect(analyzer.getByText('Both rosters are legal after this trade.')).toBeVisible();
  await expect(analyzer.getByRole('heading', { name: 'Gridiron Gurus' })).toBeVisible();
  await expect(analyzer.getByRole('heading', { name: 'Salary Cap Sharks' })).toBeVisible();
  await expect(analyzer.getByRole('rowheader', { name: 'Points added, rest of season' }).first()).toBeVisible();
  await expect(analyzer.locator('.highcharts-container svg')).toBeAttached();
  const proposed = one.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/leagues/1/trades'));
  await one.getByRole('button', { name: 'Propose trade' }).click();
  const uid = ((await (await proposed).json()) as { uid: number }).uid;
  await expect(one.getByText('Trade proposed')).toBeVisible();
  // the suite's database is kept between runs: the trade is named by its id, not its place in the list
  const entry = (page: Page) => page.getByRole('button', { name: new RegExp(`^#${uid} Gridiron Gurus → Salary Cap Sharks`) });

  // owner2 sees the offer, reviews it with the analyzer and accepts
  await two.goto('/trade');
  const offer = entry(two);
  await expect(offer).toContainText('open');
  await offer.click();
  await expect(two.getByRole('region', { name: /Trade analyzer/ }).getByText('Both rosters are legal after this trade.')).toBeVisible();
  await two.getByRole('button', { name: 'Accept trade' }).click();
  await expect(two.getByText('Trade accepted')).toBeVisible();
  await expect(two.getByTestId('trade-status')).toContainText('accepted');

  // both screens show the rosters after the trade
  await two.goto('/leagues/1/teams/2');
  await expect(teamPlayer(two, mine.name)).toBeVisible();
  await one.goto('/leagues/1/teams/1');
  await expect(teamPlayer(one, theirs.name)).toBeVisible();
  await expect(one.getByText(mine.name, { exact: false })).toHaveCount(0);

  // the commissioner vetoes within the window: the players are back where they were
  const commish = await ownerPage(browser, 'commish');
  await commish.goto('/trade');
  await entry(commish).click();
  await commish.getByRole('button', { name: 'Veto trade' }).click();
  await expect(commish.getByText('Trade vetoed')).toBeVisible();
  await expect(commish.getByTestId('trade-status')).toContainText('vetoed');
  await one.reload();
  await expect(teamPlayer(one, mine.name)).toBeVisible();
  await expect(one.getByText(theirs.name, { exact: false })).toHaveCount(0);
});

test('the trade page fits a 390 px screen and has no WCAG A/AA violation: builder and analyzer', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await pinClock(page);
  // logged in on the wide layout (the narrow drawer starts closed), then the phone's width
  await login(page, 'owner1', 'league-demo');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trade');
  await page.getByRole('button', { name: 'New trade' }).click();
  await page.getByLabel('Trade with').selectOption({ label: 'Salary Cap Sharks' });
  await page.getByRole('checkbox').first().check();
  await expect(page.getByRole('region', { name: /Trade analyzer/ }).getByRole('status')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // the builder and analyzer (chart included) have no WCAG A/AA violation, at this width and on a desktop
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.locator('.highcharts-root').waitFor();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 3).join(' | ')}`)).toEqual([]);
  }
  await context.close();
});

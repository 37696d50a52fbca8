import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { historyPlayed, login } from './helpers';
import { E2E_NOW, expect, startClock, test } from './pinned-clock';

/**
 * The rookie draft on the real product (issue #11): one owner drafts on the board and another owner's
 * board shows the pick live (pushed over /ws), in two browsers. The suite's instant is Wednesday
 * 25 November 2026, 12:00 New York; the league's 2026 draft is set to start that day, hourly 11-16, so
 * pick 1's window has passed and pick 2 is on the clock. There is no settings call for draft_start
 * yet, so the test writes it (and clears an earlier run's 2026 draft) in the product's database, as
 * the season suite's replay writes there from a second process.
 */

interface BoardJson {
  year: number;
  on_clock: number | null;
  may_pick: number[];
  picks: Array<{ uid: number; tid: number; pick: number; pick_str: string; pid: string | null }>;
  available: Array<{ pid: string; name: string }>;
}

/** 00:00 New York on the suite's day (the hourly clock starts at 11:00 that day). */
const DRAFT_START = Math.floor(new Date(E2E_NOW).getTime() / 1000) - 12 * 3600;

async function scheduleDraft(request: APIRequestContext): Promise<void> {
  const port = process.env.E2E_DB_PORT;
  if (!port) throw new Error('E2E_DB_PORT is not set: the draft needs the database port of the product under test to schedule its draft');
  // the demo's 2025 draft is seeded after the demo history: wait for it, so it cannot set draft_start after us
  await expect
    .poll(async () => ((await (await request.get('/api/leagues/1/draft?year=2025')).json()) as { complete?: boolean }).complete ?? false, { timeout: 120_000 })
    .toBe(true);
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/league?directConnection=true`);
  try {
    const db = client.db('league');
    const drafted = (await db.collection('draft').find({ lid: 1, year: 2026, pid: { $type: 'string' } }).toArray()).map((p) => p.pid as string);
    await db.collection('rosters_players').deleteMany({ lid: 1, year: 2026, pid: { $in: drafted } });
    await db.collection('transactions').deleteMany({ lid: 1, type: 8, year: 2026, pid: { $in: drafted } });
    await db.collection('draft').deleteMany({ lid: 1, year: 2026 });
    await db.collection('league_notices').deleteMany({ lid: 1, key: { $regex: '^draft:1:2026:' } });
    await db.collection('leagues').updateOne(
      { uid: 1 },
      { $set: { draft_start: DRAFT_START, draft_type: 'hour', draft_hour_min: 11, draft_hour_max: 16, rookie_draft_completed_at: null } },
    );
  } finally {
    await client.close();
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await historyPlayed(request);
  await scheduleDraft(request);
});

async function teamName(request: APIRequestContext, tid: number): Promise<string> {
  const { teams } = (await (await request.get('/api/leagues/1/teams')).json()) as { teams: Array<{ uid: number; name: string }> };
  return teams.find((t) => t.uid === tid)!.name;
}

async function openBoard(browser: import('@playwright/test').Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startClock(page);
  await login(page, username, 'league-demo');
  await page.goto('/leagues/1/draft');
  await expect(page.getByRole('heading', { name: '2026 Rookie Draft', level: 1 })).toBeVisible();
  return page;
}

test('an owner drafts on the board and another owner sees the pick live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const board = (await (await request.get('/api/leagues/1/draft')).json()) as BoardJson;
  expect(board.year).toBe(2026);
  const onClock = board.picks.find((p) => p.uid === board.on_clock)!;
  expect(onClock.pick).toBe(2);
  expect(board.may_pick).toContain(onClock.uid);
  const next = board.picks.find((p) => p.pick === 3)!;
  const watcherTid = next.tid !== onClock.tid ? next.tid : board.picks.find((p) => p.tid !== onClock.tid)!.tid;
  const [drafter, watcher] = [await openBoard(browser, `owner${onClock.tid}`), await openBoard(browser, `owner${watcherTid}`)];
  const name = await teamName(request, onClock.tid);
  for (const page of [drafter, watcher]) {
    await expect(page.getByRole('region', { name: 'Draft clock' })).toContainText(`On the clock: ${name} — pick 1.02`);
    await expect(page.getByText('Live', { exact: false }).first()).toBeVisible();
  }
  const rookie = board.available[0];
  await drafter.getByRole('button', { name: `Draft ${rookie.name}` }).click();
  // the other owner's board never reloads: the pick arrives over /ws
  const round = watcher.getByRole('table', { name: 'Round 1' });
  await expect(round.getByRole('row').filter({ hasText: '1.02' })).toContainText(rookie.name, { timeout: 15_000 });
  await expect(watcher.getByRole('region', { name: 'Draft clock' })).toContainText('pick 1.03');
  await expect(watcher.getByRole('table', { name: 'Available rookies' }).getByText(rookie.name, { exact: true })).toHaveCount(0);
  const after = (await (await request.get('/api/leagues/1/draft')).json()) as BoardJson;
  expect(after.picks.find((p) => p.uid === onClock.uid)?.pid).toBe(rookie.pid);
  for (const page of [drafter, watcher]) await page.context().close();
});

test('the board has no WCAG A/AA violation at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/leagues/1/draft');
  await expect(page.getByRole('heading', { name: '2026 Rookie Draft', level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

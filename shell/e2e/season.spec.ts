import { spawn } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_NOW, expect, pinClock, startClock, test } from './pinned-clock';
import { historyPlayed, login } from './helpers';

/**
 * A season on the real product (issue #10): the demo league's 2025 season played out from real stats,
 * the 2026 standings, and a week replayed live through the stats ingest. The api runs at the suite's
 * instant (week 12 of 2026); pages read the same instant.
 */

interface LineupJson {
  tid: number;
  points: number;
  points_manual: number | null;
  starters: Array<{ pid: string; points: number | null; esbid: string | null }>;
}
interface MatchupJson {
  uid: number;
  type: string;
  hid: number;
  aid: number;
}

const fmt = (n: number) => n.toFixed(2);
const repoRoot = path.resolve(__dirname, '..', '..');

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await historyPlayed(request);
});
const counted = (l: LineupJson) => l.points_manual ?? l.points;

async function teamNames(page: { request: APIRequestContext }): Promise<Map<number, string>> {
  const answer = (await (await page.request.get('/api/leagues/1/teams')).json()) as Array<{ uid: number; name: string }> | { teams: Array<{ uid: number; name: string }> };
  const teams = Array.isArray(answer) ? answer : answer.teams;
  return new Map(teams.map((t) => [t.uid, t.name]));
}
const page0 = (request: APIRequestContext) => ({ request });

test('a visitor opens a past week and sees the points the api reports, player by player', async ({ page }) => {
  const list = (await (await page.request.get('/api/leagues/1/matchups?year=2025&week=5')).json()) as { matchups: MatchupJson[] };
  expect(list.matchups.length).toBe(6);
  const week = (await (await page.request.get('/api/leagues/1/matchups/2025/5/lineups')).json()) as { lineups: LineupJson[] };
  const names = await teamNames(page);
  const game = list.matchups[2];
  await page.goto(`/leagues/1/matchups/2025/5/${game.uid}`);
  const selected = page.getByRole('region', { name: 'Selected matchup' }).or(page.getByLabel('Selected matchup'));
  for (const tid of [game.hid, game.aid]) {
    const lineup = week.lineups.find((l) => l.tid === tid)!;
    const name = names.get(tid)!;
    await expect(selected.getByLabel(`${name} points`)).toHaveText(fmt(counted(lineup)));
    // real stats: a 2025 week has points
    expect(counted(lineup)).toBeGreaterThan(0);
    const rows = selected.getByRole('table', { name: `${name} starters` }).locator('tbody tr');
    await expect(rows).toHaveCount(lineup.starters.length);
  }
  // the list shows every game of the week with both scores
  await expect(page.getByRole('list', { name: 'Matchups of the week' }).getByRole('listitem')).toHaveCount(6);
});

test('the standings page shows the records and points the api computes, with a champion for 2025', async ({ page }) => {
  const standings = (await (await page.request.get('/api/leagues/1/standings?year=2025')).json()) as {
    champion: number | null;
    teams: Array<{ tid: number; wins: number; losses: number; ties: number; pf: number }>;
  };
  expect(standings.champion).not.toBeNull();
  const names = await teamNames(page);
  await page.goto('/leagues/1/standings');
  await page.getByLabel('Year').selectOption('2025');
  for (const team of standings.teams) {
    const row = page.getByRole('row', { name: new RegExp(`^${names.get(team.tid)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
    const record = team.ties ? `${team.wins}-${team.losses}-${team.ties}` : `${team.wins}-${team.losses}`;
    await expect(row.first()).toContainText(record);
    await expect(row.first()).toContainText(team.pf.toFixed(2));
  }
  await expect(page.getByRole('heading', { name: 'Playoffs' })).toBeVisible();
  await expect(page.getByText(names.get(standings.champion!)!).first()).toBeVisible();
});

test('the schedule page lists the league week and the NFL week in the user time zone', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  const page = await context.newPage();
  await pinClock(page);
  await page.goto('/leagues/1/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  // Thanksgiving 2026 (week 12): Chicago at Detroit kicks off 13:00 New York, 10:00 in Los Angeles.
  await expect(page.getByText(/10:00\s?AM/).first()).toBeVisible();
  await context.close();
});

/** Replays one real game through the stats ingest from a second process (`npm run replay`'s command). */
function replayGame(esbid: string): Promise<void> {
  const port = process.env.E2E_DB_PORT;
  // The suite starts its api with it; against a product already running (E2E_BASE_URL) give its embedded
  // database's port, or the test fails here saying so.
  if (!port) throw new Error('E2E_DB_PORT is not set: the replay needs the database port of the product under test');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'api', 'dist', 'features', 'stats-ingest', 'replay-cli.js'), '--year', '2025', '--week', '5', '--game', esbid, '--speed', '1800', '--batch-seconds', '60'],
      { cwd: repoRoot, env: { ...process.env, MONGODB_URI: `mongodb://127.0.0.1:${port}/league?directConnection=true`, TEST_CLOCK: E2E_NOW, TEST_CLOCK_BASE: process.env.E2E_CLOCK_BASE ?? '' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`replay exited ${code}: ${err}`))));
  });
}

test('an owner watches a replayed game update the matchup live in two browsers', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const OWNER_TEAM = 3;
  const list = (await (await request.get('/api/leagues/1/matchups?year=2025&week=5')).json()) as { matchups: MatchupJson[] };
  const game = list.matchups.find((m) => m.hid === OWNER_TEAM || m.aid === OWNER_TEAM)!;
  const week = (await (await request.get('/api/leagues/1/matchups/2025/5/lineups')).json()) as { lineups: LineupJson[] };
  const own = week.lineups.find((l) => l.tid === OWNER_TEAM)!;
  const star = own.starters.filter((p) => p.esbid && (p.points ?? 0) > 0).sort((a, b) => (b.points ?? 0) - (a.points ?? 0))[0];
  const final = counted(own);
  const name = (await teamNames(page0(request))).get(OWNER_TEAM)!;

  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startClock(page);
    await login(page, `owner${OWNER_TEAM}`, 'league-demo');
    await page.goto(`/leagues/1/matchups/2025/5/${game.uid}`);
    await expect(page.getByLabel(`${name} points`)).toHaveText(fmt(final));
    pages.push(page);
  }

  // Both pages see the game start over (the replay resets it) and the points come back, pushed over /ws.
  const replay = replayGame(star.esbid!);
  for (const page of pages) {
    await expect.poll(async () => page.getByLabel(`${name} points`).textContent(), { timeout: 60_000, intervals: [100] }).not.toBe(fmt(final));
  }
  await replay;
  for (const page of pages) await expect(page.getByLabel(`${name} points`)).toHaveText(fmt(final), { timeout: 30_000 });
  const after = (await (await request.get('/api/leagues/1/matchups/2025/5/lineups')).json()) as { lineups: LineupJson[] };
  expect(counted(after.lineups.find((l) => l.tid === OWNER_TEAM)!)).toBe(final);
  for (const page of pages) await page.context().close();
});

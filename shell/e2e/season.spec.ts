import type { Page } from '@playwright/test';
import { E2E_NOW, expect, pinClock, test } from './pinned-clock';
import { login } from './helpers';

/**
 * A season on the real product (issue #10): the demo league's 2025 season played out from real stats,
 * the 2026 standings, and a week replayed live through the stats ingest. The api runs at the suite's
 * instant (week 12 of 2026); pages read the same instant.
 */

interface LineupJson {
  tid: number;
  points: number;
  points_manual: number | null;
  starters: Array<{ pid: string; points: number | null }>;
}
interface MatchupJson {
  uid: number;
  type: string;
  hid: number;
  aid: number;
}

const fmt = (n: number) => n.toFixed(2);
const counted = (l: LineupJson) => l.points_manual ?? l.points;

async function teamNames(page: Page): Promise<Map<number, string>> {
  const teams = (await (await page.request.get('/api/leagues/1/teams')).json()) as Array<{ uid: number; name: string }>;
  return new Map(teams.map((t) => [t.uid, t.name]));
}

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
  void E2E_NOW;
  void login;
});

import { readFileSync } from 'node:fs';
import { expect, test } from './pinned-clock';
import type { DataViewQueryRequest } from '@league/shared-rules/contracts';
import { historyPlayed, login, projectionsReady, tookOver } from './helpers';

/**
 * Issue #13: a data view built on the server's query engine. A logged-in owner adds a play-derived column
 * with a year, sorts by it on the server, saves the view (client id, then the server's), and reloads it by URL.
 */
test('data views: a play-derived column with a year, sorted on the server, saved and reloaded by URL', async ({ page, request }) => {
  test.setTimeout(300_000);
  await historyPlayed(request);
  await projectionsReady(request);
  await login(page, 'owner1', 'league-demo');
  await page.goto('/data-views');
  await tookOver(page);
  // spec §4: in season the default view is season projections (the league's scoring of the projection sources)
  const projections = page.getByRole('table', { name: 'Season Projections players' });
  await expect(projections.getByRole('columnheader', { name: /Proj ROS/ })).toBeVisible({ timeout: 60_000 });
  await expect(projections.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d+(\.\d+)?$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Season Fantasy Points', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Season Fantasy Points players' })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Edit columns' }).click();
  await page.getByRole('combobox', { name: 'Column to add' }).selectOption('player_receiving_yards_from_plays');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Rec Yds year' }).fill('2025');
  const table = page.getByRole('table', { name: 'Season Fantasy Points players' });
  await table.getByRole('button', { name: 'Rec Yds 2025' }).click();
  // 2025 regular season from the shipped play-by-play: Jaxon Smith-Njigba led with 1,793 receiving yards
  await expect(table.getByRole('row').nth(1)).toContainText('Jaxon Smith-Njigba', { timeout: 60_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('1793');

  await page.getByRole('button', { name: 'Save as new view' }).click();
  const form = page.getByRole('form', { name: 'Save as new view' });
  await form.getByLabel('View name').fill('Receivers 2025');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Players Table View')).toBeVisible();
  await expect(page).toHaveURL(/\/data-views\/(?!client-)[^/]+$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Receivers 2025' })).toBeVisible({ timeout: 60_000 });
  const saved = page.getByRole('table', { name: 'Receivers 2025 players' });
  await expect(saved.getByRole('columnheader', { name: /Rec Yds 2025/ })).toBeVisible({ timeout: 60_000 });
  await expect(saved.getByRole('row').nth(1)).toContainText('Jaxon Smith-Njigba');

  // the whole view to a CSV file: every player, in the view's order, with the server's values
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('receivers-2025.csv');
  const lines = readFileSync(await download.path(), 'utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('pid,Player,Pos,NFL Team,Age,Season Pts 2025,Rec Yds 2025');
  expect(lines[1]).toMatch(/,Jaxon Smith-Njigba,WR,[A-Z]+,[\d.]+,[\d.]*,1793$/);
  const shown = await page.getByText(/^Exported [\d,]+ players to receivers-2025\.csv\.$/).textContent();
  expect(lines.length - 1).toBe(Number(/Exported ([\d,]+)/.exec(shown ?? '')![1].replace(/,/g, '')));
  expect(lines.length - 1).toBeGreaterThan(1_000);
});

test('stats explorer: receiving stats by play from the engine, narrowed to third downs', async ({ page, request }) => {
  test.setTimeout(300_000);
  await historyPlayed(request);
  await login(page, 'owner1', 'league-demo');
  await page.goto('/leagues/1/stats');
  await expect(page.getByRole('table', { name: 'Passing stats players' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Receiving' }).click();
  const table = page.getByRole('table', { name: 'Receiving stats players' });
  await expect(table.getByRole('row').nth(1)).toContainText('Jaxon Smith-Njigba', { timeout: 60_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('1793');
  await page.getByRole('group', { name: 'Downs' }).getByLabel('Down 3').check();
  // third-down yards only: the leader's total is far below his season's
  await expect(table.getByRole('row').nth(1)).not.toContainText('1793', { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: /Running|Queued|Sending/ })).toHaveCount(0, { timeout: 60_000 });

  // a preset of the Score group: 'One Score Game' keeps the plays where the offence led by -8 to 8. The page
  // asks for the shading over HTTP with the table state it shows once the rows are in: that request says
  // what the UI asked for, and it must be the state this test builds on its own
  const shading = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/data-views/query') && (r.postDataJSON() as DataViewQueryRequest).table_state.filters?.score_diff !== undefined,
    { timeout: 60_000 },
  );
  await page.getByRole('group', { name: 'Score', exact: true }).getByLabel('Score difference preset').selectOption('One Score Game');
  const sent = (await shading).postDataJSON() as DataViewQueryRequest;
  const receiving = ['receiving_yards', 'targets', 'receptions', 'receiving_air_yards', 'yards_after_catch', 'receiving_touchdowns', 'receiving_epa', 'red_zone_targets'];
  const expected = {
    sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_position' }, { column_id: 'player_nfl_team' }, ...receiving.map((c) => ({ column_id: `player_${c}_from_plays` }))],
    filters: { positions: ['WR', 'TE', 'RB'], downs: [3], score_diff: { min: -8, max: 8 } },
  };
  expect(sent.table_state).toEqual(expected);
  expect(sent.league_id).toBe(1);

  // the same numbers as the API: the first rows the table shows are the rows POST /data-views/query answers
  const res = await request.post('/api/data-views/query', { data: { table_state: expected, league_id: 1, offset: 0, limit: 100 } });
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: Array<{ cells: Array<string | number | null> }> };
  expect(rows.length).toBeGreaterThan(3);
  const shown = (v: string | number | null) => (v === null ? '–' : typeof v === 'string' ? v : Number.isInteger(v) ? String(v) : String(Number(v.toFixed(3))));
  for (let i = 0; i < 3; i++) {
    await expect(table.getByRole('row').nth(i + 1).getByRole('cell')).toHaveText([String(i + 1), ...rows[i].cells.map(shown)]);
  }

  // the filter state is in the address: a reload (or the link, shared) shows the same table
  await expect(page).toHaveURL(/[?&]table=receiving&.*filters=/);
  await page.reload();
  const again = page.getByRole('table', { name: 'Receiving stats players' });
  await expect(again.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', ...rows[0].cells.map(shown)], { timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'Downs' }).getByLabel('Down 3')).toBeChecked();

  // and saved as a data view of the owner's, it lists the same players
  await page.getByRole('button', { name: 'Save as data view' }).click();
  const form = page.getByRole('form', { name: 'Save as data view' });
  await form.getByLabel('View name').fill('Third-down receivers, one-score games');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Open in Data Views' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Third-down receivers, one-score games' })).toBeVisible({ timeout: 60_000 });
  const view = page.getByRole('table', { name: 'Third-down receivers, one-score games players' });
  await expect(view.getByRole('row').nth(1)).toContainText(String(rows[0].cells[0]), { timeout: 60_000 });
});

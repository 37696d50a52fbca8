import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, pinClock, test } from '../../shell/e2e/pinned-clock';
import { login } from './helpers';
import { domQuiet, navigate } from '../../shell/e2e/helpers';

/**
 * Every route of spec §2 checked with axe-core against WCAG 2.0/2.1/2.2 A and AA, as a visitor and as an
 * owner, at the phone width (the visitor's own pages at a desktop width too): no violation. One page per walk goes through the routes
 * in turn, moving inside the app; each route is checked once its own content is in: the DOM has settled,
 * its heading (or the element named below) shows and no region is busy. (/leagues/:lid/players-table and
 * unknown paths redirect to routes walked here.) `A11Y_TIMING=1` prints each route's settle and axe times.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LEAGUE = 1;
/** owner1's team in the demo league (api/src/seed/demo-league.ts). */
const OWNER = 'owner1';

type Ids = { tid: number; otherTid: number; matchup: string; year: number; week: number; view: string };
type Route = { url: string; ready?: (page: Page) => ReturnType<Page['locator']> };

const h1 = (page: Page) => page.locator('main h1, h1').first();

/** The routes both roles see, in the order walked; `ready` is what shows once the page's content is in. */
function routes(ids: Ids): Route[] {
  const l = `/leagues/${LEAGUE}`;
  return [
    { url: '/data-views' },
    { url: `/data-views/${ids.view}` },
    { url: '/status' },
    { url: '/about' },
    { url: '/resources' },
    { url: '/glossary' },
    { url: '/guides/data-views' },
    { url: l },
    { url: `${l}/players` },
    { url: '/leagues/0/players' },
    { url: `${l}/rosters` },
    { url: '/leagues/0/rosters' },
    { url: `${l}/teams` },
    { url: `${l}/teams/${ids.tid}` },
    { url: `${l}/teams/${ids.otherTid}` },
    { url: `${l}/transactions` },
    { url: `${l}/waivers` },
    { url: `${l}/draft` },
    { url: `${l}/auction`, ready: (page) => page.getByLabel('Auction bar') },
    { url: `${l}/matchups` },
    { url: `${l}/matchups/${ids.year}/${ids.week}` },
    { url: `${l}/matchups/${ids.year}/${ids.week}/${ids.matchup}` },
    { url: `${l}/standings` },
    { url: `${l}/schedule` },
    { url: `${l}/stats` },
    { url: `${l}/settings` },
    { url: `${l}/team-settings` },
    // last: the error screen replaces the app, so no in-app navigation leaves it
    { url: '/error-test' },
  ];
}

/** Routes only one role reaches (the others redirect). */
const VISITOR_ONLY: Route[] = [{ url: '/login' }];
const OWNER_ONLY: Route[] = [{ url: '/lineups' }, { url: '/trade' }, { url: '/settings' }];

/**
 * Ids the parameterised routes need, read from the live league: a team, a game of the current season, a
 * saved view. This suite's database plays no history (BACKGROUND_IMPORT off): when the season has no
 * schedule yet, the commissioner generates it, as he would in the product.
 */
async function routeIds(request: APIRequestContext): Promise<Ids> {
  type Season = { matchups: { uid: number; year: number; week: number }[] };
  const rosters = (await (await request.get(`/api/leagues/${LEAGUE}/rosters`)).json()) as { rosters: { tid: number }[] };
  let season = (await (await request.get(`/api/leagues/${LEAGUE}/matchups`)).json()) as Season;
  if (season.matchups.length === 0) {
    const auth = await request.post('/api/auth/login', { data: { email_or_username: 'commish', password: 'league-demo' } });
    const headers = { authorization: `Bearer ${(await auth.json()).token}` };
    const generated = await request.post(`/api/leagues/${LEAGUE}/matchups`, { headers, data: {} });
    expect(generated.ok(), await generated.text()).toBe(true);
    season = (await generated.json()) as Season;
  }
  const views = (await (await request.get('/api/data-views')).json()) as { view_id: string }[];
  const game = season.matchups[0];
  return { tid: rosters.rosters[0].tid, otherTid: rosters.rosters[1].tid, year: game.year, week: game.week, matchup: String(game.uid), view: views[0].view_id };
}

/** Goes to `route` (a full load when `load`), waits for its content, runs axe: answers the violations as readable lines. */
async function check(page: Page, route: Route, load: boolean): Promise<string[]> {
  const t0 = Date.now();
  if (load) await page.goto(route.url);
  else await navigate(page, route.url);
  await domQuiet(page);
  await expect((route.ready ?? h1)(page), `${route.url} shows its content`).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]'), `${route.url} is not busy`).toHaveCount(0, { timeout: 30_000 });
  const t1 = Date.now();
  // Violations only (collecting the passes too costs time); `options` first: it replaces what `withTags` sets.
  // Legacy mode runs axe in the page itself: the default mode finishes each run in a fresh blank page (for
  // cross-origin frames, which the product has none of), which cost about as much as the run again.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS).setLegacyMode(true).analyze();
  if (process.env.A11Y_TIMING) console.log(`${route.url} settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  return result.violations.flatMap((v) =>
    v.nodes.slice(0, 4).map((n) => `${route.url} ${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`),
  );
}

async function walk(page: Page, list: Route[], width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 844 });
  const found: string[] = [];
  for (const [i, route] of list.entries()) found.push(...(await check(page, route, i === 0)).map((line) => `${width}px ${line}`));
  return found;
}

/** A walk in a browser context of its own: the role, the width, the routes. */
type Walk = { role: 'visitor' | 'owner'; width: number; routes: Route[] };

async function walkIn(browser: Browser, { role, width, routes: list }: Walk): Promise<string[]> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await pinClock(page);
    if (role === 'owner') await login(page, OWNER); // at the context's desktop width: the helper reads the open drawer
    return (await walk(page, list, width)).map((line) => `${role}: ${line}`);
  } finally {
    await context.close();
  }
}

/**
 * Every route for both roles at the phone width (where reflow, tap targets and the drawer bite), side by side
 * in browser contexts of their own (their pages wait on the server and on settling more than they compute).
 * At 1280 px the visitor walks the pages that are his alone or differ for him: the login page, the drawer of
 * a league and of no league, the teams index, a team page seen from outside, and the two settings pages he may
 * not change. The owner's desktop walk (every route again at 1280 px) was dropped to keep CI under 20
 * minutes: the shell suite's per-screen specs check their screens at 1280 px, and the owner's pages differ
 * from 390 px only in layout.
 */
test('every route has no WCAG A/AA violation, for a visitor and for an owner, at 390 px (the visitor\'s own pages at 1280 px too)', async ({ browser, request }) => {
  // About 45 s on a quiet machine. CI runs this suite beside two moved-clock jest runs and the auction's
  // suite on two cores, where it has taken from 1.8 to over 7 minutes: the limit is for that arrangement.
  test.setTimeout(600_000);
  const ids = await routeIds(request);
  const all = routes(ids);
  const l = `/leagues/${LEAGUE}`;
  const visitorDesktop = [l, '/leagues/0/players', `${l}/teams`, `${l}/teams/${ids.tid}`, `${l}/settings`, `${l}/team-settings`].map((url) => ({ url }));
  const walks: Walk[] = [
    { role: 'owner', width: 390, routes: [...OWNER_ONLY, ...all] },
    { role: 'visitor', width: 390, routes: [...VISITOR_ONLY, ...all] },
    { role: 'visitor', width: 1280, routes: [...VISITOR_ONLY, ...visitorDesktop] },
  ];
  const found = await Promise.all(walks.map((w) => walkIn(browser, w)));
  expect(found.flat()).toEqual([]);
});

/**
 * The API reference the api serves beside the app (`/api/docs`, Scalar's page with our theme colours, tap
 * sizes and copy-button names: api/src/http/openapi/openapi.routes.ts): no violation at either width.
 */
test('the API reference has no WCAG A/AA violation at 390 px and 1280 px', async ({ page }) => {
  // 42 s beside the moved-clock jest runs on a quiet CI machine; a slower one took over 2 minutes
  test.setTimeout(300_000);
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const route = { url: '/api/docs', ready: (p: Page) => p.locator('h1').first() };
    found.push(...(await check(page, route, true)).map((line) => `${width}px ${line}`));
  }
  expect(found).toEqual([]);
});

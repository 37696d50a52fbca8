import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const tooltipText =
  'Using the default 12 team half-ppr superflex league settings. Account needed to view league connected pages and player views.';

/** The side menu (both variants). */
export const drawer = (page: Page) => page.getByTestId('drawer');

/** Opens the side menu if it is closed (the narrow drawer starts closed). */
export async function openDrawer(page: Page) {
  const menu = page.getByTestId('menu-button');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(drawer(page)).toBeVisible();
}

/** Clicks a side-menu link by its exact label. */
export async function clickMenuLink(page: Page, label: string) {
  await openDrawer(page);
  await drawer(page).getByRole('link', { name: label, exact: true }).click();
}

/** Logs in through the login page. */
export async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(drawer(page).getByRole('button', { name: 'Logout' })).toBeAttached();
}

/** Logs out through the side menu. */
export async function logout(page: Page) {
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Logout' }).click();
  await expect(drawer(page).getByRole('link', { name: 'Login', exact: true })).toBeAttached();
}

/**
 * A GET's JSON body, or null when the request fails on the way (a reset socket while the server is busy
 * importing): a readiness poll asks again rather than failing the test on one lost request.
 */
async function jsonOrNull(request: APIRequestContext, url: string): Promise<unknown> {
  try {
    const res = await request.get(url);
    return res.ok() ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * A fresh database imports the data set in the background after the api listens, then plays the demo
 * history (a minute on a fresh clone): wait until 2025 has its champion.
 */
export async function historyPlayed(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await jsonOrNull(request, '/api/leagues/1/standings?year=2025')) as { champion?: number | null } | null)?.champion ?? null, {
      timeout: 240_000,
      intervals: [2_000],
    })
    .not.toBeNull();
}

/** The own source's rows are written by its job once the stat lines are imported (in the background). */
export async function projectionsReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (((await jsonOrNull(request, '/api/projections?year=2026&from_week=12')) as unknown[] | null) ?? []).length, {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBeGreaterThan(0);
}

/**
 * Moves the page to `url` inside the app, as a link would (the router follows `popstate`): the shell and
 * its remotes stay loaded, where a `goto` would boot them again for every route.
 */
/**
 * After a full load: resolves once the page has taken over from the api's first frame (shared-rules
 * page-heads.ts). On the routes the api draws a first screen for (rosters, data views, the auction room),
 * the frame holds a copy of the page's content until the page shows its own, so until then a locator by
 * text, label or role can find the copy as well as the page's element.
 */
export async function tookOver(page: Page, timeout = 60_000): Promise<void> {
  await expect(page.locator('#first-frame')).toHaveCount(0, { timeout });
}

export async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as { idx?: number };
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * Resolves once the page's DOM has not changed for `quietMs` (at most `maxMs`): the previous route's
 * content is gone and the new one's first render (or its loading state) is in.
 */
export async function domQuiet(page: Page, quietMs = 250, maxMs = 5_000): Promise<void> {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        let timer = 0;
        const done = () => {
          observer.disconnect();
          window.clearTimeout(cap);
          resolve();
        };
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        timer = window.setTimeout(done, quiet);
        const cap = window.setTimeout(done, max);
      }),
    [quietMs, maxMs],
  );
}

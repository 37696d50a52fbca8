/**
 * Nothing may hide a control (§2, the raised Menu button). Every screen of the built product, logged in as the
 * commissioner, at 390, 800 and 1366 px wide, with the side menu closed (and open on the league home and the
 * auction), at the top of the page and scrolled to its end: a visible button, link, input or select must be the
 * element under its own centre and corners (or hold it), so neither another element nor a fixed or sticky one
 * overlaps it; a control covered where it is must be clear once scrolled to the middle of the screen. The browser's clock is pinned; no test reads the
 * wall clock.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, pinClock, test } from './pinned-clock';
import { domQuiet, login, navigate, tookOver } from './helpers';

const HEIGHT = 860;
/** Routes checked with the side menu open as well (its links are the same everywhere; the button is raised on the auction). */
const DRAWER_CHECKED = ['/leagues/1', '/leagues/1/auction'];
const WIDTHS = [390, 800, 1366];

/** Every route the shell and the remotes serve, for the demo league (lid 1). */
const ROUTES = [
  '/leagues/1',
  '/leagues/1/players',
  '/leagues/1/rosters',
  '/leagues/1/teams',
  '/leagues/1/teams/1',
  '/leagues/1/transactions',
  '/leagues/1/waivers',
  '/leagues/1/draft',
  '/leagues/1/auction',
  '/leagues/1/matchups',
  '/leagues/1/standings',
  '/leagues/1/schedule',
  '/leagues/1/stats',
  '/leagues/1/settings',
  '/leagues/1/team-settings',
  '/data-views',
  '/lineups',
  '/trade',
  '/status',
  '/settings',
  '/about',
  '/resources',
  '/glossary',
  '/guides/data-views',
];

/** Runs in the page: every visible control that is covered, or overlapped by a fixed/sticky element. */
function findOverlaps(): string[] {
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"]';
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const id = el.getAttribute('data-testid');
    return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true });
  /** The control's rectangle clipped by the viewport and by every scrolling or clipping ancestor. */
  const visibleRect = (el: Element) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = p.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, r.left), Math.max(top, r.top), Math.min(right, r.right), Math.min(bottom, r.bottom)];
    }
    return right - left >= 1 && bottom - top >= 1 ? { left, top, right, bottom } : null;
  };
  // With the temporary (modal) drawer open, the page behind its backdrop is inert by design: only the drawer
  // and the Menu button are controls then.
  const backdrop = document.querySelector('[data-testid="drawer-backdrop"]');
  const scope = (el: Element) => !backdrop || el.closest('[data-testid="drawer"]') !== null || el.closest('[data-testid="menu-button"]') !== null;
  const controls = [...document.querySelectorAll(CONTROLS)].filter((el) => scope(el) && shown(el)).map((el) => ({ el, rect: visibleRect(el) }));
  /** The fixed or sticky element an element belongs to, if any (for the message). */
  const pinned = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === 'fixed' || position === 'sticky') return `${position} ${name(p)}`;
    }
    return null;
  };
  /** What covers the control where it is now (its centre or a corner), or null. */
  const coveredBy = (el: Element): string | null => {
    const rect = visibleRect(el);
    if (!rect) return null;
    // The centre and the four corners: a fixed or sticky element over part of a control hides it too. Corners
    // are taken inside a rounded border (a pill's corner is not part of it).
    const radius = Math.min(parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0, (rect.right - rect.left) / 2, (rect.bottom - rect.top) / 2);
    const d = 2 + 0.3 * radius;
    const points = [
      [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
      [rect.left + d, rect.top + d],
      [rect.right - d, rect.top + d],
      [rect.left + d, rect.bottom - d],
      [rect.right - d, rect.bottom - d],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
      const over = pinned(hit);
      return `${name(el)} is covered by ${name(hit)}${over ? ` (part of ${over})` : ''}`;
    }
    return null;
  };
  const problems: string[] = [];
  for (const { el, rect } of controls) {
    if (!rect || !coveredBy(el)) continue;
    // Covered where it is now: a user scrolls it to the middle of the screen. Hidden means it stays covered
    // there too (a floating button passing over a row while the page scrolls hides nothing).
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const still = coveredBy(el);
    if (still) problems.push(`${still}, even when scrolled to the middle of the screen`);
  }
  return [...new Set(problems)];
}

let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * One page per width, kept across that width's routes: each route is a fresh navigation, while the remotes'
 * bundles stay in the page's HTTP cache (a new context per route fetched and parsed them all again).
 */
const pages = new Map<number, Promise<Page>>();
/** The widths whose page has loaded the product once. */
const loaded = new Set<number>();

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await pinClock(page);
  await login(page, 'commish', 'league-demo');
  storageState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  for (const page of pages.values()) await (await page).context().close();
  pages.clear();
  loaded.clear();
});

function pageAt(browser: Browser, width: number): Promise<Page> {
  let page = pages.get(width);
  if (!page) {
    page = (async () => {
      const context = await browser.newContext({ storageState, viewport: { width, height: HEIGHT } });
      const p = await context.newPage();
      await pinClock(p);
      return p;
    })();
    pages.set(width, page);
  }
  return page;
}

/** Lets a transition (the drawer slides in 200 ms) finish before the page is measured. */
const transition = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 350))));
/** Lets a scroll lay out (sticky and fixed elements move with the next frame). */
const frame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits for the routed page to render (remote loaded, no loading state). */
async function settle(page: Page) {
  // the route's remote has rendered its page (not 'networkidle': an idle half second per route and width, and a
  // page's own loading states below say when its data is in)
  await expect(page.locator('main').first()).not.toBeEmpty();
  // Loading states usually end here; a page may keep one (a background refresh), which is still checked as laid out.
  await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await transition(page);
}

async function overlapsAtTopAndEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await frame(page);
  const top = (await page.evaluate(findOverlaps)).map((p) => `top: ${p}`);
  // A page that does not scroll has no other position to check.
  if (await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)) return top;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await frame(page);
  const end = (await page.evaluate(findOverlaps)).map((p) => `end: ${p}`);
  return [...top, ...end];
}

for (const width of WIDTHS) {
  test.describe(`${width} x ${HEIGHT}`, () => {
    for (const route of ROUTES) {
      test(`${route}: no control hidden`, async ({ browser }) => {
        const page = await pageAt(browser, width);
        // the first route of a width loads the product; the next ones move inside it, as a link does (a load
        // per route booted the shell and its remotes 72 times)
        if (loaded.has(width)) {
          await navigate(page, route);
          await domQuiet(page);
        } else {
          await page.goto(route);
          await tookOver(page);
          loaded.add(width);
        }
        await settle(page);
        const menu = page.getByTestId('menu-button');
        const found: string[] = [];
        // The drawer's links are the same on every route; the Menu button moves on the auction page.
        for (const open of DRAWER_CHECKED.includes(route) ? [true, false] : [false]) {
          if ((await menu.getAttribute('aria-expanded')) !== String(open)) {
            await menu.click();
            await transition(page);
          }
          await expect(menu).toHaveAttribute('aria-expanded', String(open));
          found.push(...(await overlapsAtTopAndEnd(page)).map((p) => `drawer ${open ? 'open' : 'closed'}, ${p}`));
        }
        expect(found, `${route} at ${width} px`).toEqual([]);
      });
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, pinClock, test } from './pinned-clock';

/**
 * The page answer's first frame (issue #20, shared-rules page-heads.ts): the route's head, drawn by the
 * server so a phone shows it before any script has run, handed over to the page's own head without a
 * change on screen. The two are measured apart: the frame alone with scripts off, the page's head once
 * the page has taken over; they must be the same words in the same box (else the page would jump, and
 * the larger of the two would be the page's largest contentful paint, painted late).
 */
const ROUTES = ['/leagues/1', '/leagues/1/rosters', '/leagues/1/players', '/data-views'];
const SIZES = [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
];

type Box = { text: string; x: number; y: number; width: number; height: number } | null;

async function boxOf(page: Page, selector: string): Promise<Box> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { text: el.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
  }, selector);
}

function expectSameBox(page: Box, frame: Box, what: string) {
  expect(page, what).not.toBeNull();
  expect(page!.text, what).toBe(frame!.text);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(page![k] - frame![k]), `${what} ${k}`).toBeLessThanOrEqual(1);
}

for (const size of SIZES) {
  test(`at ${size.width} px each framed route's head is drawn by the server and taken over in place`, async ({ browser, page }) => {
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: size });
    const frameOnly = await still.newPage();
    await page.setViewportSize(size);
    for (const route of ROUTES) {
      await frameOnly.goto(route);
      // with scripts off the page's <noscript> line shows above the frame; with them on it does not
      await frameOnly.evaluate(() => document.querySelector('noscript')?.remove());
      const frameTitle = await boxOf(frameOnly, '#first-frame h1');
      expect(frameTitle, `${route}: the page answer carries its head`).not.toBeNull();
      await expect(frameOnly.locator('#first-frame .lf-status[role="status"]')).toHaveText('Loading…');
      const frameLede = await boxOf(frameOnly, '#first-frame header p');

      await page.goto(route);
      await expect(page.locator('#first-frame')).toHaveCount(0, { timeout: 60_000 });
      await expect(page.locator('main h1').first()).toBeVisible();
      expectSameBox(await boxOf(page, 'main header > div > h1'), frameTitle, `${route}: title`);
      if (frameLede) expectSameBox(await boxOf(page, 'main header > div > p'), frameLede, `${route}: lede`);
    }
    await still.close();
  });
}

test('from the first paint to the page, a head is always on screen (no flash between frame and page), and nothing shifts', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  for (const route of ROUTES) {
    const page = await context.newPage();
    await pinClock(page);
    // each animation frame, from before the page's scripts: is a head on screen, and whose
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __heads: string[] }).__heads = seen;
      const tick = () => {
        const frame = document.querySelector('#first-frame h1') !== null;
        // the page under a drawn first screen is in the document but hidden until it takes over
        const own = document.querySelector('main h1')?.checkVisibility({ visibilityProperty: true }) ?? false;
        seen.push(frame && own ? 'both' : frame ? 'frame' : own ? 'page' : 'none');
        if (seen.length < 2000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      // the frame is out of the flow: taking it away must not move the shell's root (a layout shift)
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route);
    await expect(page.locator('#first-frame')).toHaveCount(0, { timeout: 60_000 });
    await page.waitForTimeout(300);
    const heads = await page.evaluate(() => (window as unknown as { __heads: string[] }).__heads);
    const shown = heads.slice(heads.findIndex((h) => h !== 'none'));
    expect(shown[0], `${route}: the first frame painted shows the frame`).toBe('frame');
    expect(shown.filter((h) => h === 'none' || h === 'both'), `${route}: every frame after shows one head`).toEqual([]);
    expect(shown.at(-1)).toBe('page');
    const shifted = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
    expect(shifted, `${route}: layout shift of the visit`).toBeLessThan(0.01);
    await page.close();
  }
  await context.close();
});

/**
 * Routes whose first screen the api draws (their remote's server build): the page itself, as a visitor
 * sees it, is in the page answer, and the page in the browser takes its place with the same boxes.
 */
const DRAWN = [
  { route: '/leagues/1/rosters', selectors: ['summary', 'article h2', 'article h3', 'article td.name'] },
  { route: '/data-views', selectors: ['nav li', 'section h2', 'section p.description', 'section dd'] },
  { route: '/leagues/1/auction', selectors: ['section [role="status"]', 'table td', 'table th', 'h3'] },
];

for (const size of SIZES) {
  test(`at ${size.width} px a drawn first screen is the page as it will be, and the page takes its place in the same boxes`, async ({ browser, page }) => {
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: size });
    const frameOnly = await still.newPage();
    await page.setViewportSize(size);
    const boxes = (p: Page, scope: string, selectors: string[]) =>
      p.evaluate(
        ([sc, sels]) =>
          sels.flatMap((sel) =>
            [...document.querySelectorAll(`${sc} ${sel}`)].slice(0, 6).map((el) => {
              const r = el.getBoundingClientRect();
              return { sel, text: el.textContent ?? '', x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
            }),
          ),
        [scope, selectors] as const,
      );
    for (const { route, selectors } of DRAWN) {
      // the api draws a screen only within its time budget (api/src/http/first-screen.ts): a server still
      // busy with its start-up jobs sends the head-only frame; a quiet one draws it every time
      await expect
        .poll(async () => (await frameOnly.goto(route), frameOnly.locator('#first-frame[data-first-screen]').count()), { timeout: 60_000, intervals: [1_000] })
        .toBe(1);
      await frameOnly.evaluate(() => document.querySelector('noscript')?.remove());
      const drawn = await boxes(frameOnly, '#first-frame', selectors);
      expect(drawn.filter((b) => b.sel === selectors[1]).length, `${route}: the page answer carries the page's content`).toBeGreaterThan(0);

      await page.goto(route);
      await expect(page.locator('#first-frame')).toHaveCount(0, { timeout: 60_000 });
      // (a page answer sent while the server was busy carries the head-only frame, handed over before the data)
      await expect(page.locator(`main ${selectors[1]}`).first()).toBeVisible({ timeout: 60_000 });
      const own = await boxes(page, 'main', selectors);
      for (const [i, box] of drawn.entries()) {
        const mine = own[i];
        expect(mine?.text, `${route}: ${box.sel} #${i}`).toBe(box.text);
        for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(mine[k] - box[k]), `${route}: ${box.sel} "${box.text}" ${k}`).toBeLessThanOrEqual(1);
      }
    }
    await still.close();
  });
}

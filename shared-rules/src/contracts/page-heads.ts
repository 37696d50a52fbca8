/**
 * Page heads and the first frame (issue #20, largest contentful paint on a phone).
 *
 * A first visit on a slow phone waited ~2.5 s for any pixel: every page is drawn by script (the shell's,
 * then its remote's), and the script takes most of that time to arrive and run. The page answer now
 * carries the route's head — its title, badge and lede, the same words the page will show — rendered by
 * the api from this module, with the few styles it needs inline, so the head paints as soon as the page
 * answer arrives. The shell keeps it on screen while its session and the route's remote load, and
 * removes it in the same commit in which the remote first renders its own head (kit `PageHead`, styled
 * from {@link PAGE_HEAD_STYLE}, so the two are the same size at the same place: no jump, no flash).
 *
 * One list names the framed pages ({@link pageHeadFor}); the server renders it ({@link firstFrameHtml})
 * and each framed page renders the same head through the kit. An e2e test compares the two on screen.
 */

/** What a page's head shows. */
export interface PageHead {
  title: string;
  /** A small pill after the title (the league home's "Hosted"). */
  badge?: string;
  /** One muted line under the title. */
  lede?: string;
}

/** A framed page's head and the width of its page's column (each remote page's `max-width`). */
export interface FramedHead extends PageHead {
  column: number;
}

/** The league a framed league page is about: what the api reads for it, and the shell has in its session. */
export interface HeadLeague {
  name: string;
  hosted: boolean;
}

/** The players page's lede, in a league and in the default (visitor) league. */
export const PLAYERS_LEDE = {
  league: 'Roster status and salaries in this league.',
  default: 'Default 12 team half-ppr superflex league.',
} as const;

/** The league home's badge. */
export const leagueBadge = (hosted: boolean): string => (hosted ? 'Hosted' : 'Default settings');

/** The league id of a `/leagues/:lid…` path, or null. */
export function headLeagueId(pathname: string): number | null {
  const m = /^\/leagues\/(\d+)(?:\/|$)/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/**
 * The head the page at `pathname` starts with, or null when its page is not framed: pages whose head
 * depends on more than the league (a team's page, a matchup) or that have no visible head (the auction
 * room's title is for screen readers only). `league` is the league of a `/leagues/:lid` path; a league
 * page without it (unknown league) is not framed.
 */
export function pageHeadFor(pathname: string, league: HeadLeague | null): FramedHead | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/data-views') return { title: 'Data Views', column: 1300 };
  const m = /^\/leagues\/\d+(\/[^/]+)?$/.exec(path);
  if (!m || !league) return null;
  switch (m[1] ?? '') {
    case '':
      return { title: league.name, badge: leagueBadge(league.hosted), column: 1200 };
    case '/rosters':
      return { title: 'Rosters', lede: league.name, column: 1400 };
    case '/players':
      return { title: 'Players', lede: PLAYERS_LEDE.league, column: 1200 };
    default:
      return null;
  }
}

/**
 * The head's styles: declarations for the head row, its title, badge and lede. The kit's `PageHead`
 * and the first frame both use these strings, so the frame's title is measured the same as the page's
 * (the largest contentful paint stays the frame's), at the same place. Colours are the theme's
 * (`shell/src/theme/theme.ts`; a shell test holds them equal).
 */
export const PAGE_HEAD_STYLE = {
  head: 'display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin:0 0 18px',
  title: 'margin:0;font-size:26px;font-weight:700;line-height:1.25;letter-spacing:-0.01em',
  badge: 'display:inline-block;margin-left:10px;vertical-align:middle;font-size:12px;font-weight:700;letter-spacing:normal;padding:3px 8px;border-radius:999px;background:#eef0f5;color:#3d4a66',
  lede: 'margin:4px 0 0;color:#596175',
} as const;

/** The id of the first frame's element, beside (not in) the shell's React root. */
export const FIRST_FRAME_ID = 'first-frame';
const F = `#${FIRST_FRAME_ID}`;

/**
 * The page's frame around the head, as the shell lays it out (`Layout`'s main area beside the drawer,
 * open by default from 800 px, and a remote page's padded column), and the base text styles of the
 * shell's global style: the frame is drawn before any script has run.
 */
const FRAME_CSS = [
  'body{margin:0;font-family:\'Inter\',\'Segoe UI\',system-ui,-apple-system,Roboto,\'Helvetica Neue\',Arial,sans-serif;font-size:15px;line-height:1.55;color:#14213d;background:#f7f6f2;-webkit-font-smoothing:antialiased}',
  `${F},${F} *{box-sizing:border-box}`,
  // out of the flow, over the top of the page: the shell's root below it starts where it will stay, so
  // taking the frame away moves nothing (a frame in the flow pushed the root down, and its removal
  // counted as a layout shift of the whole root: CLS 0.17)
  `${F}{position:absolute;top:0;left:0;right:0;padding:28px 32px 0}`,
  `@media (min-width:800px){${F}{margin-left:264px}}`,
  `@media (max-width:990px){${F}{padding:24px 24px 0}}`,
  `@media (min-width:800px) and (max-width:990px){${F}{margin-left:224px}}`,
  `@media (max-width:750px){${F}{padding:16px 12px 0}}`,
  `${F} .lf-page{padding:24px;margin:0 auto}`,
  `@media (max-width:599.98px){${F} .lf-page{padding:14px}}`,
  `${F} .lf-head{${PAGE_HEAD_STYLE.head}}`,
  `${F} h1{${PAGE_HEAD_STYLE.title}}`,
  `${F} h1>span{${PAGE_HEAD_STYLE.badge}}`,
  `${F} .lf-head p{${PAGE_HEAD_STYLE.lede}}`,
  `${F} .lf-status{margin:0;font-size:13px;color:#596175}`,
  // the shell's global style (shell/src/theme/GlobalStyle.ts) for what a drawn first screen holds
  `${F} h2,${F} h3{line-height:1.25;letter-spacing:-0.01em}`,
  `${F} a{color:#1d4ed8}`,
  `${F} button{font:inherit}`,
].join('');

/**
 * While a first screen is on screen (below), the page the shell's root draws under it is hidden: its
 * loading state would show through the frame. Both go in the same commit (`clearFirstFrame`, with this
 * style element), so the page appears where the frame was, and nothing moves (the frame is out of the flow).
 */
export const FIRST_SCREEN_OUTLET_ATTR = 'data-first-screen-outlet';
const OUTLET_CSS = `[${FIRST_SCREEN_OUTLET_ATTR}]{visibility:hidden}`;

/**
 * A route's first screen as the api draws it from the remote's own components (shell
 * `first-screen-server.tsx`): the page's markup with the data a visitor is shown, and its styles, each
 * rule scoped under the frame's id.
 */
export interface FirstScreenMarkup {
  html: string;
  css: string;
}

/** What a first screen is drawn at besides its reads: the app clock's instant (ms), for a page that shows time. */
export interface FirstScreenContext {
  now: number;
}

/**
 * What a remote's server build (`dist-ssr/first-screen.js`) exports: for a page path, the api GETs its
 * remote reads (paths under `/api`, answered as to a visitor) and has the page drawn from their answers;
 * null for a path the remote draws no first screen for. `render` throws on an answer its contract refuses.
 */
export interface FirstScreenModule {
  firstScreen(pathname: string): { data: string[]; render(answers: unknown[], context: FirstScreenContext): FirstScreenMarkup } | null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The first frame's markup and styles for a head: `style` goes in the page's `<head>`, `html` before the
 * shell's root. It says it is loading (a polite status), so a screen reader hears more than the title.
 */
export function firstFrameHtml(head: FramedHead): { style: string; html: string } {
  const badge = head.badge ? `<span>${escapeHtml(head.badge)}</span>` : '';
  const lede = head.lede ? `<p>${escapeHtml(head.lede)}</p>` : '';
  return {
    style: `<style id="${FIRST_FRAME_ID}-style">${FRAME_CSS}${F} .lf-page{max-width:${Math.round(head.column)}px}</style>`,
    html:
      `<div id="${FIRST_FRAME_ID}" aria-busy="true"><div class="lf-page">` +
      `<header class="lf-head"><div><h1>${escapeHtml(head.title)}${badge}</h1>${lede}</div></header>` +
      '<p class="lf-status" role="status">Loading…</p></div></div>',
  };
}

/**
 * The first frame with a drawn first screen, in place of the head-only frame (and on pages with no
 * visible head, as the auction room): the page itself as a visitor sees it (its head is the page's own),
 * hiding the shell's outlet until the page hands over (`useFirstScreenHandoff`), with a polite status
 * that is read, not seen (the screen shows the content; a signed-in reader's may differ).
 */
export function firstScreenHtml(screen: FirstScreenMarkup): { style: string; html: string } {
  const hidden = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
  return {
    style: `<style id="${FIRST_FRAME_ID}-style">${FRAME_CSS}${OUTLET_CSS}${F} .lf-status{${hidden}}${screen.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    html:
      `<div id="${FIRST_FRAME_ID}" aria-busy="true" data-first-screen="">${screen.html}` +
      '<p class="lf-status" role="status">Loading…</p></div>',
  };
}

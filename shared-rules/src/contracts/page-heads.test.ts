import { FIRST_FRAME_ID, FIRST_SCREEN_OUTLET_ATTR, firstFrameHtml, firstScreenHtml, headLeagueId, pageHeadFor, PLAYERS_LEDE } from './page-heads';
import { remoteForPath } from './remote-routes';

const league = { name: 'Demo Dynasty League', hosted: true };

describe('pageHeadFor', () => {
  it('heads the league home with the league name and its hosting badge', () => {
    expect(pageHeadFor('/leagues/1', league)).toEqual({ title: 'Demo Dynasty League', badge: 'Hosted', column: 1200 });
    expect(pageHeadFor('/leagues/1/', { name: 'Other', hosted: false })).toMatchObject({ title: 'Other', badge: 'Default settings' });
  });

  it('heads the rosters and players pages with their titles and ledes', () => {
    expect(pageHeadFor('/leagues/3/rosters', league)).toEqual({ title: 'Rosters', lede: 'Demo Dynasty League', column: 1400 });
    expect(pageHeadFor('/leagues/3/players', league)).toEqual({ title: 'Players', lede: PLAYERS_LEDE.league, column: 1200 });
    expect(pageHeadFor('/data-views', null)).toEqual({ title: 'Data Views', column: 1300 });
  });

  it('frames no page whose head depends on more than the league, and no league page without its league', () => {
    for (const path of ['/leagues/1/auction', '/leagues/1/teams/4', '/leagues/1/matchups', '/data-views/12', '/login', '/', '/leagues']) {
      expect(pageHeadFor(path, league)).toBeNull();
    }
    expect(pageHeadFor('/leagues/9/rosters', null)).toBeNull();
  });

  it('frames only pages a remote draws (the shell hands the frame over when the remote first renders)', () => {
    for (const path of ['/leagues/1', '/leagues/1/rosters', '/leagues/1/players', '/data-views']) expect(remoteForPath(path)).not.toBeNull();
  });
});

describe('headLeagueId', () => {
  it('reads the league of a league path only', () => {
    expect(headLeagueId('/leagues/12/rosters')).toBe(12);
    expect(headLeagueId('/leagues/0')).toBe(0);
    expect(headLeagueId('/data-views')).toBeNull();
    expect(headLeagueId('/leaguesx/1')).toBeNull();
  });
});

describe('firstFrameHtml', () => {
  it('draws the head, a polite loading status and the page column width', () => {
    const { style, html } = firstFrameHtml({ title: 'Rosters', lede: 'Demo', column: 1400 });
    expect(html).toBe(
      `<div id="${FIRST_FRAME_ID}" aria-busy="true"><div class="lf-page"><header class="lf-head"><div><h1>Rosters</h1><p>Demo</p></div></header>` +
        '<p class="lf-status" role="status">Loading…</p></div></div>',
    );
    expect(style).toMatch(new RegExp(`^<style id="${FIRST_FRAME_ID}-style">`));
    expect(style).toContain('#first-frame .lf-page{max-width:1400px}');
  });

  it('escapes a league name, which is user input', () => {
    const { html } = firstFrameHtml({ title: '<img src=x onerror=alert(1)> & "Co"', badge: 'Hosted', column: 1200 });
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;<span>Hosted</span></h1>');
    expect(html).not.toContain('<img');
  });

  it('firstScreenHtml: a drawn first screen carries the page itself and its styles, hides the outlet and keeps the status for screen readers only', () => {
    const { style, html } = firstScreenHtml({ html: '<div class="p">Gurus</div>', css: '#first-frame .p{color:red}' });
    expect(html).toBe(`<div id="${FIRST_FRAME_ID}" aria-busy="true" data-first-screen=""><div class="p">Gurus</div><p class="lf-status" role="status">Loading…</p></div>`);
    expect(style).toContain(`[${FIRST_SCREEN_OUTLET_ATTR}]{visibility:hidden}`);
    expect(style).toContain('#first-frame .lf-status{position:absolute;width:1px');
    expect(style.endsWith('#first-frame .p{color:red}</style>')).toBe(true);
  });

  it("keeps a screen's styles inside their element", () => {
    const { style } = firstScreenHtml({ html: '', css: '#first-frame .p::after{content:"</style><script>"}' });
    expect(style.match(/<\/style>/g)).toHaveLength(1);
  });
});


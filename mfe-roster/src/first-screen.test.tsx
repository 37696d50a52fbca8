/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { firstScreen } from './first-screen';
import { league, rosters, teams } from './features/rosters/fixtures.test-data';

describe('the rosters first screen (drawn by the api from this build)', () => {
  it('names the three reads the page makes, and draws nothing for other paths or the default league', () => {
    expect(firstScreen('/leagues/1/rosters')?.data).toEqual(['/api/leagues/1', '/api/leagues/1/teams', '/api/leagues/1/rosters']);
    expect(firstScreen('/leagues/12/rosters/')?.data[2]).toBe('/api/leagues/12/rosters');
    for (const p of ['/leagues/0/rosters', '/leagues/1', '/leagues/1/rosters/x', '/leagues/1/teams']) expect(firstScreen(p)).toBeNull();
  });

  it("draws the page's own markup from the answers, with its styles scoped under the frame", () => {
    const { html, css } = firstScreen('/leagues/1/rosters')!.render([league, { teams }, { rosters }], { now: 0 });
    expect(html).toContain('<h1>Rosters</h1><p>Demo League</p>');
    expect(html).toContain('<summary>Position counts by team</summary>');
    // team names link to their pages before any script runs; the export waits for the page's script
    expect(html).toContain('href="/leagues/1/teams/2"');
    expect(html).toMatch(/<button type="button" disabled="" class="[^"]+">Export CSV<\/button>/);
    expect(css).toMatch(/^#first-frame \./);
    expect(css.split('}').filter((rule) => rule.includes('{') && !rule.trim().startsWith('#first-frame') && !rule.trim().startsWith('@media'))).toEqual([]);
    expect(css).not.toContain('data-styled');
  });

  it('refuses an answer its contract does not allow', () => {
    expect(() => firstScreen('/leagues/1/rosters')!.render([league, { teams }, { rosters: [{ tid: 'two' }] }], { now: 0 })).toThrow();
  });
});

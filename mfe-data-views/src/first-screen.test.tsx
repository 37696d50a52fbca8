/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { firstScreen } from './first-screen';
import { ownView, systemDraft, systemPoints } from './features/views/fixtures.test-data';

describe('the data views first screen (drawn by the api from this build)', () => {
  it('reads the views list, for /data-views only', () => {
    expect(firstScreen('/data-views')?.data).toEqual(['/api/data-views']);
    expect(firstScreen('/data-views/')?.data).toEqual(['/api/data-views']);
    for (const p of ['/data-views/system-draft-capital', '/leagues/1/stats', '/']) expect(firstScreen(p)).toBeNull();
  });

  it("draws the page's list and its default view as a visitor sees them, the players table loading", () => {
    const { html, css } = firstScreen('/data-views')!.render([[systemPoints, systemDraft, ownView]], { now: 0 });
    expect(html).toContain('<h1>Data Views</h1>');
    expect(html).toContain('>System views</h2>');
    expect(html).toContain('>Shared views</h2>');
    expect(html).toMatch(/<h2 id="data-view-title">Season Fantasy Points<\/h2><p class="description">Fantasy points of the last completed regular season, best first.<\/p>/);
    // a visitor saves nothing: no save, rename or delete
    expect(html).not.toMatch(/Save as new view|Rename|Delete/);
    expect(html).toContain('Loading players');
    // every rule is scoped under the frame (keyframes, named by their hash, are not rules of elements)
    expect(css).toContain('#first-frame .');
    expect(css).not.toMatch(/(^|})\s*\./);
  });

  it('refuses a list its contract does not allow', () => {
    expect(() => firstScreen('/data-views')!.render([[{ view_id: 3 }]], { now: 0 })).toThrow();
  });
});

import { firstFrameHtml, PAGE_HEAD_STYLE } from '@league/shared-rules/page-heads';
import { theme } from '../theme/theme';
import { clearFirstFrame, hasFirstFrame } from './first-frame';

describe('the first frame', () => {
  it('is found, and cleared with its styles, once (a second clear is harmless)', () => {
    const { style, html } = firstFrameHtml({ title: 'Players', column: 1200 });
    document.head.insertAdjacentHTML('beforeend', style);
    document.body.insertAdjacentHTML('afterbegin', html);
    expect(hasFirstFrame()).toBe(true);
    clearFirstFrame();
    expect(hasFirstFrame()).toBe(false);
    expect(document.getElementById('first-frame-style')).toBeNull();
    expect(() => clearFirstFrame()).not.toThrow();
  });

  // the frame is drawn before any script: its styles are written out in shared-rules, and must stay the
  // shell's (a frame in other colours or at another place would change on screen when the page takes over)
  it("draws with the shell's theme and layout", () => {
    const css = firstFrameHtml({ title: 'x', column: 1200 }).style;
    const squash = (s: string) => s.replace(/,\s+/g, ',');
    expect(css).toContain(`font-family:${squash(theme.font.body)}`);
    expect(css).toContain(`color:${theme.color.ink};background:${theme.color.paper}`);
    expect(css).toContain(`@media (min-width:${theme.breakpoint.narrow}px){#first-frame{margin-left:${theme.drawerWidth}px}}`);
    expect(css).toContain(`and (max-width:${theme.breakpoint.wide}px){#first-frame{margin-left:${theme.drawerWidthCompact}px}}`);
    expect(css).toContain(`@media (max-width:${theme.breakpoint.compact}px){#first-frame{padding:16px 12px 0}}`);
    expect(PAGE_HEAD_STYLE.lede).toContain(`color:${theme.color.muted}`);
    expect(PAGE_HEAD_STYLE.badge).toContain(`background:${theme.color.surfaceAlt};color:${theme.color.inkSoft}`);
  });
});

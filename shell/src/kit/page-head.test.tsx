import { render, screen } from '@testing-library/react';
import { firstFrameHtml } from '@league/shared-rules/page-heads';
import { PageHead } from './page-head';

describe('PageHead', () => {
  it('draws the title with its badge, the lede and the actions', () => {
    render(<PageHead title="Demo Dynasty League" badge="Hosted" lede="A line" actions={<button type="button">Export CSV</button>} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Demo Dynasty LeagueHosted');
    expect(title.closest('header')!.textContent).toBe('Demo Dynasty LeagueHostedA lineExport CSV');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  // the first frame is this head drawn by the server: the same elements in the same nesting, so the
  // page's head measures as the frame's did (shell/e2e/first-frame.spec.ts measures them on screen)
  it("has the first frame's markup", () => {
    const { container } = render(<PageHead title="Rosters" lede="Demo & Co" />);
    const frame = document.createElement('div');
    frame.innerHTML = firstFrameHtml({ title: 'Rosters', lede: 'Demo & Co', column: 1400 }).html;
    const shape = (el: Element): string => `${el.tagName}(${[...el.children].map(shape).join(',')})`;
    expect(shape(container.querySelector('header')!)).toBe(shape(frame.querySelector('header')!));
    expect(container.querySelector('header')!.textContent).toBe(frame.querySelector('header')!.textContent);
  });
});

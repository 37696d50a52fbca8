import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Markdown } from './Markdown';
import { safeHref, slug } from './markdown';
import about from './text/about.md';
import glossary from './text/glossary.md';
import guide from './text/guides-data-views.md';
import resources from './text/resources.md';

function html(source: string): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );
  return container;
}

describe('Markdown', () => {
  it('renders headings with ids, paragraphs, lists, quotes, code, rules and tables', () => {
    const root = html(
      ['# Title', '', 'Some **bold** and *em* text', 'continued.', '', '- one', '- two', '', '3. third', '', '> quoted', '', '```', 'x = 1', '```', '---', '| a | b |', '|---|--:|', '| 1 | 2 |'].join('\n'),
    );
    expect([...root.children].map((el) => el.tagName.toLowerCase())).toEqual(['h1', 'p', 'ul', 'ol', 'blockquote', 'pre', 'hr', 'div']);
    expect(root.querySelector('h1')?.id).toBe('title');
    expect(root.querySelector('p')?.innerHTML).toBe('Some <strong>bold</strong> and <em>em</em> text\ncontinued.');
    expect(root.querySelector('ul')?.innerHTML).toBe('<li>one</li><li>two</li>');
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(root.querySelector('pre code')?.textContent).toBe('x = 1');
    expect(root.querySelector('div.table-scroll table tbody td:last-child')?.getAttribute('style')).toBe('text-align: right;');
  });

  it('shows raw HTML as text: no script, no element, no event handler', () => {
    const root = html(
      ['<script>alert(1)</script>', '', 'inline <img src=x onerror="alert(2)"> and <b>bold</b>', '', '<div onclick="alert(3)">block</div>'].join('\n'),
    );
    for (const tag of ['script', 'img', 'b', 'div']) expect(root.querySelector(tag)).toBeNull();
    expect(root.querySelectorAll('[onerror], [onclick]')).toHaveLength(0);
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it('keeps only safe links, routes site links and opens the others in a new tab', () => {
    const root = html('[a](javascript:alert(1)) [b](data:text/html,x) [c](//evil.example) [d](/glossary) [e](https://nflverse.com) ![pic](https://x.example/p.png)');
    const anchors = [...root.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['/glossary', 'https://nflverse.com']);
    expect(anchors[1].getAttribute('target')).toBe('_blank');
    expect(anchors[1].getAttribute('rel')).toBe('noreferrer');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('pic');
  });

  it('every text page starts with its title heading and has content', () => {
    for (const [source, title] of [
      [about, 'About'],
      [resources, 'Resources'],
      [glossary, 'Glossary'],
      [guide, 'Data Views Guide'],
    ] as const) {
      const root = html(source);
      expect(root.firstElementChild?.tagName).toBe('H1');
      expect(root.firstElementChild?.textContent).toBe(title);
      expect(root.children.length).toBeGreaterThan(5);
    }
  });
});

describe('safeHref and slug', () => {
  it('allow site, anchor, http(s) and mailto links only', () => {
    expect(safeHref('/about')).toBe('/about');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });

  it('slugs headings', () => {
    expect(slug('What a hosted league gets!')).toBe('what-a-hosted-league-gets');
  });
});

import { parseInline, parseMarkdown, safeHref, slug } from './markdown';
import about from './text/about.md';
import glossary from './text/glossary.md';
import guide from './text/guides-data-views.md';
import resources from './text/resources.md';

describe('markdown', () => {
  it('parses headings, paragraphs, lists, quotes, code, rules and tables', () => {
    const blocks = parseMarkdown(
      ['# Title', '', 'Some **bold** and *em* text', 'continued.', '', '- one', '- two', '', '1. first', '', '> quoted', '', '```', 'x = 1', '```', '---', '| a | b |', '|---|---|', '| 1 | 2 |'].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule', 'table']);
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1, id: 'title' });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Some ' },
        { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'em', children: [{ type: 'text', text: 'em' }] },
        { type: 'text', text: ' text continued.' },
      ],
    });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[7]).toMatchObject({ type: 'table', rows: [[[{ text: '1' }], [{ text: '2' }]]] });
  });

  it('keeps only safe links', () => {
    expect(safeHref('/about')).toBe('/about');
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: 'x' }, { type: 'text', text: ')' }]);
    expect(parseInline('see [docs](/glossary)')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: '/glossary', children: [{ type: 'text', text: 'docs' }] },
    ]);
  });

  it('slugs headings', () => {
    expect(slug('What a hosted league gets!')).toBe('what-a-hosted-league-gets');
  });

  it('every text page starts with its title heading and has content', () => {
    for (const [source, title] of [
      [about, 'About'],
      [resources, 'Resources'],
      [glossary, 'Glossary'],
      [guide, 'Data Views Guide'],
    ] as const) {
      const blocks = parseMarkdown(source);
      expect(blocks[0]).toMatchObject({ type: 'heading', level: 1, children: [{ type: 'text', text: title }] });
      expect(blocks.length).toBeGreaterThan(5);
    }
  });
});

import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react';
import { Link } from '@league/shell/router';
import { inlineText, parseMarkdown, safeHref, slug, type MarkdownToken } from './markdown';

/** Elements a text page may contain: what markdown-it produces for CommonMark + tables, nothing else. */
const TAGS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'em', 'strong', 's', 'a',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);

interface Frame {
  token: MarkdownToken | null;
  children: ReactNode[];
  /** Heading anchor, from the heading's text. */
  id?: string;
}

/** Table cells carry their alignment as `style="text-align:…"`; only that survives, as a style object. */
function cellStyle(token: MarkdownToken): CSSProperties | undefined {
  const align = /^text-align:(left|right|center)$/.exec(String(token.attrGet('style') ?? ''));
  return align ? { textAlign: align[1] as 'left' | 'right' | 'center' } : undefined;
}

function link(token: MarkdownToken, children: ReactNode[], key: number): ReactNode {
  const href = safeHref(String(token.attrGet('href') ?? ''));
  if (!href) return createElement(Fragment, { key }, ...children);
  if (href.startsWith('/')) return createElement(Link, { key, to: href }, ...children);
  const external = !href.startsWith('#');
  return createElement('a', { key, href, target: external ? '_blank' : undefined, rel: external ? 'noreferrer' : undefined }, ...children);
}

function element(frame: Frame, key: number): ReactNode {
  const token = frame.token as MarkdownToken;
  const { tag } = token;
  const { children } = frame;
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'a') return link(token, children, key);
  if (tag === 'table') return createElement('div', { key, className: 'table-scroll' }, createElement('table', null, ...children));
  if (tag === 'th' || tag === 'td') return createElement(tag, { key, style: cellStyle(token) }, ...children);
  if (tag === 'ol') {
    const start = Number(token.attrGet('start'));
    return createElement('ol', { key, start: Number.isInteger(start) ? start : undefined }, ...children);
  }
  // A tight list's paragraphs are hidden: their text goes straight into the <li>.
  if (token.hidden) return createElement(Fragment, { key }, ...children);
  return createElement(tag, { key, id: frame.id }, ...children);
}

function leaf(token: MarkdownToken, key: number): ReactNode {
  switch (token.type) {
    case 'inline':
      return createElement(Fragment, { key }, ...render(token.children ?? []));
    case 'code_inline':
      return createElement('code', { key }, token.content);
    case 'fence':
    case 'code_block':
      return createElement('pre', { key }, createElement('code', null, token.content.replace(/\n$/, '')));
    case 'hr':
      return createElement('hr', { key });
    case 'hardbreak':
      return createElement('br', { key });
    case 'softbreak':
      return '\n';
    case 'image':
      // Text pages show no remote images; the alt text stands in.
      return inlineText(token);
    default:
      // text, and raw HTML (which markdown-it, with html off, already hands over as text): always a string.
      return token.content;
  }
}

/** Turns markdown-it's flat open/close token stream into nested React elements. */
function render(tokens: MarkdownToken[]): ReactNode[] {
  const stack: Frame[] = [{ token: null, children: [] }];
  tokens.forEach((token, index) => {
    const top = stack[stack.length - 1];
    if (token.nesting === 1) {
      const id = token.type === 'heading_open' ? slug(inlineText(tokens[index + 1])) : undefined;
      stack.push({ token, children: [], id });
    } else if (token.nesting === -1) {
      const done = stack.pop() as Frame;
      const parent = stack[stack.length - 1];
      parent.children.push(element(done, parent.children.length));
    } else {
      top.children.push(leaf(token, top.children.length));
    }
  });
  return stack[0].children;
}

/** Renders a markdown document as React elements (no raw HTML, links checked, internal links routed). */
export function Markdown({ source }: { source: string }) {
  return <>{render(parseMarkdown(source))}</>;
}

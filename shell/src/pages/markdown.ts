/**
 * A small markdown parser for the shell's own text pages. It produces a tree (never HTML strings),
 * so rendering cannot inject markup. Supported: headings, paragraphs, bullet and numbered lists,
 * block quotes, fenced code, horizontal rules, tables, and inline bold, italic, code and links.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'rule' }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] };

/** Anchor id for a heading: lower-case words joined by dashes. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

const inlinePattern = /(\*\*([^*]+)\*\*)|(`([^`]+)`)|(\[([^\]]+)\]\(([^)\s]+)\))|(\*([^*]+)\*)|(_([^_]+)_)/;

/** Only http(s), mailto and site-relative links survive; anything else becomes plain text. */
export function safeHref(href: string): string | null {
  if (href.startsWith('/') || href.startsWith('#')) return href;
  return /^(https?:|mailto:)/i.test(href) ? href : null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    if (match[1]) out.push({ type: 'strong', children: parseInline(match[2]) });
    else if (match[3]) out.push({ type: 'code', text: match[4] });
    else if (match[5]) {
      const href = safeHref(match[7]);
      const children = parseInline(match[6]);
      if (href) out.push({ type: 'link', href, children });
      else out.push(...children);
    } else if (match[8]) out.push({ type: 'em', children: parseInline(match[9]) });
    else out.push({ type: 'em', children: parseInline(match[11]) });
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

/** Plain text of inline nodes (for heading ids). */
export function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => ('text' in node ? node.text : inlineText(node.children))).join('');
}

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const isBlockStart = (line: string) => /^(#{1,4}\s|```|>\s?|[-*]\s|\d+\.\s|---+\s*$|\|)/.test(line);
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const children = parseInline(heading[2].trim());
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3 | 4, id: slug(inlineText(children)), children });
      i++;
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith('```')) body.push(lines[i++]);
      i++;
      blocks.push({ type: 'code', text: body.join('\n') });
    } else if (/^---+\s*$/.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
    } else if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) body.push(lines[i++].replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', children: parseInline(body.join(' ')) });
    } else if (/^([-*]|\d+\.)\s/.test(line)) {
      const ordered = /^\d+\./.test(line);
      const items: Inline[][] = [];
      const itemPattern = ordered ? /^\d+\.\s+/ : /^[-*]\s+/;
      while (i < lines.length && itemPattern.test(lines[i])) {
        let text = lines[i++].replace(itemPattern, '');
        // Indented continuation lines belong to the item.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i])) text += ` ${lines[i++].trim()}`;
        items.push(parseInline(text));
      }
      blocks.push({ type: 'list', ordered, items });
    } else if (line.startsWith('|') && i + 1 < lines.length && /^\|?\s*:?-{3,}/.test(lines[i + 1])) {
      const header = tableCells(line);
      i += 2;
      const rows: Inline[][][] = [];
      while (i < lines.length && lines[i].startsWith('|')) rows.push(tableCells(lines[i++]));
      blocks.push({ type: 'table', header, rows });
    } else {
      const body: string[] = [line.trim()];
      i++;
      while (i < lines.length && lines[i].trim() && !isBlockStart(lines[i])) body.push(lines[i++].trim());
      blocks.push({ type: 'paragraph', children: parseInline(body.join(' ')) });
    }
  }
  return blocks;
}

/**
 * Markdown of the shell's text pages, parsed by markdown-it (CommonMark + tables). Raw HTML is off, so
 * `<script>` or `<img onerror>` in a document stays text; `Markdown.tsx` turns the token stream into React
 * elements (never an HTML string), with an allow-list of attributes and of link targets.
 */
import MarkdownIt, { type Token } from 'markdown-it';

/** One token of markdown-it's stream. */
export type MarkdownToken = Token;

const parser = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
// markdown-it already refuses javascript:/vbscript:/file:/data: links; ours also refuses every other scheme.
parser.validateLink = (url) => safeHref(url.trim()) !== null;

/** Anchor id for a heading: lower-case words joined by dashes. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Only http(s), mailto and site-relative links survive; anything else becomes plain text. */
export function safeHref(href: string): string | null {
  if ((href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')) return href;
  return /^(https?:|mailto:)/i.test(href) ? href : null;
}

/** Block-level tokens of a document (inline tokens hang off each `inline` token's `children`). */
export function parseMarkdown(source: string): MarkdownToken[] {
  return parser.parse(source, {});
}

/** Plain text of an inline token's children (for heading ids). */
export function inlineText(token: MarkdownToken | undefined): string {
  if (!token) return '';
  if (!token.children) return token.content;
  return token.children.map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
}

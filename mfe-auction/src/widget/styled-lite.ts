/**
 * The widget's stand-in for styled-components: the widget build aliases `styled-components` to this
 * module (rspack.widget.config.ts), so the auction room's components, written for styled-components
 * and shared with the federated remote, run unchanged inside the widget. It is the part of the API
 * they use (`styled.tag`, `css`, `keyframes`, `StyleSheetManager` with `target` and `nonce`,
 * `$transient` props) in ~2 kB instead of styled-components + stylis (~10 kB brotli, an eighth of
 * the widget).
 *
 * Where the rules go: a constructed stylesheet adopted by the shadow root of the manager's target
 * (like the host reset, host-styles.ts), which a host CSP without 'unsafe-inline' does not govern;
 * where constructable stylesheets are missing, a `<style>` element in the target carrying the
 * manager's nonce, as styled-components did. Rules are inserted in useInsertionEffect, before the
 * DOM they style is shown.
 *
 * Nesting is flattened here (`&`, descendant selectors, `@media`/`@container`/`@supports` inside a
 * rule), as stylis did, so the widget does not depend on native CSS nesting. No vendor prefixing:
 * the widget's browser targets need none for the properties used.
 */
import { createContext, createElement, useContext, useInsertionEffect, type JSX, type ReactNode } from 'react';

type Props = Record<string, unknown>;
type Plain = string | number | boolean | null | undefined | Keyframes | CssChunk;
type Interpolation = Plain | ((props: Props) => Interpolation) | Interpolation[];
/** A template's interpolations as the components' code types them: values or functions of the props. */
type Value<P> = Plain | ((props: P) => Interpolation);

/** A `css` template: evaluated against the component's props when interpolated. */
class CssChunk {
  constructor(
    readonly strings: readonly string[],
    readonly values: Interpolation[],
  ) {}
}

/** A `keyframes` template: interpolates as its name and brings its rule along. */
class Keyframes {
  readonly name: string;
  readonly rule: string;
  constructor(body: string) {
    this.name = `k${hash(body)}`;
    this.rule = `@keyframes ${this.name}{${stripComments(body)}}`;
  }
  toString(): string {
    return this.name;
  }
}

export function css<P = Props>(strings: TemplateStringsArray, ...values: Value<P>[]): CssChunk {
  return new CssChunk(strings, values as Interpolation[]);
}

export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): Keyframes {
  return new Keyframes(flatten(new CssChunk(strings, values), {}, []));
}

/** FNV-1a, base 36: a short stable class name for a block of CSS. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');

/** The template's text for these props; keyframes met on the way are collected into `extra`. */
function flatten(value: Interpolation, props: Props, extra: string[]): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (typeof value === 'function') return flatten(value(props), props, extra);
  if (Array.isArray(value)) return value.map((v) => flatten(v, props, extra)).join('');
  if (value instanceof Keyframes) {
    extra.push(value.rule);
    return value.name;
  }
  if (value instanceof CssChunk) {
    let out = value.strings[0];
    for (let i = 0; i < value.values.length; i++) out += flatten(value.values[i], props, extra) + value.strings[i + 1];
    return out;
  }
  return String(value);
}

/** Splits a block body at the top level: declarations and nested `prelude { body }` blocks, in order. */
function parseBlock(body: string): Array<string | [string, string]> {
  const items: Array<string | [string, string]> = [];
  let buf = '';
  let parens = 0;
  let quote = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') parens++;
    else if (ch === ')') parens--;
    else if (ch === ';' && parens === 0) {
      if (buf.trim()) items.push(buf.trim());
      buf = '';
      continue;
    } else if (ch === '{' && parens === 0) {
      let depth = 1;
      let j = i + 1;
      for (; j < body.length && depth > 0; j++) {
        if (body[j] === '{') depth++;
        else if (body[j] === '}') depth--;
      }
      items.push([buf.trim(), body.slice(i + 1, j - 1)]);
      buf = '';
      i = j - 1;
      continue;
    }
    buf += ch;
  }
  if (buf.trim()) items.push(buf.trim());
  return items;
}

/** Top-level commas only: `a, b:not(c, d)` is two selectors. */
function splitSelectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    if (prelude[i] === '(' || prelude[i] === '[') depth++;
    else if (prelude[i] === ')' || prelude[i] === ']') depth--;
    else if (prelude[i] === ',' && depth === 0) {
      out.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(prelude.slice(start).trim());
  return out;
}

/** Flat rules for a nested block under `selectors`, wrapped in the enclosing at-rules. */
export function compile(selectors: string[], body: string, wrap: string[] = [], out: string[] = []): string[] {
  const decls: string[] = [];
  const nested: Array<[string, string]> = [];
  for (const item of parseBlock(stripComments(body))) (typeof item === 'string' ? decls : nested).push(item as never);
  if (decls.length) out.push(wrap.reduceRight((rule, at) => `${at}{${rule}}`, `${selectors.join(',')}{${decls.join(';')}}`));
  for (const [prelude, inner] of nested) {
    if (prelude.startsWith('@')) compile(selectors, inner, [...wrap, prelude], out);
    else {
      const children = splitSelectors(prelude);
      compile(selectors.flatMap((parent) => children.map((c) => (c.includes('&') ? c.replace(/&/g, parent) : `${parent} ${c}`))), inner, wrap, out);
    }
  }
  return out;
}

interface Manager {
  target?: HTMLElement;
  nonce?: string;
}
const ManagerContext = createContext<Manager>({});

/** Where the rules of the components below go (`target`'s root) and the nonce of a `<style>` fallback. */
export function StyleSheetManager({ target, nonce, children }: Manager & { children?: ReactNode }) {
  return createElement(ManagerContext.Provider, { value: { target, nonce } }, children);
}

/** The rules inserted so far for one target, and how to make sure they are attached. */
interface Sheet {
  inserted: Set<string>;
  insert(rule: string): void;
}
const sheets = new WeakMap<Node, Sheet>();

function sheetFor({ target, nonce }: Manager): Sheet {
  const place: Node = target ?? document.head;
  let sheet = sheets.get(place);
  if (sheet) return sheet;
  const root = place.getRootNode() as Document | ShadowRoot;
  const inserted = new Set<string>();
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const css = new CSSStyleSheet();
    sheet = {
      inserted,
      insert(rule) {
        // before the root's other sheets (the host reset), as styled-components' <style> came before it;
        // again if the root's list was reset (the element was taken out of the page and put back)
        if (!root.adoptedStyleSheets.includes(css)) root.adoptedStyleSheets = [css, ...root.adoptedStyleSheets];
        try {
          css.insertRule(rule, css.cssRules.length);
        } catch {
          // a rule this browser cannot parse is skipped, as a stylesheet would skip it
        }
      },
    };
  } else {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    sheet = {
      inserted,
      insert(rule) {
        if (!style.isConnected) place.appendChild(style);
        style.appendChild(document.createTextNode(rule));
      },
    };
  }
  sheets.set(place, sheet);
  return sheet;
}

function insertRules(manager: Manager, className: string, cssText: string, extra: string[]): void {
  const sheet = sheetFor(manager);
  for (const rule of extra) {
    if (sheet.inserted.has(rule)) continue;
    sheet.inserted.add(rule);
    sheet.insert(rule);
  }
  if (sheet.inserted.has(className)) return;
  sheet.inserted.add(className);
  for (const rule of compile([`.${className}`], cssText)) sheet.insert(rule);
}

function styledTag(tag: string) {
  return <P extends object = object>(strings: TemplateStringsArray, ...values: Value<P>[]) => {
    const template = new CssChunk(strings, values as Interpolation[]);
    return function Styled(props: P & Props) {
      const manager = useContext(ManagerContext);
      const extra: string[] = [];
      const cssText = flatten(template, props, extra);
      const className = `s${hash(cssText)}`;
      useInsertionEffect(() => insertRules(manager, className, cssText, extra));
      // `$name` props style the component and stay off the DOM element, as in styled-components
      const domProps: Props = {};
      for (const key of Object.keys(props)) if (key[0] !== '$') domProps[key] = props[key];
      domProps.className = props.className ? `${className} ${props.className as string}` : className;
      return createElement(tag, domProps);
    };
  };
}

/** `styled.div\`…\`` for any tag. */
const styled = new Proxy({} as Record<keyof JSX.IntrinsicElements, ReturnType<typeof styledTag>>, { get: (_, tag: string) => styledTag(tag) });
export default styled;

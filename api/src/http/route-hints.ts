import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AUCTION_POOL_FIRST_QUERY } from '@league/shared-rules/contracts';
import { remoteForPath, type RemoteName } from '@league/shared-rules/remote-routes';
import { encodeQuery } from '@league/shared-rules/client';
import { ambiguousSharedChunks, firstLoad, indexScripts, type Build, type BuildStats, type FederationManifest } from './first-load';

/**
 * Preload hints in the page answer (issue #20 "no waterfall that can be avoided"): without them a phone
 * fetches the shell's script, then its bootstrap and shared libraries, then `/config.json`, then the
 * route's remote manifest, then its entry, then its first chunks, then the data, one round trip after the
 * other. The page now carries the remote map inline and asks the browser for every script of the route's
 * first load (first-load.ts, the bundle check's reckoning), the remote's manifest and the first data at
 * once, while the shell's own script downloads.
 */

/** One `<link rel="preload">`. */
export interface Hint {
  href: string;
  as: 'fetch' | 'script';
  /**
   * The preload is used only when its request mode matches the real request's: the federation runtime
   * fetches manifests in cors mode without credentials (`anonymous`), the api client with them
   * (`use-credentials`); scripts are classic `<script>` elements (no attribute).
   */
  crossorigin?: 'anonymous' | 'use-credentials';
}

/** What to preload for a page's code: its remote's manifest (null for the shell's own pages) and every script of its first load. */
export interface PageCode {
  manifest: string | null;
  scripts: string[];
}

/**
 * Data a route's first render asks for whose answer is the same for every caller, so a preload made
 * without the caller's token serves the real call: the league (the shell reads it on every league page),
 * the auction pool's first page and the players table's projected points at the default weights.
 * Answers that depend on the caller are never preloaded: a visitor's copy would serve an owner.
 */
export function routeData(pathname: string): string[] {
  const league = /^\/leagues\/(\d+)(\/|$)/.exec(pathname);
  if (!league || league[1] === '0') return [];
  const lid = league[1];
  const urls = [`/api/leagues/${lid}`];
  if (remoteForPath(pathname) === 'mfe_auction') urls.push(`/api/leagues/${lid}/auction/pool${encodeQuery(AUCTION_POOL_FIRST_QUERY)}`);
  if (/^\/leagues\/\d+\/players\/?$/.test(pathname)) urls.push(`/api/leagues/${lid}/projections/points`);
  return urls;
}

/**
 * The hints for one page path: its first data (small, and each answer is awaited by a screen), then the
 * scripts of its first load (the shell's and its remote's), then its remote's manifest.
 */
export function routeHints(pathname: string, code: (remote: RemoteName | null) => PageCode): Hint[] {
  const hints: Hint[] = routeData(pathname).map((href) => ({ href, as: 'fetch', crossorigin: 'use-credentials' }));
  const page = code(remoteForPath(pathname));
  for (const href of page.scripts) hints.push({ href, as: 'script' });
  if (page.manifest) hints.push({ href: page.manifest, as: 'fetch', crossorigin: 'anonymous' });
  return hints;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's index.html with the remote map inlined (read by shell/src/remotes/remote-config.ts; JSON in
 * a non-executing script element, so the CSP's script-src is not involved) and the hints before `</head>`;
 * with a first frame (shared-rules page-heads.ts), its styles there too and its markup before the root.
 */
export function renderShellPage(indexHtml: string, remotesConfig: unknown, hints: readonly Hint[], frame?: { style: string; html: string } | null): string {
  // `<` escaped so no value can close the element early
  const config = `<script type="application/json" id="remotes-config">${JSON.stringify(remotesConfig).replace(/</g, '\\u003c')}</script>`;
  const links = hints
    .map((h) => `<link rel="preload" href="${escapeAttr(h.href)}" as="${h.as}"${h.crossorigin ? ` crossorigin="${h.crossorigin}"` : ''}>`)
    .join('');
  const at = indexHtml.indexOf('</head>');
  if (at < 0) return indexHtml;
  const page = indexHtml.slice(0, at) + config + links + (frame?.style ?? '') + indexHtml.slice(at);
  const root = page.indexOf('<div id="root">');
  return frame && root >= 0 ? page.slice(0, root) + frame.html + page.slice(root) : page;
}

/** A JSON file, parsed, read again only when it changes (a build redeployed in place); null when absent or broken. */
export function jsonFiles() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return <T>(file: string): T | null => {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      cache.set(file, { mtimeMs, value });
      return value as T;
    } catch {
      return null;
    }
  };
}

/**
 * A page's code to preload, from the builds: the shell's (`shellDist`, its entry scripts taken from its
 * index.html, which names them itself and so are left out) and, for a remote page, the remote's build behind
 * its manifest URL. A remote served from elsewhere (`localDist` null) gets its manifest hinted only, and the
 * shell's first load is then counted without it.
 */
export function pageCode(opts: {
  shellDist: string;
  indexHtml: () => string | null;
  remotes: { remotes: Record<string, string> };
  localDist: (manifestHref: string) => string | null;
}): (remote: RemoteName | null) => PageCode {
  const read = jsonFiles();
  const build = (dist: string): Build | null => {
    const stats = read<BuildStats>(path.join(dist, 'build-stats.json'));
    const manifest = read<FederationManifest>(path.join(dist, 'mf-manifest.json'));
    return stats && manifest ? { stats, manifest } : null;
  };
  return (name) => {
    const manifest = name ? (opts.remotes.remotes[name] ?? null) : null;
    const shell = build(opts.shellDist);
    const html = opts.indexHtml();
    if (!shell || html === null) return { manifest, scripts: [] };
    const dist = manifest ? opts.localDist(manifest) : null;
    const remote = dist ? build(dist) : null;
    const entry = indexScripts(html);
    const load = firstLoad(shell, entry, remote);
    const base = manifest ? manifest.slice(0, manifest.lastIndexOf('/') + 1) : '';
    // the page's own <script>s, and the variants the runtime may not pick, are not hinted
    const skipShell = new Set([...entry, ...ambiguousSharedChunks(shell)]);
    const skipRemote = remote ? ambiguousSharedChunks(remote) : new Set<string>();
    return {
      manifest,
      scripts: [...[...load.shell].filter((f) => !skipShell.has(f)).map((f) => `/${f}`), ...[...load.remote].filter((f) => !skipRemote.has(f)).map((f) => base + f)],
    };
  };
}

/** The build folder behind a local remote URL `/remotes/<dir>/<version>/mf-manifest.json`. */
export function localRemoteDist(staticRoot: string, dirs: readonly string[], href: string): string | null {
  const m = /^\/remotes\/([^/]+)\/[^/]+\/mf-manifest\.json$/.exec(href);
  if (!m || !dirs.includes(m[1])) return null;
  return path.join(staticRoot, m[1], 'dist');
}

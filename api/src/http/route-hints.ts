import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AUCTION_POOL_FIRST_QUERY } from '@league/shared-rules/contracts';
import { remoteForPath, type RemoteName } from '@league/shared-rules/remote-routes';
import { encodeQuery } from '@league/shared-rules/client';

/**
 * Preload hints in the page answer (issue #20 "no waterfall that can be avoided"): without them a phone
 * fetches the shell's script, then `/config.json`, then the route's remote manifest, then its entry,
 * then its first chunks, then the data, one round trip after the other. The page now carries the remote
 * map inline and asks the browser to fetch the route's manifest, remote entry, first chunks and first
 * data at once, while the shell's own script downloads.
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

/** What to preload for one remote's first render. */
export interface RemoteAssets {
  manifest: string;
  /** The remote entry and the chunks its `./app` needs at once (empty for a remote served elsewhere). */
  scripts: string[];
}

interface Manifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/**
 * A remote's first-render scripts from its build manifest: the entry and the `./app` chunks. Not its shared
 * libraries' own chunks: those are fallbacks, loaded only when no one else provides the library (the kit's
 * went unused beside the shell's, and Chromium warned of a wasted preload).
 */
export function remoteScripts(manifestHref: string, manifest: Manifest): string[] {
  const base = manifestHref.slice(0, manifestHref.lastIndexOf('/') + 1);
  const entry = manifest.metaData.remoteEntry;
  const app = manifest.exposes.find((e) => e.name === 'app');
  const files = [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, ...(app?.assets.js.sync ?? [])];
  return [...new Set(files)].map((f) => base + f);
}

/**
 * Data a route's first render asks for whose answer is the same for every caller, so a preload made
 * without the caller's token serves the real call: the league (the shell reads it on every league page)
 * and the auction pool's first page. Answers that depend on the caller are never preloaded: a visitor's
 * copy would serve an owner.
 */
export function routeData(pathname: string): string[] {
  const league = /^\/leagues\/(\d+)(\/|$)/.exec(pathname);
  if (!league || league[1] === '0') return [];
  const lid = league[1];
  const urls = [`/api/leagues/${lid}`];
  if (remoteForPath(pathname) === 'mfe_auction') urls.push(`/api/leagues/${lid}/auction/pool${encodeQuery(AUCTION_POOL_FIRST_QUERY)}`);
  return urls;
}

/** The hints for one page path: its remote's files, then its first data. */
export function routeHints(pathname: string, assets: (name: RemoteName) => RemoteAssets | null): Hint[] {
  const hints: Hint[] = [];
  const name = remoteForPath(pathname);
  const remote = name ? assets(name) : null;
  if (remote) {
    hints.push({ href: remote.manifest, as: 'fetch', crossorigin: 'anonymous' });
    for (const href of remote.scripts) hints.push({ href, as: 'script' });
  }
  for (const href of routeData(pathname)) hints.push({ href, as: 'fetch', crossorigin: 'use-credentials' });
  return hints;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's index.html with the remote map inlined (read by shell/src/remotes/remote-config.ts; JSON in
 * a non-executing script element, so the CSP's script-src is not involved) and the hints before `</head>`.
 */
export function renderShellPage(indexHtml: string, remotesConfig: unknown, hints: readonly Hint[]): string {
  // `<` escaped so no value can close the element early
  const config = `<script type="application/json" id="remotes-config">${JSON.stringify(remotesConfig).replace(/</g, '\\u003c')}</script>`;
  const links = hints
    .map((h) => `<link rel="preload" href="${escapeAttr(h.href)}" as="${h.as}"${h.crossorigin ? ` crossorigin="${h.crossorigin}"` : ''}>`)
    .join('');
  const at = indexHtml.indexOf('</head>');
  return at < 0 ? indexHtml : indexHtml.slice(0, at) + config + links + indexHtml.slice(at);
}

/**
 * Reads each local remote's build manifest when first needed and again whenever the file changes, so a
 * remote redeployed in place is hinted with its new chunks. `localManifest` maps a manifest URL to its
 * file, or null for a remote served from elsewhere (only its manifest is hinted then).
 */
export function manifestReader(localManifest: (href: string) => string | null) {
  const cache = new Map<string, { mtimeMs: number; manifest: Manifest }>();
  const read = (file: string): Manifest | null => {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      cache.set(file, { mtimeMs, manifest });
      return manifest;
    } catch {
      return null;
    }
  };
  return (manifestHref: string): RemoteAssets => {
    const file = localManifest(manifestHref);
    const manifest = file ? read(file) : null;
    if (!manifest) return { manifest: manifestHref, scripts: [] };
    return { manifest: manifestHref, scripts: remoteScripts(manifestHref, manifest) };
  };
}

/** The build manifest file behind a local remote URL `/remotes/<dir>/<version>/mf-manifest.json`. */
export function localManifestFile(staticRoot: string, dirs: readonly string[], href: string): string | null {
  const m = /^\/remotes\/([^/]+)\/[^/]+\/mf-manifest\.json$/.exec(href);
  if (!m || !dirs.includes(m[1])) return null;
  return path.join(staticRoot, m[1], 'dist', 'mf-manifest.json');
}

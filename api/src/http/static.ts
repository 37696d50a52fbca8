import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { negotiateEncoding, precompressed } from './middleware/compression';
import { firstFrameHtml, firstScreenHtml, headLeagueId, pageHeadFor, type FirstScreenModule, type FramedHead, type HeadLeague } from '@league/shared-rules/page-heads';
import { remoteForPath } from '@league/shared-rules/remote-routes';
import { drawFirstScreen, firstScreenFile, firstScreenModules, visitorGet } from './first-screen';
import { localRemoteDist, pageCode, renderShellPage, routeHints } from './route-hints';

/** The remotes the shell loads, by module-federation name -> package directory. */
export const REMOTE_DIRS = {
  mfe_roster: 'mfe-roster',
  mfe_auction: 'mfe-auction',
  mfe_data_views: 'mfe-data-views',
  mfe_research: 'mfe-research',
  mfe_league_admin: 'mfe-league-admin',
} as const;

interface RemoteMount {
  key: string;
  dir: string;
  version: string;
}

/** Each remote's version from its package.json (0.0.0 when the package is missing). */
function remoteMounts(root: string): RemoteMount[] {
  return Object.entries(REMOTE_DIRS).map(([key, dir]) => {
    let version = '0.0.0';
    try {
      version = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version ?? version;
    } catch {
      // a missing remote package still gets a URL; its files answer 404 and the shell shows its fallback
    }
    return { key, dir, version };
  });
}

const RemotesConfigSchema = z.looseObject({ remotes: z.record(z.string(), z.string().min(1)) });
export type RemotesConfig = z.infer<typeof RemotesConfigSchema>;

/**
 * The runtime remote map the shell fetches: the REMOTES_CONFIG file (read and validated once, at
 * start, so a broken file fails the start instead of every page load), else generated from the
 * remotes' package versions.
 */
export function loadRemotesConfig(config: Config): RemotesConfig {
  if (config.remotesConfigPath) {
    const parsed = RemotesConfigSchema.safeParse(JSON.parse(readFileSync(config.remotesConfigPath, 'utf8')));
    if (!parsed.success) throw new Error(`REMOTES_CONFIG ${config.remotesConfigPath}: expected { "remotes": { name: url } }`);
    return parsed.data;
  }
  const remotes: Record<string, string> = {};
  for (const m of remoteMounts(config.staticRoot)) remotes[m.key] = `/remotes/${m.dir}/${m.version}/mf-manifest.json`;
  return { remotes };
}

/** Origins of remotes served from elsewhere (a CDN): the CSP must allow their scripts. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

const noCache = (res: express.Response) => res.setHeader('Cache-Control', 'no-cache');

/** Build outputs with a content hash in the name (`main.3257cb7c.js`) never change: cache for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function cacheHeaders(res: express.Response, file: string): void {
  if (HASHED.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else noCache(res);
}

/** How long a browser may keep the widget's stable URL before revalidating it with its ETag. */
export const WIDGET_STABLE_MAX_AGE_S = 300;

/**
 * The widget lives at two URLs: `league-auction.<hash>.js` (immutable, for embedders who pin a
 * build) and `league-auction.js` (the current build, kept briefly, then revalidated by ETag).
 */
function widgetCacheHeaders(res: express.Response, file: string): void {
  if (HASHED.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', `public, max-age=${WIDGET_STABLE_MAX_AGE_S}`);
}

/** A built folder served with its build-time `.br`/`.gz` files by negotiation, else as is. */
function builtFiles(dir: string, headers: typeof cacheHeaders, options: Parameters<typeof express.static>[1] = {}): express.RequestHandler[] {
  return [precompressed(dir, headers), express.static(dir, { index: false, ...options, setHeaders: headers })];
}

/**
 * The default single-port setup: the built shell at `/` (SPA fallback to index.html), each remote's
 * `dist` under its versioned path, `/config.json`, and the auction widget. Missing builds never
 * crash the server; their URLs answer 404.
 */
export function staticRouter(config: Config, logger: Logger, remotes = loadRemotesConfig(config), pages: PageDeps = {}): Router {
  const router = express.Router();
  const root = config.staticRoot;
  const mounts = remoteMounts(root);

  router.get('/config.json', (_req, res) => {
    noCache(res);
    res.json(remotes);
  });

  for (const m of mounts) {
    // the manifest and remoteEntry name the current chunks, so only hashed chunks are cached long
    router.use(`/remotes/${m.dir}/${m.version}`, ...builtFiles(path.join(root, m.dir, 'dist'), cacheHeaders, { fallthrough: false }));
  }

  const widgetDist = path.join(root, 'mfe-auction', 'dist-widget');
  router.use('/widget', ...builtFiles(widgetDist, widgetCacheHeaders));

  const shellDist = path.join(root, 'shell', 'dist');
  const index = path.join(shellDist, 'index.html');
  if (!existsSync(index)) logger.warn('shell build not found; / answers 404 until it is built', { shellDist });
  router.use(...builtFiles(shellDist, cacheHeaders));

  // SPA fallback: client routes (no file extension) get index.html with the remote map inlined and the
  // route's preload hints (route-hints.ts); missing assets stay 404.
  const readIndex = textFile(index);
  // a route's first screen, drawn by its remote's server build when that remote is served from here
  const dirs = mounts.map((m) => m.dir);
  const screens = firstScreenModules();
  const firstScreenOf = async (pathname: string, socket: { localAddress?: string; localPort?: number }) => {
    const remote = remoteForPath(pathname);
    const dist = remote ? localRemoteDist(root, dirs, remotes.remotes[remote] ?? '') : null;
    let mod: FirstScreenModule | null = null;
    try {
      mod = dist ? screens(firstScreenFile(dist)) : null;
    } catch (err) {
      logger.warn('a remote\'s first-screen build could not be loaded', { remote, error: (err as Error).message });
    }
    if (!mod || !pages.now || !socket.localAddress || !socket.localPort) return null;
    const self = { host: socket.localAddress, port: socket.localPort };
    return drawFirstScreen(mod, pathname, (url, signal) => visitorGet(self, url, signal), pages.now, logger);
  };
  const code = pageCode({ shellDist, indexHtml: readIndex, remotes, localDist: (href) => localRemoteDist(root, dirs, href) });
  router.get('/{*splat}', async (req, res, next) => {
    const p = req.path;
    if (/^\/(api|ws|remotes|widget)(\/|$)/.test(p)) return next();
    if (path.extname(p) !== '') return next();
    const html = readIndex();
    if (html === null) return next();
    // the page's first screen when its remote draws one, else its head when it has one
    const screen = await firstScreenOf(p, req.socket);
    const head = screen ? null : await framedHead(p, pages, logger);
    const frame = screen ? firstScreenHtml(screen) : head ? firstFrameHtml(head) : null;
    const page = renderShellPage(html, remotes, routeHints(p, code), frame);
    noCache(res);
    res.type('html');
    sendCompressed(req.headers['accept-encoding'], res, page);
  });
  return router;
}

/** What the page answer reads besides the builds. */
export interface PageDeps {
  /** A league's name and hosting, for the first frame of its pages; null when there is no such league. */
  headLeague?: (lid: number) => Promise<HeadLeague | null>;
  /** The app clock (ms) a first screen that shows time is drawn at; without it no first screen is drawn. */
  now?: () => number;
}

/**
 * The first frame's head for a page path (shared-rules page-heads.ts), reading the league of a league
 * page. A failed read costs the frame, never the page: the page answer goes out without it.
 */
async function framedHead(pathname: string, pages: PageDeps, logger: Logger): Promise<FramedHead | null> {
  const lid = headLeagueId(pathname);
  if (lid === null) return pageHeadFor(pathname, null);
  if (lid === 0 || !pages.headLeague) return null;
  try {
    return pageHeadFor(pathname, await pages.headLeague(lid));
  } catch (err) {
    logger.warn('page answer without its first frame: the league read failed', { lid, error: (err as Error).message });
    return null;
  }
}

/** A text file's content, read again only when it changes (a rebuilt shell is served at once); null when absent. */
function textFile(file: string): () => string | null {
  let cached: { mtimeMs: number; text: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') };
      return cached.text;
    } catch {
      return null;
    }
  };
}

/**
 * The page answer differs per route (its hints), so it is compressed here, whatever its size (the
 * on-the-fly middleware skips answers under 1 kB, and every kind of text answer is to arrive compressed);
 * a ~2 kB page takes microseconds. Content-Encoding set here makes that middleware leave it alone.
 */
function sendCompressed(acceptEncoding: string | undefined, res: express.Response, text: string): void {
  const encoding = negotiateEncoding(acceptEncoding, { br: true, gzip: true });
  res.vary('Accept-Encoding');
  if (encoding === 'identity') return void res.send(text);
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length } })
      : gzipSync(text);
  res.setHeader('Content-Encoding', encoding);
  res.send(body);
}

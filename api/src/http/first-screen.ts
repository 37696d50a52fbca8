import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FirstScreenMarkup, FirstScreenModule } from '@league/shared-rules/page-heads';
import type { Logger } from '../logger';

/**
 * A route's first screen in the page answer (issue #20, largest contentful paint on a phone). The
 * head-only first frame (shared-rules page-heads.ts) paints the page's title at once, but the content
 * of a data page waited for the shell's script, the remote's and then the data: ~3 s on a phone even
 * with every step preloaded, and ~2 s with every script cached (the 4×-slowed CPU runs them). A remote
 * whose build has a server entry (`dist-ssr/first-screen.js`, shell/rspack.first-screen.ts) names the
 * reads of a page's first screen and draws it from their answers with its own components; the api makes
 * the reads against itself as a visitor would (the same routes, contracts and permissions: a visitor is
 * shown no salaries) and puts the markup in the frame. Anything that fails — no build, a read that is
 * not 200, a contract the answer does not meet, the time budget — costs the drawn screen only: the page
 * goes out with its head-only frame, as before.
 */

/**
 * The longest the page answer waits for a first screen's reads before going out without it. A running
 * server answers them in 40–150 ms on this machine; one still busy with its start-up jobs, or computing a
 * league's valuations for the first time, can take over a second. A screen drawn 0.8 s late still paints
 * well before the page could draw itself on a phone (~2.5 s and more), which the head-only frame waits for.
 */
export const FIRST_SCREEN_BUDGET_MS = 800;

/**
 * A remote's server build, evaluated again when its file changes (a remote redeployed in place). It is
 * run as CommonJS in this process, as `require` would, but not through `require`'s cache, which a
 * rebuilt file could not replace; its own `require` reaches only what Node has built in (the build
 * bundles everything else).
 */
export function firstScreenModules(): (file: string) => FirstScreenModule | null {
  const cache = new Map<string, { mtimeMs: number; mod: FirstScreenModule | null }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.mod;
    const module = { exports: {} as Partial<FirstScreenModule> };
    const run = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file }) as (
      ...args: unknown[]
    ) => void;
    run(module.exports, createRequire(file), module, file, path.dirname(file));
    const exported = module.exports;
    const mod = typeof exported.firstScreen === 'function' ? (exported as FirstScreenModule) : null;
    cache.set(file, { mtimeMs, mod });
    return mod;
  };
}

/** The server build of a remote's local build folder (`<remote>/dist` -> `<remote>/dist-ssr/first-screen.js`). */
export const firstScreenFile = (remoteDist: string) => path.join(path.dirname(remoteDist), 'dist-ssr', 'first-screen.js');

/** One GET of the api's own JSON, as a visitor: no credentials, uncompressed, 200 or it throws. */
export function visitorGet(address: { host: string; port: number }, pathname: string, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: address.host, port: address.port, path: pathname, headers: { accept: 'application/json', 'accept-encoding': 'identity' }, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${pathname} answered ${res.statusCode}`));
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * The first screen of `pathname` from a remote's server build, its reads made by `get`, or null (no
 * such screen, or it failed: logged, never thrown).
 */
export async function drawFirstScreen(
  mod: FirstScreenModule,
  pathname: string,
  get: (pathname: string, signal: AbortSignal) => Promise<unknown>,
  now: () => number,
  logger: Logger,
  budgetMs = FIRST_SCREEN_BUDGET_MS,
): Promise<FirstScreenMarkup | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`over its ${budgetMs} ms budget`)), budgetMs);
  try {
    const screen = mod.firstScreen(pathname);
    if (!screen) return null;
    const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }));
    const answers = await Promise.race([Promise.all(screen.data.map((p) => get(p, controller.signal))), aborted]);
    return screen.render(answers, { now: now() });
  } catch (err) {
    logger.warn('page answer without its first screen', { pathname, error: (err as Error).message });
    return null;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

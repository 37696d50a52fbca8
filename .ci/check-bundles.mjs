#!/usr/bin/env node
/**
 * `node .ci/check-bundles.mjs [--update]`: what each route's first visit downloads, from the built
 * files alone (no browser), checked against `.ci/bundle-budget.json`.
 *
 * - Duplicates: a module bundled into the first load of two builds (the shell and a remote, or two
 *   remotes) is downloaded twice by someone. Each is listed with its size (source bytes before
 *   minification, from the build's stats); one above 10 kB that the budget file does not allow, with
 *   its reason, fails.
 * - Route JS: the brotli bytes of every script a route's first visit loads (the shell's entry and app
 *   chunks, the route's remote entry and its `./app` chunks, and the shared libraries those chunks
 *   consume, transitively, from the shell when it provides them, else from the remote; a library only
 *   a lazy chunk consumes loads with that chunk). A route more than 10% over its budget fails. `--update` writes the
 *   current sizes as the new budgets (commit the change with the reason).
 *
 * - The widget: `mfe-auction/dist-widget/league-auction.js`, the one script an embedding page loads,
 *   fails above 90 kB brotli (issue #20; kB = 1024 bytes, as everywhere here). `--widget` checks only
 *   it (needs only `npm run build:widget -w @league/mfe-auction`); `node mfe-auction/scripts/widget-breakdown.mjs`
 *   says what it is made of.
 *
 * Needs the production builds (`npm run build`): each app's `dist/build-stats.json` (written by
 * shell/rspack.stats.ts), `dist/mf-manifest.json` and the `.br` files of shell/rspack.precompress.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, '.ci', 'bundle-budget.json');
const DUPLICATE_LIMIT_BYTES = 10 * 1024;
const GROWTH_ALLOWED = 0.1;

/** The routes of the issue's table and the remote each one opens (shell/src/routing/route-rules.ts). */
const ROUTES = {
  '/leagues/1': 'mfe-league-admin',
  '/leagues/1/rosters': 'mfe-roster',
  '/leagues/1/players': 'mfe-research',
  '/leagues/1/auction': 'mfe-auction',
  '/data-views': 'mfe-data-views',
};
const REMOTES = [...new Set(Object.values(ROUTES))];

const WIDGET_LIMIT_BYTES = 90 * 1024;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The widget's bytes on the wire (its build's brotli file, else brotli now) against its limit; a failure text or null. */
function checkWidget() {
  const file = join(root, 'mfe-auction', 'dist-widget', 'league-auction.js');
  if (!existsSync(file)) return 'mfe-auction/dist-widget/league-auction.js is missing: run `npm run build` first';
  const raw = readFileSync(file);
  const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(raw).length;
  const over = br > WIDGET_LIMIT_BYTES;
  console.log(`widget /widget/league-auction.js: ${kb(raw.length)} raw, ${kb(br)} brotli (${br} bytes), limit ${kb(WIDGET_LIMIT_BYTES)}${over ? '  OVER' : ''}\n`);
  return over ? `widget: ${kb(br)} brotli is over its limit of ${kb(WIDGET_LIMIT_BYTES)}` : null;
}

const widgetFailure = checkWidget();
if (process.argv.includes('--widget')) {
  if (widgetFailure) {
    console.log(widgetFailure);
    process.exit(1);
  }
  console.log('widget check passed');
  process.exit(0);
}

function loadBuild(dir) {
  const dist = join(root, dir, 'dist');
  for (const file of ['build-stats.json', 'mf-manifest.json']) {
    if (!existsSync(join(dist, file))) throw new Error(`${dir}/dist/${file} is missing: run \`npm run build\` first`);
  }
  return { dir, dist, stats: readJson(join(dist, 'build-stats.json')), manifest: readJson(join(dist, 'mf-manifest.json')) };
}

/** Bytes on the wire: the build's brotli file when there is one (the api sends it), else brotli now. */
function wireBytes(build, file) {
  const br = join(build.dist, `${file}.br`);
  if (existsSync(br)) return readFileSync(br).length;
  return brotliCompressSync(readFileSync(join(build.dist, file))).length;
}

const sharedAssets = (manifest, names) =>
  manifest.shared.filter((s) => names.has(s.name)).flatMap((s) => s.assets.js.sync);

/** The shell's first load before shared libraries: the scripts of index.html and the chunks of `import('./bootstrap')`. */
function shellOwnFirstLoad(shell) {
  const html = readFileSync(join(shell.dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const app = shell.stats.chunks.filter((c) => c.origins.includes('./bootstrap')).flatMap((c) => c.files);
  return new Set([...entry, ...app]);
}

/** A remote's first load before shared libraries: its entry and its `./app` chunks. */
function remoteOwnFirstLoad(remote) {
  const app = remote.manifest.exposes.find((e) => e.name === 'app' || e.path === './app');
  return new Set([remote.manifest.metaData.remoteEntry.name, ...(app?.assets.js.sync ?? [])]);
}

/**
 * Shared libraries that chunks consume (their `consume shared module (…) name@range` modules). A
 * library consumed only in a lazily loaded chunk (a page, a chart) is fetched with that chunk, not on
 * the first visit, so the first load counts only what its own chunks consume, and what those
 * libraries consume in turn.
 */
function consumedIn(build, files) {
  const names = new Set();
  for (const chunk of build.stats.chunks) {
    if (!chunk.files.some((f) => files.has(f))) continue;
    for (const m of chunk.modules) {
      const match = /^consume shared module \([^)]*\) (@?[^@]+)@/.exec(m.name);
      if (match) names.add(match[1]);
    }
  }
  return names;
}

/**
 * A route's first load: the shell's and the remote's own first-load chunks plus, until nothing new
 * comes, each shared library they consume, from the shell when it provides it, else from the remote.
 */
function firstLoadOf(shell, remote) {
  const loads = { shell: shellOwnFirstLoad(shell), remote: remote ? remoteOwnFirstLoad(remote) : new Set() };
  const shellProvides = new Set(shell.manifest.shared.map((s) => s.name));
  const done = new Set();
  for (;;) {
    const wanted = new Set([...consumedIn(shell, loads.shell), ...(remote ? consumedIn(remote, loads.remote) : [])]);
    const fresh = [...wanted].filter((name) => !done.has(name));
    if (fresh.length === 0) return loads;
    for (const name of fresh) {
      done.add(name);
      const [from, files] = shellProvides.has(name) || !remote ? [shell, loads.shell] : [remote, loads.remote];
      for (const file of sharedAssets(from.manifest, new Set([name]))) files.add(file);
    }
  }
}

/** Modules (real files, not federation glue) in the given chunk files, name -> size. */
function modulesIn(build, files) {
  const modules = new Map();
  for (const chunk of build.stats.chunks) {
    if (!chunk.files.some((f) => files.has(f))) continue;
    for (const m of chunk.modules) {
      if (!/^[^ ]+\.[cm]?[jt]sx?$/.test(m.name) && !m.name.endsWith('.json')) continue;
      modules.set(m.name, Math.max(modules.get(m.name) ?? 0, m.size));
    }
  }
  return modules;
}

const shell = loadBuild('shell');
const remotes = Object.fromEntries(REMOTES.map((dir) => [dir, loadBuild(dir)]));
const routeLoads = Object.fromEntries(REMOTES.map((dir) => [dir, firstLoadOf(shell, remotes[dir])]));
const firstLoad = { shell: new Set(Object.values(routeLoads).flatMap((l) => [...l.shell])) };
for (const dir of REMOTES) firstLoad[dir] = routeLoads[dir].remote;
const builds = { shell, ...remotes };

// Duplicates. A module in a chunk of a shared library is federated: the page loads it once, from
// whichever build provides it first. Anywhere else it is bundled, and each build that bundles it
// downloads its own copy. So a module is downloaded twice when two builds bundle it, or one bundles
// it and another shares it.
const where = new Map();
for (const [name, files] of Object.entries(firstLoad)) {
  const build = builds[name];
  const sharedFiles = new Set(build.manifest.shared.flatMap((s) => s.assets.js.sync));
  const bundledFiles = new Set([...files].filter((f) => !sharedFiles.has(f)));
  const federated = new Set([...files].filter((f) => sharedFiles.has(f)));
  for (const [kind, set] of [['bundled', bundledFiles], ['shared', federated]]) {
    for (const [module, size] of modulesIn(build, set)) {
      const entry = where.get(module) ?? { size: 0, bundled: [], shared: [] };
      entry.size = Math.max(entry.size, size);
      if (!entry[kind].includes(name)) entry[kind].push(name);
      where.set(module, entry);
    }
  }
}
const copies = (e) => e.bundled.length + (e.shared.length > 0 ? 1 : 0);
const duplicates = [...where.entries()]
  .filter(([, e]) => copies(e) > 1)
  .map(([module, e]) => [module, { size: e.size, builds: [...e.bundled.map((b) => `${b} (bundled)`), ...e.shared.map((b) => `${b} (shared)`)] }])
  .sort((a, b) => b[1].size - a[1].size);

const budget = existsSync(budgetFile) ? readJson(budgetFile) : { routes: {}, allowedDuplicates: {} };
const failures = widgetFailure ? [widgetFailure] : [];

console.log('modules in more than one first load (source size before minification):');
if (duplicates.length === 0) console.log('  none');
for (const [module, e] of duplicates) {
  const allowed = budget.allowedDuplicates?.[module];
  const flag = e.size > DUPLICATE_LIMIT_BYTES ? (allowed ? ' allowed: ' + allowed : ' NEW DUPLICATE ABOVE 10 kB') : '';
  console.log(`  ${kb(e.size).padStart(9)}  ${module}  [${e.builds.join(', ')}]${flag}`);
  if (e.size > DUPLICATE_LIMIT_BYTES && !allowed) failures.push(`duplicate ${module} (${kb(e.size)}) in ${e.builds.join(', ')}`);
}

console.log('\nJS on the wire per route, first visit (brotli):');
const measured = {};
for (const [route, dir] of Object.entries(ROUTES)) {
  const files = [...routeLoads[dir].shell].map((f) => [shell, f]).concat([...routeLoads[dir].remote].map((f) => [remotes[dir], f]));
  const bytes = files.reduce((sum, [build, f]) => sum + wireBytes(build, f), 0);
  measured[route] = bytes;
  const limit = budget.routes?.[route];
  const over = limit !== undefined && bytes > limit * (1 + GROWTH_ALLOWED);
  console.log(`  ${route.padEnd(22)} ${String(files.length).padStart(3)} files ${kb(bytes).padStart(10)}  budget ${limit === undefined ? 'none' : kb(limit)}${over ? '  OVER BY MORE THAN 10%' : ''}`);
  if (over) failures.push(`${route}: ${kb(bytes)} is more than 10% over its budget of ${kb(limit)}`);
  if (limit === undefined && !process.argv.includes('--update')) failures.push(`${route}: no budget in .ci/bundle-budget.json (run with --update)`);
}

if (process.argv.includes('--update')) {
  writeFileSync(budgetFile, `${JSON.stringify({ ...budget, routes: measured }, null, 2)}\n`);
  console.log(`\nwrote ${budgetFile}`);
} else if (failures.length > 0) {
  console.log(`\n${failures.length} failure(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
} else {
  console.log('\nbundle checks passed');
}

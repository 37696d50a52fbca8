/**
 * Which scripts a route's first visit runs, from the builds alone: the same reckoning as the bundle check
 * (.ci/check-bundles.mjs `firstLoadOf`), so the page answer can preload all of them at once instead of the
 * browser finding each only after the script that asks for it has arrived and run.
 */

/** What the build writes beside its files: `dist/build-stats.json` (shell/rspack.stats.ts). */
export interface BuildStats {
  chunks: Array<{ files: string[]; origins: string[]; modules: Array<{ name: string }> }>;
}

/** The parts of a federation `mf-manifest.json` read here. */
export interface FederationManifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  shared?: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

export interface Build {
  stats: BuildStats;
  manifest: FederationManifest;
}

/** The scripts `index.html` names (`<script src>`), as paths relative to the site root. */
export function indexScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1]);
}

/** Shared libraries the chunks holding `files` consume (`consume shared module (…) name@range`). */
function consumedIn(build: Build, files: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const chunk of build.stats.chunks) {
    if (!chunk.files.some((f) => files.has(f))) continue;
    for (const m of chunk.modules) {
      const match = /^consume shared module \([^)]*\) (@?[^@]+)@/.exec(m.name);
      if (match) names.add(match[1]);
    }
  }
  return names;
}

const sharedAssets = (manifest: FederationManifest, name: string) =>
  (manifest.shared ?? []).filter((s) => s.name === name).flatMap((s) => s.assets.js.sync);

/**
 * A route's first load: the shell's entry scripts and `import('./bootstrap')` chunks, the remote's entry
 * and `./app` chunks, then, until nothing new comes, each shared library they consume, from the shell when
 * it provides it, else from the remote. File names are relative to each build's folder.
 */
export function firstLoad(shell: Build, shellEntry: readonly string[], remote: Build | null): { shell: Set<string>; remote: Set<string> } {
  const app = remote?.manifest.exposes.find((e) => e.name === 'app');
  const loads = {
    shell: new Set([...shellEntry, ...shell.stats.chunks.filter((c) => c.origins.includes('./bootstrap')).flatMap((c) => c.files)]),
    remote: new Set(remote ? [remoteEntryFile(remote.manifest), ...(app?.assets.js.sync ?? [])] : []),
  };
  const shellProvides = new Set((shell.manifest.shared ?? []).map((s) => s.name));
  const done = new Set<string>();
  for (;;) {
    const wanted = [...consumedIn(shell, loads.shell), ...(remote ? consumedIn(remote, loads.remote) : [])];
    const fresh = [...new Set(wanted)].filter((name) => !done.has(name));
    if (fresh.length === 0) return loads;
    for (const name of fresh) {
      done.add(name);
      const [from, files] = shellProvides.has(name) || !remote ? [shell, loads.shell] : [remote, loads.remote];
      for (const file of sharedAssets(from.manifest, name)) files.add(file);
    }
  }
}

/**
 * Chunks of a shared library that the runtime may not load: a library's manifest lists several variants
 * of the same code (zustand's index alone and with its vanilla store; the kit twice), and the runtime
 * loads one. A chunk whose modules another chunk of the same library also holds is one of those: a
 * preload of it may go unused (Chromium then warns), so the hints leave it to the runtime.
 */
export function ambiguousSharedChunks(build: Build): Set<string> {
  const modulesOf = new Map(build.stats.chunks.flatMap((c) => c.files.map((f) => [f, new Set(c.modules.map((m) => m.name))] as const)));
  const out = new Set<string>();
  for (const lib of build.manifest.shared ?? []) {
    const files = lib.assets.js.sync;
    for (const file of files) {
      const mine = modulesOf.get(file);
      if (!mine) continue;
      const covered = files.some((other) => other !== file && [...mine].every((m) => modulesOf.get(other)?.has(m)));
      if (covered) out.add(file);
    }
  }
  return out;
}

/** The remote entry's file name relative to the manifest's folder. */
export function remoteEntryFile(manifest: FederationManifest): string {
  const entry = manifest.metaData.remoteEntry;
  return `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`;
}

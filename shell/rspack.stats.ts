/**
 * Writes `dist/build-stats.json` after a production build: every JS chunk with its files, whether it
 * is initial, what requested it, and its modules with their sizes. `.ci/check-bundles.mjs` reads it
 * (with the federation manifests) to list what each route downloads first and what two builds both
 * bundle, without a browser. Source maps stay out; module names are relative to the repository.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export interface ChunkStats {
  files: string[];
  initial: boolean;
  /** The import requests that load this chunk (`./bootstrap` for the shell's app). */
  origins: string[];
  modules: Array<{ name: string; size: number }>;
}

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}

/** A concatenated module stands for the modules inside it: report those, so names match across builds. */
function flatten(modules: StatsModule[] | undefined): StatsModule[] {
  return (modules ?? []).flatMap((m) => (m.modules?.some((inner) => inner.name) ? flatten(m.modules) : m.name ? [m] : []));
}

export class BuildStatsPlugin implements RspackPluginInstance {
  constructor(private readonly repoRoot: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('BuildStatsPlugin', async (stats) => {
      const out = stats.compilation.outputOptions.path;
      if (!out) return;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        nestedModules: true,
        dependentModules: true,
        // no "+ N modules" summaries: every module by name
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const context = compiler.options.context ?? process.cwd();
      const rel = (name: string) => {
        // `./src/x.ts` and `../node_modules/y.js` are relative to the build's context
        const m = /^(\.\.?\/[^ !|]+)/.exec(name.replace(/ \+ \d+ modules$/, ''));
        return m ? path.relative(this.repoRoot, path.resolve(context, m[1])) : name;
      };
      const chunks: ChunkStats[] = (json.chunks ?? [])
        .filter((c) => (c.files ?? []).some((f) => f.endsWith('.js')))
        .map((c) => ({
          files: (c.files ?? []).filter((f) => f.endsWith('.js')),
          initial: Boolean(c.initial),
          origins: [...new Set((c.origins ?? []).map((o) => o.request ?? '').filter(Boolean))],
          modules: flatten(c.modules as StatsModule[]).map((m) => ({ name: rel(m.name ?? ''), size: m.size ?? 0 })),
        }));
      await writeFile(path.join(out, 'build-stats.json'), JSON.stringify({ chunks }));
      if (process.env.BUILD_STATS_DEBUG) await writeFile(process.env.BUILD_STATS_DEBUG, JSON.stringify(json.chunks));
    });
  }
}

/**
 * The one Rspack build of every remote (each remote's rspack.config.ts passes its name): module
 * federation with the shared list of rspack.shared.ts, the `source` condition for the workspace packages, and
 * a standalone `index.html`.
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './rspack.precompress';
import { SHARE_STRATEGY, sharedModules } from './rspack.shared';
import { BuildStatsPlugin } from './rspack.stats';
import { BROWSER_TARGETS, leagueResolve, typescriptRule } from './rspack.swc';

export interface RemoteBuild {
  /** The remote package's folder (`__dirname` of its rspack.config.ts). */
  dir: string;
  /** Federation name; the shell's `/config.json` keys use it. */
  federationName: string;
  /** The remote's package.json dependencies: the shared singletons' required versions. */
  dependencies: Record<string, string>;
}

/**
 * The Rspack build of a remote: exposes `./app` for the shell and, through `index.html`, runs
 * standalone for its own development. Published to a versioned path, so `publicPath` is `'auto'`
 * (chunks resolve relative to wherever `remoteEntry.js` was loaded from).
 */
export function remoteConfig({ dir, federationName, dependencies }: RemoteBuild) {
  const shared = sharedModules(dependencies);
  return defineConfig((_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // No eval-based source maps: the api's Content-Security-Policy (script-src 'self') forbids eval.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.resolve(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: federationName,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        // BUILD_SALT forces new asset names for a redeploy of identical code (the e2e suite uses it
        // to prove a remote ships without rebuilding the shell).
        hashSalt: process.env.BUILD_SALT || undefined,
      },
      resolve: leagueResolve('browser'),
      module: {
        rules: [
          typescriptRule(production, BROWSER_TARGETS),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes: { './app': './src/export-app.tsx' },
          shared,
          // SHARE_STRATEGY (rspack.shared.ts): reuse what is loaded, never fetch every remote's entry to compare versions
          shareStrategy: SHARE_STRATEGY,
          dts: false,
          manifest: true,
        }),
        // index.html is the standalone dev entry, served at the site root (any client route falls back
        // to it), so its scripts load from '/'; only the app entry, not the container.
        new rspack.HtmlRspackPlugin({
          title: `${federationName} (standalone)`,
          publicPath: '/',
          chunks: ['main'],
          templateContent:
            '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>' +
            `${federationName}` +
            '</title></head><body><div id="root"></div></body></html>',
        }),
        ...(production ? [new BuildStatsPlugin(path.resolve(__dirname, '..')), new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      // publicPath 'auto' is intended (versioned deploy path); the manifest plugin reports it as a notice.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
    };
  });
}

/**
 * Build of the shell, the module-federation host. It declares no static remotes: the map of remotes
 * comes from `/config.json` at runtime, so a remote ships or rolls back without rebuilding the shell.
 * Served at the site root, hence `publicPath: '/'`.
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json';
import { PrecompressPlugin } from './rspack.precompress';
import { SHARE_STRATEGY, SHARED_LIBRARIES, sharedModules } from './rspack.shared';
import { BuildStatsPlugin } from './rspack.stats';
import { BROWSER_TARGETS, leagueResolve, typescriptRule } from './rspack.swc';

/**
 * The shell provides the framework singletons and the libraries the remotes share (the kit is the
 * remotes' own: the shell imports it by relative path, so it is not offered from here).
 */
const shared = sharedModules(
  pkg.dependencies,
  SHARED_LIBRARIES.filter((name) => name !== '@league/shell/kit'),
);

export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    // No eval-based source maps: the api's Content-Security-Policy (script-src 'self') forbids eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'shell',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: leagueResolve('browser'),
    module: {
      rules: [
        typescriptRule(production, BROWSER_TARGETS),
        // Text pages are markdown documents bundled as strings and rendered by `pages/markdown.ts`.
        { test: /\.md$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        // SHARE_STRATEGY (rspack.shared.ts): reuse what is loaded, never fetch every remote's entry to compare versions
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        // the manifest lists which chunks hold each shared library (read by .ci/check-bundles.mjs)
        manifest: true,
      }),
      new rspack.HtmlRspackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
      }),
      ...(production ? [new BuildStatsPlugin(path.resolve(__dirname, '..')), new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
  };
});

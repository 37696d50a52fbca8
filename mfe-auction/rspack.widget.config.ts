/**
 * Build of the embeddable widget: one script defining the `<league-auction>` custom element, written
 * twice: `dist-widget/league-auction.<contenthash>.js` (the versioned, immutable URL) and
 * `dist-widget/league-auction.js` (the stable URL, always the current build). React,
 * styled-components and the rules are bundled into it (no module federation, no chunks), so a
 * third-party page needs only one `<script>` tag.
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler } from '@rspack/core';
import { PrecompressPlugin } from '../shell/rspack.precompress';

const ZOD_NO_JSON_SCHEMA = path.resolve(__dirname, 'src/widget/zod-no-json-schema.js');

/** Emits the hashed widget file a second time under its stable name. */
const stableName = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StableWidgetName', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StableWidgetName', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) {
          const hashed = /^(league-auction)\.[0-9a-f]{8}\.js$/.exec(name);
          if (hashed) compilation.emitAsset(`${hashed[1]}.js`, compilation.getAsset(name)!.source);
        }
      });
    });
  },
};

export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { 'league-auction': './src/widget/league-auction.tsx' },
    devtool: process.env.WIDGET_ANALYZE ? 'hidden-source-map' : production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist-widget'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '',
      clean: true,
      iife: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      alias: {
        // The rules' moment-timezone without the world's zones: only the league's (~90 kB gzip less).
        // (The widget's own code path no longer reaches moment at all; this keeps it small if it does.)
        'moment-timezone$': '@league/shared-rules/moment-browser',
        // The room's components are written for styled-components (shared with the federated remote);
        // in the widget they get the ~2 kB subset they use (src/widget/styled-lite.ts says why).
        'styled-components$': path.resolve(__dirname, 'src/widget/styled-lite.ts'),
      },
    },
    module: {
      rules: [
        // The shell's kit has no module-level effects but styled components, which a bundler cannot
        // prove harmless: say so here (the shell package as a whole does have effects), so the parts of
        // the kit the widget does not use (the loading/empty/error states) stay out of it.
        { test: /shell[\\/]src[\\/](kit|theme)[\\/]/, sideEffects: false },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !production } } },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      // zod's JSON Schema generator, linked into every classic schema, never runs in the widget.
      new rspack.NormalModuleReplacementPlugin(/zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/, ZOD_NO_JSON_SCHEMA),
      // ...and its English sentences for parse issues, which the widget never shows: one line each.
      new rspack.NormalModuleReplacementPlugin(/zod[\\/]v4[\\/]locales[\\/]en\.js$/, path.resolve(__dirname, 'src/widget/zod-locale-brief.js')),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // Everything in one file: fold any dynamic import into the main chunk.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(production ? [stableName, new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
  };
});

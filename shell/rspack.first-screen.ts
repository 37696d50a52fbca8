/**
 * A remote's server build (issue #20): its `src/first-screen.tsx` bundled for Node into
 * `dist-ssr/first-screen.js` (CommonJS, everything inside: the api has no React of its own), which the
 * api loads to draw a route's first screen into the page answer (api/src/http/first-screen.ts). Beside
 * `dist`, not in it: server code is never served. The browser build is rspack.remote.ts.
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { leagueResolve, typescriptRule } from './rspack.swc';

export function firstScreenConfig({ dir }: { dir: string }) {
  return defineConfig((_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'first-screen',
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'node20',
      entry: { 'first-screen': './src/first-screen.tsx' },
      devtool: false,
      output: {
        path: path.resolve(dir, 'dist-ssr'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      // the browser build's resolution, but Node's builds of React DOM's server and styled-components
      resolve: leagueResolve('node'),
      module: {
        rules: [
          typescriptRule(production, 'node 20'),
        ],
      },
      // one file: the api requires it whole
      optimization: { splitChunks: false, minimize: false },
      performance: { hints: false },
    };
  });
}

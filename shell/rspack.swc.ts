/**
 * What every Rspack build of the product (the shell's, each remote's, and the remotes' server builds)
 * shares: how TypeScript and JSX are compiled, and how the workspace packages resolve.
 */

/** TypeScript and JSX through Rspack's built-in SWC, for `targets` (a browserslist query or `node 20`). */
export function typescriptRule(production: boolean, targets: string) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto' as const,
    options: {
      jsc: {
        parser: { syntax: 'typescript' as const, tsx: true },
        transform: { react: { runtime: 'automatic' as const, development: !production } },
      },
      env: { targets },
    },
  };
}

/** The browsers the product supports. */
export const BROWSER_TARGETS = 'chrome >= 100, firefox >= 100, safari >= 15';

/**
 * `source` first: `@league/shared-rules` resolves to its TypeScript source, no build needed; then the
 * platform's condition (`browser`, or `node` for a server build). The rules' moment-timezone without the
 * world's zones: only the league's (~90 kB gzip less).
 */
export function leagueResolve(platform: 'browser' | 'node') {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    conditionNames: ['source', platform, 'import', 'module', 'default'],
    alias: { 'moment-timezone$': '@league/shared-rules/moment-browser' },
  };
}

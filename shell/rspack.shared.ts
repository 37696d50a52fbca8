/**
 * What module federation shares between the shell and the remotes: one list for every build, so the
 * host and the remotes can never disagree on it. Federation matches the import request string, so a
 * subpath (`react-dom/client`, `react/jsx-runtime`) is a module of its own and is listed by name.
 */

/** One instance per page or the app breaks (hooks, context, one router, one style registry). */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // the router's parts the app uses (shell/src/router.ts): react-router itself, shared, could not be tree-shaken
  '@league/shell/router',
  'zustand',
  'styled-components',
] as const;

/**
 * Libraries that two or more remotes would otherwise each bundle. They are stateless or pure, so two
 * versions side by side would be harmless: shared, not singletons; whichever build registers the
 * highest version first provides it. (moment-timezone resolves to the rules' data-less build through
 * each config's alias before it is shared.)
 *
 * zod is not on the list: a shared module cannot be tree-shaken, and all of zod is 75 kB brotli
 * where the parts the contracts use, bundled inside the shared contracts chunk, are a fraction of it
 * (measured with .ci/check-bundles.mjs; see the README's delivery section).
 */
export const SHARED_LIBRARIES = [
  '@league/shared-rules',
  '@league/shared-rules/contracts',
  '@league/shared-rules/client',
  '@league/shell/kit',
  'moment-timezone',
] as const;

/** `react-dom/client` -> `react-dom`; `@league/shell/kit` -> `@league/shell`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The `shared` option of a build, the required versions taken from that build's package.json
 * dependencies (a workspace package depended on as `*` requires none: it is always this commit's).
 */
export function sharedModules(dependencies: Record<string, string>, libraries: readonly string[] = SHARED_LIBRARIES) {
  const required = (request: string): string | false => {
    const range = dependencies[packageOf(request)];
    return range && range !== '*' ? range : false;
  };
  return {
    ...Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: required(name) }])),
    ...Object.fromEntries(libraries.map((name) => [name, { requiredVersion: required(name) }])),
  };
}

/**
 * How a shared module is resolved at runtime. 'version-first' (federation's default) loads the entry of
 * every registered remote before it picks a version, so one remote that is down breaks a later lazy
 * import of a shared module in another (the players page's rules chunk stayed blank while the rosters
 * remote was unreachable), and it fetches remotes the route does not need. Every build here is the same
 * commit's, so the first registered copy is as good as any: 'loaded-first'.
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

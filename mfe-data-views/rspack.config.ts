/**
 * Builds of the `mfe_data_views` remote: the browser's (shared with every remote: shell/rspack.remote.ts)
 * and the data views page's first screen for the api (shell/rspack.first-screen.ts).
 */
import { remoteConfig } from '../shell/rspack.remote';
import { firstScreenConfig } from '../shell/rspack.first-screen';
import pkg from './package.json';

const browser = remoteConfig({ dir: __dirname, federationName: 'mfe_data_views', dependencies: pkg.dependencies });
const server = firstScreenConfig({ dir: __dirname });

export default (env: Record<string, unknown>, argv: { mode?: string }) => [browser(env, argv), server(env, argv)];

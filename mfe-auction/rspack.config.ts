/**
 * Builds of the `mfe_auction` remote: the browser's (shared with every remote: shell/rspack.remote.ts)
 * and the room's first screen for the api (shell/rspack.first-screen.ts). The widget is rspack.widget.config.ts.
 */
import { remoteConfig } from '../shell/rspack.remote';
import { firstScreenConfig } from '../shell/rspack.first-screen';
import pkg from './package.json';

const browser = remoteConfig({ dir: __dirname, federationName: 'mfe_auction', dependencies: pkg.dependencies });
const server = firstScreenConfig({ dir: __dirname });

export default (env: Record<string, unknown>, argv: { mode?: string }) => [browser(env, argv), server(env, argv)];

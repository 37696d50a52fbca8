/** Build of the `mfe_data_views` remote (shared with every remote: shell/rspack.remote.ts). */
import { remoteConfig } from '../shell/rspack.remote';
import pkg from './package.json';

export default remoteConfig({ dir: __dirname, federationName: 'mfe_data_views', dependencies: pkg.dependencies });

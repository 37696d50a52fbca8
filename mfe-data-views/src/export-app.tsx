import { createRemoteApp } from '@league/shell/kit';
import App from './App';

/** The exposed `./app`, consumed by the shell through `loadRemote('mfe_data_views/app')`. */
export default createRemoteApp('mfe_data_views', App);

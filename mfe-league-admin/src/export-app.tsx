import { createRemoteApp } from '@league/shell/kit';
import App from './App';

/** The exposed `./app`, consumed by the shell through `loadRemote('mfe_league_admin/app')`. */
export default createRemoteApp('mfe_league_admin', App);

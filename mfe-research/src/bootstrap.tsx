// Standalone development mount (index.html): the remote without the shell.
import { mountStandalone } from '@league/shell/kit';
import App from './App';

mountStandalone(App);

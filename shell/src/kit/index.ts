/**
 * What every remote shares with the shell, bundled into each remote at build time (not federated):
 * the design tokens, the loading/empty/error states, the load hook, the exposed-app wrapper, the
 * standalone development mount and the file download of the CSV exports. Remotes import it as `@league/shell/kit`.
 */
export * from './tokens';
export * from './states';
export * from './use-load';
export { createRemoteApp } from './remote-app';
export { mountStandalone } from './standalone';
export { useMediaQuery } from '../layout/use-media-query';
export { downloadText } from './download';
export { PageHead } from './page-head';
export { useFirstScreenHandoff } from './first-screen';

/**
 * Registers remotes with the module-federation runtime from their manifest URLs and loads each
 * remote's `./app`. The remote map comes inlined in the page (else from `/config.json`). A failed load is
 * never cached: `retry` re-reads `/config.json` and forces the
 * runtime to drop the remote (manifest cache, entry script, module cache) before loading again.
 */
import type { ComponentType } from 'react';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { fetchRemotesConfig, inlineRemotesConfig, manifestUrl, type RemoteName, type RemotesConfig } from './remote-config';

export type RemoteApp = ComponentType<RemoteAppProps>;

let configPromise: Promise<RemotesConfig> | null = null;
/** Manifest URL each remote is currently registered with. */
const registered = new Map<RemoteName, string>();
/** Remotes whose last load failed: the next attempt starts from a fresh registration. */
const failed = new Set<RemoteName>();
let runtimeReady = false;

function remotesConfig(refresh: boolean): Promise<RemotesConfig> {
  // the page's inlined map serves the first load; a retry asks the server again (a remote may have moved)
  if (!configPromise && !refresh) {
    const inline = inlineRemotesConfig();
    if (inline) configPromise = Promise.resolve(inline);
  }
  if (!configPromise || refresh) {
    configPromise = fetchRemotesConfig().catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  }
  return configPromise;
}

function ensureRuntime() {
  if (runtimeReady) return;
  // Attaches to the instance the build plugin created (same name), so shared singletons are reused.
  init({ name: 'shell', remotes: [] });
  runtimeReady = true;
}

/** Loads the `./app` component of a remote. */
export async function loadRemoteApp(name: RemoteName, options: { retry?: boolean } = {}): Promise<RemoteApp> {
  const retry = (options.retry ?? false) || failed.has(name);
  try {
    const config = await remotesConfig(retry);
    const entry = manifestUrl(config, name, window.location.href);
    ensureRuntime();
    if (retry || registered.get(name) !== entry) {
      registerRemotes([{ name, entry }], { force: registered.has(name) });
      registered.set(name, entry);
    }
    const loaded = await loadRemote<{ default?: RemoteApp }>(`${name}/app`);
    if (!loaded || typeof loaded.default !== 'function') throw new Error(`Remote ${name} did not provide an app`);
    failed.delete(name);
    return loaded.default;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}

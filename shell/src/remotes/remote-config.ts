import * as z from 'zod/mini';

/** Federation names of the remotes, as used in `/config.json` and in `loadRemote('<name>/app')`. */
export const remoteNames = ['mfe_roster', 'mfe_auction', 'mfe_data_views', 'mfe_research', 'mfe_league_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * `/config.json` (parsed with zod/mini: the shell's initial bundle stays small), served next to the shell: each remote's `mf-manifest.json` URL. Unknown keys are
 * tolerated (a newer server may list more remotes than this shell knows).
 */
export const RemotesConfigSchema = z.object({
  remotes: z.record(z.string(), z.string().check(z.minLength(1))),
});
export type RemotesConfig = z.infer<typeof RemotesConfigSchema>;

/** Fetches and parses `/config.json`; never cached by the browser so a rolled-out remote is seen at once. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote configuration unavailable (${response.status})`);
  return RemotesConfigSchema.parse(await response.json());
}

/** Manifest URL for a remote, made absolute against the page so the federation runtime can fetch it. */
export function manifestUrl(config: RemotesConfig, name: RemoteName, base: string): string {
  const entry = config.remotes[name];
  if (!entry) throw new Error(`Remote ${name} is not configured`);
  return new URL(entry, base).href;
}

import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '@league/shared-rules/remote-routes';

/** Federation names of the remotes, as used in `/config.json` and in `loadRemote('<name>/app')`. */
export const remoteNames = REMOTE_NAMES;
export type { RemoteName };

/**
 * `/config.json` (parsed with zod/mini: the shell's initial bundle stays small), served next to the shell: each remote's `mf-manifest.json` URL. Unknown keys are
 * tolerated (a newer server may list more remotes than this shell knows).
 */
export const RemotesConfigSchema = z.object({
  remotes: z.record(z.string(), z.string().check(z.minLength(1))),
});
export type RemotesConfig = z.infer<typeof RemotesConfigSchema>;

/** The id of the `<script type="application/json">` in which the api's page answer inlines `/config.json`. */
export const INLINE_CONFIG_ID = 'remotes-config';

/**
 * The remote map the page arrived with (the api inlines it, so the first remote waits for no
 * `/config.json` round trip), or null when the page has none or it does not parse.
 */
export function inlineRemotesConfig(doc: Document = document): RemotesConfig | null {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = RemotesConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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

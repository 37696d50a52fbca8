import { fetchRemotesConfig, inlineRemotesConfig, INLINE_CONFIG_ID, manifestUrl } from './remote-config';

const respond = (status: number, body: unknown) =>
  (async () => ({ ok: status === 200, status, json: async () => body })) as unknown as typeof fetch;

describe('remote config', () => {
  it('parses /config.json and resolves manifest URLs against the page', async () => {
    const config = await fetchRemotesConfig(respond(200, { remotes: { mfe_roster: '/remotes/mfe-roster/0.1.0/mf-manifest.json' } }));
    expect(manifestUrl(config, 'mfe_roster', 'http://host:1234/leagues/1')).toBe('http://host:1234/remotes/mfe-roster/0.1.0/mf-manifest.json');
    expect(() => manifestUrl(config, 'mfe_auction', 'http://host/')).toThrow('Remote mfe_auction is not configured');
  });

  it('rejects a malformed config and a failed fetch', async () => {
    await expect(fetchRemotesConfig(respond(200, { remotes: { mfe_roster: 5 } }))).rejects.toThrow();
    await expect(fetchRemotesConfig(respond(404, null))).rejects.toThrow('Remote configuration unavailable (404)');
  });

  it('reads the map the page arrived with, and nothing from a page without one or with junk', () => {
    const page = (json: string | null) => {
      const doc = document.implementation.createHTMLDocument('page');
      if (json !== null) doc.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${INLINE_CONFIG_ID}">${json}</script>`);
      return doc;
    };
    expect(inlineRemotesConfig(page('{"remotes":{"mfe_auction":"/remotes/mfe-auction/0.1.0/mf-manifest.json"}}'))).toEqual({
      remotes: { mfe_auction: '/remotes/mfe-auction/0.1.0/mf-manifest.json' },
    });
    expect(inlineRemotesConfig(page(null))).toBeNull();
    expect(inlineRemotesConfig(page('{"remotes":'))).toBeNull();
    expect(inlineRemotesConfig(page('{"remotes":{"mfe_auction":""}}'))).toBeNull();
  });
});

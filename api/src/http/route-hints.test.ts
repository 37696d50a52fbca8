import { AUCTION_POOL_FIRST_QUERY } from '@league/shared-rules/contracts';
import { encodeQuery } from '@league/shared-rules/client';
import { localManifestFile, remoteScripts, renderShellPage, routeData, routeHints, type RemoteAssets } from './route-hints';

const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ name: 'app', assets: { js: { sync: ['440.aa.js', '__federation_expose_app.bb.js'] } } }],
  shared: [{ name: '@league/shell/kit', assets: { js: { sync: ['62.dd.js', '440.aa.js'] } } }],
};
const AUCTION = '/remotes/mfe-auction/0.1.0/mf-manifest.json';
const assets = (name: string): RemoteAssets | null =>
  name === 'mfe_auction' ? { manifest: AUCTION, scripts: remoteScripts(AUCTION, manifest) } : null;

describe('remoteScripts', () => {
  it('lists the entry and the ./app chunks beside the manifest, not shared libraries\' fallback chunks', () => {
    expect(remoteScripts(AUCTION, manifest)).toEqual([
      '/remotes/mfe-auction/0.1.0/remoteEntry.js',
      '/remotes/mfe-auction/0.1.0/440.aa.js',
      '/remotes/mfe-auction/0.1.0/__federation_expose_app.bb.js',
    ]);
    // a remote on a CDN: chunks resolve against its manifest's folder
    expect(remoteScripts('https://cdn.example/a/mf-manifest.json', manifest)[0]).toBe('https://cdn.example/a/remoteEntry.js');
  });
});

describe('routeHints', () => {
  it('hints the auction room\'s manifest, scripts, league and the pool\'s first page, each in the mode its real request uses', () => {
    const hints = routeHints('/leagues/7/auction', assets);
    expect(hints).toEqual([
      { href: AUCTION, as: 'fetch', crossorigin: 'anonymous' },
      { href: '/remotes/mfe-auction/0.1.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mfe-auction/0.1.0/440.aa.js', as: 'script' },
      { href: '/remotes/mfe-auction/0.1.0/__federation_expose_app.bb.js', as: 'script' },
      { href: '/api/leagues/7', as: 'fetch', crossorigin: 'use-credentials' },
      { href: `/api/leagues/7/auction/pool${encodeQuery(AUCTION_POOL_FIRST_QUERY)}`, as: 'fetch', crossorigin: 'use-credentials' },
    ]);
    expect(hints.at(-1)!.href).toBe('/api/leagues/7/auction/pool?sort=market&dir=desc&limit=25&offset=0');
  });

  it('hints only caller-independent data, and nothing for the shell\'s own pages or the default league', () => {
    expect(routeData('/leagues/1/rosters')).toEqual(['/api/leagues/1']);
    expect(routeData('/leagues/0/players')).toEqual([]);
    expect(routeData('/data-views')).toEqual([]);
    expect(routeHints('/login', assets)).toEqual([]);
    // a remote without known assets still gets its league data hinted
    expect(routeHints('/leagues/1/rosters', assets)).toEqual([{ href: '/api/leagues/1', as: 'fetch', crossorigin: 'use-credentials' }]);
  });
});

describe('renderShellPage', () => {
  it('inlines the remote map (no way to close its element early) and the links before </head>', () => {
    const html = renderShellPage('<html><head><title>x</title></head><body></body></html>', { remotes: { mfe_auction: '/a</script>.json' } }, [
      { href: '/api/leagues/1?a=1&b="2"', as: 'fetch', crossorigin: 'use-credentials' },
      { href: '/r/entry.js', as: 'script' },
    ]);
    expect(html).toBe(
      '<html><head><title>x</title>' +
        '<script type="application/json" id="remotes-config">{"remotes":{"mfe_auction":"/a\\u003c/script>.json"}}</script>' +
        '<link rel="preload" href="/api/leagues/1?a=1&amp;b=&quot;2&quot;" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/r/entry.js" as="script">' +
        '</head><body></body></html>',
    );
    expect(JSON.parse(html.match(/id="remotes-config">(.*?)<\/script>/)![1])).toEqual({ remotes: { mfe_auction: '/a</script>.json' } });
  });
});

describe('localManifestFile', () => {
  it('maps a local remote URL to its build manifest and nothing else', () => {
    expect(localManifestFile('/srv', ['mfe-auction'], '/remotes/mfe-auction/0.1.0/mf-manifest.json')).toBe('/srv/mfe-auction/dist/mf-manifest.json');
    expect(localManifestFile('/srv', ['mfe-auction'], '/remotes/../etc/0.1.0/mf-manifest.json')).toBeNull();
    expect(localManifestFile('/srv', ['mfe-auction'], 'https://cdn.example/mfe-auction/0.1.0/mf-manifest.json')).toBeNull();
  });
});

import { AUCTION_POOL_FIRST_QUERY } from '@league/shared-rules/contracts';
import { encodeQuery } from '@league/shared-rules/client';
import { localRemoteDist, renderShellPage, routeData, routeHints, type PageCode } from './route-hints';

const AUCTION = '/remotes/mfe-auction/0.1.0/mf-manifest.json';
/** The page's code as pageCode gives it: for the auction room its remote's scripts beside the shell's. */
const code = (name: string | null): PageCode =>
  name === 'mfe_auction'
    ? { manifest: AUCTION, scripts: ['/b.js', '/remotes/mfe-auction/0.1.0/remoteEntry.js', '/remotes/mfe-auction/0.1.0/app.js'] }
    : { manifest: null, scripts: ['/b.js'] };

describe('routeHints', () => {
  it('hints the auction room\'s league and pool\'s first page, its scripts and its manifest, each in the mode its real request uses', () => {
    const hints = routeHints('/leagues/7/auction', code);
    expect(hints).toEqual([
      { href: '/api/leagues/7', as: 'fetch', crossorigin: 'use-credentials' },
      { href: `/api/leagues/7/auction/pool${encodeQuery(AUCTION_POOL_FIRST_QUERY)}`, as: 'fetch', crossorigin: 'use-credentials' },
      { href: '/b.js', as: 'script' },
      { href: '/remotes/mfe-auction/0.1.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mfe-auction/0.1.0/app.js', as: 'script' },
      { href: AUCTION, as: 'fetch', crossorigin: 'anonymous' },
    ]);
    expect(hints[1].href).toBe('/api/leagues/7/auction/pool?sort=market&dir=desc&limit=25&offset=0');
  });

  it('hints only caller-independent data, and nothing for the shell\'s own pages or the default league', () => {
    expect(routeData('/leagues/1/rosters')).toEqual(['/api/leagues/1']);
    expect(routeData('/leagues/1/players')).toEqual(['/api/leagues/1', '/api/leagues/1/projections/points']);
    expect(routeData('/leagues/0/players')).toEqual([]);
    expect(routeData('/data-views')).toEqual([]);
    // the shell's own pages: its scripts only
    expect(routeHints('/login', code)).toEqual([{ href: '/b.js', as: 'script' }]);
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

describe('localRemoteDist', () => {
  it('maps a local remote URL to its build folder and nothing else', () => {
    expect(localRemoteDist('/srv', ['mfe-auction'], '/remotes/mfe-auction/0.1.0/mf-manifest.json')).toBe('/srv/mfe-auction/dist');
    expect(localRemoteDist('/srv', ['mfe-auction'], '/remotes/../etc/0.1.0/mf-manifest.json')).toBeNull();
    expect(localRemoteDist('/srv', ['mfe-auction'], 'https://cdn.example/mfe-auction/0.1.0/mf-manifest.json')).toBeNull();
  });
});

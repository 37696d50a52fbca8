import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import http, { type Server } from 'node:http';
import express from 'express';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { WIDGET_STABLE_MAX_AGE_S, staticRouter } from './static';

const WIDGET = `customElements.define("league-auction",class extends HTMLElement{});${' '.repeat(2000)}`;
const INDEX = `<!doctype html><html><head><title>shell</title><script defer src="/main.0a1b2c3d.js"></script></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;
const remoteManifest = (appChunk: string) => JSON.stringify({
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ name: 'app', assets: { js: { sync: [appChunk] } } }],
  shared: [{ name: 'react', assets: { js: { sync: ['121.0a1b2c3d.js'] } } }],
});
const consumesReact = { name: 'consume shared module (default) react@^19.0.0 (singleton)' };
/** Build stats: the shell's bootstrap chunk consumes react (its 121 chunk); the remote's app chunks consume it too. */
const shellStats = JSON.stringify({ chunks: [{ files: ['boot.0a1b2c3d.js'], origins: ['./bootstrap'], modules: [consumesReact] }, { files: ['121.0a1b2c3d.js'], origins: [], modules: [] }] });
const remoteStats = (appChunk: string) => JSON.stringify({ chunks: [{ files: [appChunk], origins: [], modules: [consumesReact] }] });

/** A built tree: the shell with a precompressed index.html, and the widget at both of its names. */
function builtRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'league-static-built-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), INDEX);
  writeFileSync(path.join(shell, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(shell, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(shell, 'build-stats.json'), shellStats);
  writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } }, exposes: [], shared: [{ name: 'react', assets: { js: { sync: ['121.0a1b2c3d.js'] } } }] }));
  mkdirSync(path.join(root, 'mfe-auction', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-auction', 'dist', 'mf-manifest.json'), remoteManifest('app.11111111.js'));
  writeFileSync(path.join(root, 'mfe-auction', 'dist', 'build-stats.json'), remoteStats('app.11111111.js'));
  const widget = path.join(root, 'mfe-auction', 'dist-widget');
  mkdirSync(widget, { recursive: true });
  for (const name of ['league-auction.js', 'league-auction.0a1b2c3d.js']) {
    writeFileSync(path.join(widget, name), WIDGET);
    writeFileSync(path.join(widget, `${name}.br`), brotliCompressSync(WIDGET));
    writeFileSync(path.join(widget, `${name}.gz`), gzipSync(WIDGET));
  }
  return root;
}

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = builtRoot();
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(64), STATIC_ROOT: root }, root);
  server = express().use(staticRouter(config, createLogger('silent'))).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
  rmSync(root, { recursive: true, force: true });
});

/** fetch decodes bodies, so the encoding is read from the header; the body is checked decoded. */
const get = (p: string, acceptEncoding: string) => fetch(base + p, { headers: { 'accept-encoding': acceptEncoding } });

/** A revalidation as a browser sends it (fetch would add `Cache-Control: no-cache` and force a 200). */
function conditionalStatus(p: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(base + p, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('the auction widget URLs', () => {
  it('serves the versioned URL compressed and immutable', async () => {
    const res = await get('/widget/league-auction.0a1b2c3d.js', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(WIDGET);
  });

  it('serves the stable URL compressed, briefly cached, with an ETag that revalidates', async () => {
    const res = await get('/widget/league-auction.js', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${WIDGET_STABLE_MAX_AGE_S}`);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await conditionalStatus('/widget/league-auction.js', etag!)).toBe(304);
    // each encoding is its own representation, so its own validator
    expect((await get('/widget/league-auction.js', 'br')).headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for a widget file that does not exist', async () => {
    expect((await get('/widget/league-auction.ffffffff.js', 'br')).status).toBe(404);
  });
});

describe('the shell page', () => {
  it('negotiates the client-route fallback too', async () => {
    const br = await get('/leagues/1/rosters', 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    const page = await br.text();
    expect(page).toContain('<script type="application/json" id="remotes-config">{"remotes":{');
    expect(page).toContain('<link rel="preload" href="/api/leagues/1" as="fetch" crossorigin="use-credentials">');
    const gz = await get('/leagues/1/rosters', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(page);
    const plain = await get('/leagues/1/rosters', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await plain.text()).toBe(page);
  });

  it('hints the route\'s data and every script of its first load (shell and remote, from their builds, read again when rebuilt), then its manifest', async () => {
    const version = JSON.parse(await (await get('/config.json', 'identity')).text()).remotes.mfe_auction as string;
    const dir = version.slice(0, version.lastIndexOf('/') + 1);
    const page = await (await get('/leagues/1/auction', 'br')).text();
    const links = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1].replace(/&amp;/g, '&')}`);
    expect(links).toEqual([
      'fetch /api/leagues/1',
      'fetch /api/leagues/1/auction/pool?sort=market&dir=desc&limit=25&offset=0',
      // the shell's boot and the react it consumes (provided by the shell); main.js is the page's own <script>
      'script /boot.0a1b2c3d.js',
      'script /121.0a1b2c3d.js',
      `script ${dir}remoteEntry.js`,
      `script ${dir}app.11111111.js`,
      `fetch ${version}`,
    ]);
    // the hints sit in the head, before the shell's own script runs
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
    // a redeployed remote: its new chunk is hinted (the file's mtime moves)
    const file = path.join(root, 'mfe-auction', 'dist', 'mf-manifest.json');
    writeFileSync(file, remoteManifest('app.22222222.js'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const stats = path.join(root, 'mfe-auction', 'dist', 'build-stats.json');
    writeFileSync(stats, remoteStats('app.22222222.js'));
    utimesSync(stats, new Date(), new Date(Date.now() + 5000));
    expect(await (await get('/leagues/1/auction', 'br')).text()).toContain(`${dir}app.22222222.js`);
  });
});

describe('the first frame (the page head drawn into the page answer)', () => {
  let framed: Server;
  let framedBase: string;
  const reads: number[] = [];
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(64), STATIC_ROOT: root }, root);
    const headLeague = async (lid: number) => {
      reads.push(lid);
      if (lid === 3) throw new Error('database unavailable');
      return lid === 1 ? { name: 'Dynasty <One>', hosted: true } : null;
    };
    framed = express().use(staticRouter(config, createLogger('silent'), undefined, { headLeague })).listen(0, '127.0.0.1');
    await once(framed, 'listening');
    framedBase = `http://127.0.0.1:${(framed.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    framed.close();
    await once(framed, 'close');
  });
  const page = async (p: string) => {
    const res = await fetch(framedBase + p, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("draws a league page's head, with its league read from the database, before the shell's root", async () => {
    const html = await page('/leagues/1');
    expect(html).toContain('<h1>Dynasty &lt;One&gt;<span>Hosted</span></h1>');
    expect(html.indexOf('<div id="first-frame"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('<style id="first-frame-style">')).toBeLessThan(html.indexOf('</head>'));
    expect(await page('/leagues/1/players')).toContain('<h1>Players</h1><p>Roster status and salaries in this league.</p>');
  });

  it('draws the data views head without reading a league', async () => {
    reads.length = 0;
    expect(await page('/data-views')).toContain('<h1>Data Views</h1>');
    expect(reads).toEqual([]);
  });

  it('leaves unframed pages, unknown leagues and failed reads without a frame, and still answers the page', async () => {
    for (const p of ['/leagues/1/auction', '/leagues/2/rosters', '/leagues/3/players', '/leagues/0/players', '/login']) {
      const html = await page(p);
      expect(html).not.toContain('first-frame');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe("a route's first screen (drawn by its remote's server build into the first frame)", () => {
  let drawn: Server;
  let drawnBase: string;
  const seen: Array<{ url: string; authorization?: string }> = [];
  let screenRoot: string;
  let screenFile: string;
  beforeAll(async () => {
    screenRoot = builtRoot();
    const dist = path.join(screenRoot, 'mfe-roster', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), remoteManifest('app.33333333.js'));
    writeFileSync(path.join(dist, 'build-stats.json'), remoteStats('app.33333333.js'));
    mkdirSync(path.join(screenRoot, 'mfe-roster', 'dist-ssr'));
    screenFile = path.join(screenRoot, 'mfe-roster', 'dist-ssr', 'first-screen.js');
    // a server build: league 1's rosters from one read, league 4's from a read the api refuses
    writeFileSync(
      screenFile,
      `exports.firstScreen = (p) => {
        const m = /^\\/leagues\\/(\\d+)\\/rosters$/.exec(p);
        if (!m) return null;
        return { data: ['/api/names/' + m[1]], render: ([a]) => ({ html: '<section class="x">' + a.names.join(', ') + '</section>', css: '#first-frame .x{color:red}' }) };
      };`,
    );
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(64), STATIC_ROOT: screenRoot }, screenRoot);
    const headLeague = async (lid: number) => ({ name: `League ${lid}`, hosted: true });
    const now = () => Date.UTC(2026, 10, 25, 17);
    drawn = express()
      .get('/api/names/:lid', (req, res) => {
        seen.push({ url: req.url, authorization: req.headers.authorization });
        if (req.params.lid === '4') return void res.status(403).json({ error: { code: 'FORBIDDEN' } });
        res.json({ names: ['Gurus', 'Sharks <&>'] });
      })
      .use(staticRouter(config, createLogger('silent'), undefined, { headLeague, now }))
      .listen(0, '127.0.0.1');
    await once(drawn, 'listening');
    drawnBase = `http://127.0.0.1:${(drawn.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    drawn.close();
    await once(drawn, 'close');
    rmSync(screenRoot, { recursive: true, force: true });
  });
  const page = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(drawnBase + p, { headers: { 'accept-encoding': 'br', ...headers } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("puts the page as a visitor sees it in the frame, with its scoped styles, reading the api without the caller's credentials", async () => {
    seen.length = 0;
    const html = await page('/leagues/1/rosters', { authorization: 'Bearer owner-token' });
    expect(html).toContain('<div id="first-frame" aria-busy="true" data-first-screen=""><section class="x">Gurus, Sharks <&></section>');
    expect(html).toContain('#first-frame .x{color:red}</style>');
    // the shell's outlet is hidden under the screen until the page takes over
    expect(html).toContain('[data-first-screen-outlet]{visibility:hidden}');
    expect(seen).toEqual([{ url: '/api/names/1', authorization: undefined }]);
  });

  it('goes out with the head-only frame when a read fails, and draws the build again once it is rebuilt', async () => {
    const refused = await page('/leagues/4/rosters');
    expect(refused).toContain('<h1>Rosters</h1><p>League 4</p>');
    expect(refused).not.toContain('data-first-screen=');
    writeFileSync(screenFile, 'exports.firstScreen = () => ({ data: [], render: () => ({ html: "<p>rebuilt</p>", css: "" }) });');
    utimesSync(screenFile, new Date(), new Date(Date.now() + 5_000));
    expect(await page('/leagues/1/rosters')).toContain('data-first-screen=""><p>rebuilt</p>');
  });
});

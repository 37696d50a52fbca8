import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { COMPRESS_THRESHOLD_BYTES, compressResponses, fileUnder, negotiateEncoding, precompressed } from './compression';
import { WsTestClient } from '../../realtime/ws-test-client';
import { bootTestApp } from '../../test-support/boot';

describe('negotiateEncoding', () => {
  const both = { br: true, gzip: true };
  it('prefers brotli, then gzip, else identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBe('identity');
    expect(negotiateEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
    expect(negotiateEncoding(undefined, both)).toBe('identity');
    expect(negotiateEncoding('', both)).toBe('identity');
    expect(negotiateEncoding('identity', both)).toBe('identity');
  });

  it('honours q-values, q=0 refusals and *', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('BR ; Q=1', both)).toBe('br');
  });
});

describe('fileUnder', () => {
  it('never leaves the root', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'league-under-'));
    try {
      writeFileSync(path.join(root, 'a.js'), 'x');
      expect(fileUnder(root, '/a.js')).toBe(path.join(root, 'a.js'));
      expect(fileUnder(root, '/../a.js')).toBe(path.join(root, 'a.js'));
      expect(fileUnder(root, '/%2e%2e/etc/passwd')).toBeNull();
      expect(fileUnder(root, '/a.js%00')).toBeNull();
      expect(fileUnder(root, '/%E0%A4%A')).toBeNull();
      expect(fileUnder(root, '/')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that does not decode the body (fetch would), so the test sees the bytes on the wire. */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const SCRIPT = `console.log(${JSON.stringify('league '.repeat(400))});`;

describe('build-time compressed files and on-the-fly JSON', () => {
  let dir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'league-precompressed-'));
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'main.0123abcd.js'), SCRIPT);
    writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(dir, 'sub', 'only-gzip.css'), 'body{}'.repeat(300));
    writeFileSync(path.join(dir, 'sub', 'only-gzip.css.gz'), gzipSync('body{}'.repeat(300)));
    writeFileSync(path.join(dir, 'plain.txt'), 'plain');
    const app = express()
      .use(compressResponses())
      .use(precompressed(dir, (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')))
      .use(express.static(dir))
      .get('/big.json', (_req, res) => res.json({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: 'player' })) }))
      .get('/small.json', (_req, res) => res.json({ ok: true }));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await once(server, 'close');
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file to a client that accepts br', async () => {
    const res = await rawGet(`${base}/main.0123abcd.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file when brotli is not accepted or not built', async () => {
    const gz = await rawGet(`${base}/main.0123abcd.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const css = await rawGet(`${base}/sub/only-gzip.css`, 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    const res = await rawGet(`${base}/main.0123abcd.js`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(SCRIPT);
    const refused = await rawGet(`${base}/main.0123abcd.js`, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
  });

  it('leaves files without encoded siblings to express.static, and missing files 404', async () => {
    const res = await rawGet(`${base}/plain.txt`, 'br');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('plain');
    expect((await rawGet(`${base}/nope.js`, 'br')).status).toBe(404);
  });

  it('compresses JSON above the threshold on the fly, not below it', async () => {
    const big = await rawGet(`${base}/big.json`, 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/Accept-Encoding/i);
    const decoded = brotliDecompressSync(big.body);
    expect(decoded.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(decoded.toString()).rows).toHaveLength(200);
    expect((await rawGet(`${base}/big.json`, 'gzip')).headers['content-encoding']).toBe('gzip');
    const small = await rawGet(`${base}/small.json`, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
  });
});

describe('the real app with compression', () => {
  it('still upgrades /ws and delivers messages', async () => {
    const app = await bootTestApp();
    try {
      // leagueId 0 is refused with an error message: proof the upgrade went through and frames flow
      const client = await WsTestClient.connect(app.url, 0);
      const msg = await client.waitFor((m) => m.type === 'error');
      expect(msg).toMatchObject({ type: 'error', code: 'INVALID_PARAMS' });
      await client.close();
    } finally {
      await app.stop();
    }
  }, 120_000); // boots its own app: seconds alone, over 30 s beside CI's e2e suite
});

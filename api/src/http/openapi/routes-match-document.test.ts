import type { AddressInfo } from 'node:net';
import { createServer, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { documentApp } from './document-app';
import { API_BASE, openApiPath, type OpenApiDocument } from './build-document';
import { collectRoutes, type MountedRoute } from './collect-routes';
import { NOT_OPERATIONS } from './not-operations';

// The app as main.ts builds it; no request below reaches the database.
const app = documentApp();
const server = createServer(app);
let base = '';
let served: OpenApiDocument;
let etag = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const res = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
  etag = res.headers.get('etag') ?? '';
  served = (await res.json()) as OpenApiDocument;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const HOW_TO_DECLARE =
  'declare it once with defineEndpoint({ method, path, params?, query?, body?, response, auth?, docs: { summary, description, access, errors?, example? } }) ' +
  'in shared-rules/src/contracts/http/<feature>.ts (exported through contracts/index.ts), and register it with mount(router, endpoint, handler, opts) ' +
  'from api/src/http/validate.ts — never router.get/post by hand';

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const routes = collectRoutes(app);

describe('the routes the app mounts and the operations of its document', () => {
  it('every route under /api is mounted through a contract, or is listed in NOT_OPERATIONS with its reason', () => {
    const listed = new Set(NOT_OPERATIONS.map((n) => n.route));
    const byHand = routes.filter((r) => !r.contract && !listed.has(key(r)));
    const messages = byHand.map((r) =>
      r.path.startsWith(API_BASE + '/')
        ? `${key(r)} is mounted by hand, so it is not in the OpenAPI document: ${HOW_TO_DECLARE}.`
        : `${key(r)} is mounted outside /api without a contract: make it an /api contract (${HOW_TO_DECLARE}), or, if it is not an api call (a page, a probe, a file), add { route: '${key(r)}', reason: '…' } to NOT_OPERATIONS in api/src/http/openapi/not-operations.ts.`,
    );
    expect(messages).toEqual([]);
  });

  it('every entry of NOT_OPERATIONS is still mounted', () => {
    const mounted = new Set(routes.map(key));
    expect(NOT_OPERATIONS.filter((n) => !mounted.has(n.route)).map((n) => `${n.route} is listed in NOT_OPERATIONS but no longer mounted: remove it.`)).toEqual([]);
  });

  it('the served document has exactly one operation per contract route, in both directions', () => {
    const fromApp = new Set(
      routes.filter((r): r is MountedRoute & { contract: NonNullable<MountedRoute['contract']> } => r.contract !== null).map((r) => {
        expect(r.path).toBe(API_BASE + r.contract.endpoint.path);
        return `${r.method} ${openApiPath(r.contract.endpoint.path)}`;
      }),
    );
    const fromDocument = new Set(Object.entries(served.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)));
    const missing = [...fromApp].filter((op) => !fromDocument.has(op)).map((op) => `${op} is mounted but not in /api/openapi.json`);
    const extra = [...fromDocument].filter((op) => !fromApp.has(op)).map((op) => `${op} is in /api/openapi.json but the app does not mount it`);
    expect([...missing, ...extra]).toEqual([]);
    expect(fromApp.size).toBeGreaterThan(40);
  });

  it('every mounted contract carries its docs, so the document says what it does and who may call it', () => {
    const undocumented = routes
      .filter((r) => r.contract && !r.contract.endpoint.docs)
      .map((r) => `${key(r)}: add docs: { summary: '…', description: '…', access: 'visitor' | 'user' | 'owner' | 'commissioner', errors: [...codes it may answer], example: { params, query, body } from the demo league } to its defineEndpoint.`);
    expect(undocumented).toEqual([]);
  });

  it("every endpoint's example is a request its own schemas accept", () => {
    const bad: string[] = [];
    for (const r of routes) {
      const e = r.contract?.endpoint;
      const ex = e?.docs?.example;
      if (!e || !ex) continue;
      if (ex.params && e.params && !e.params.safeParse(ex.params).success) bad.push(`${key(r)}: example.params`);
      if (ex.query && e.query && !e.query.safeParse(ex.query).success) bad.push(`${key(r)}: example.query`);
      if (ex.body !== undefined && (!e.body || !e.body.safeParse(ex.body).success)) bad.push(`${key(r)}: example.body`);
    }
    expect(bad).toEqual([]);
  });

  it('serves the document compressed with an ETag, and answers 304 when it has not changed', async () => {
    // node:http, not fetch: fetch would decompress the body before the test sees it
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(raw.body).toString()).openapi).toBe('3.1.0');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${base}/api/openapi.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the reference page and its script from this server (no CDN)', async () => {
    const page = await fetch(`${base}/api/docs`);
    const html = await page.text();
    expect(page.status).toBe(200);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/scalar.js', '/api/docs/init.js']);
    expect(html).not.toMatch(/https?:\/\//);
    const init = await (await fetch(`${base}/api/docs/init.js`)).text();
    expect(init).toContain("url: '/api/openapi.json'");
    const bundle = await fetch(`${base}/api/docs/scalar.js`, { method: 'HEAD' });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
  });
});

import http from 'node:http';

/**
 * The benches' HTTP client: node:http over one keep-alive agent, not the global `fetch`.
 *
 * Why: a bench's timed client runs in the api's own process, so its garbage is collected with the
 * server's. Node 20's `fetch` (undici) keeps each request's objects alive long enough that the young
 * generation promotes nearly all of them (V8's `--trace-gc-nvp`: promotion_rate 99.7%, ~2.5 MB promoted
 * and a 4–5 ms scavenge every ~12 MB allocated, for a bare request loop against a bare server), and those
 * pauses land on the server being timed. The same loop over node:http promotes nothing (0.2 ms
 * scavenges). A browser, the product's real client, is another process: its garbage is not the server's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface BenchResponse<T = unknown> {
  status: number;
  body: T;
}

/** One request with a JSON body (or none); the answer's JSON body (null when empty). */
export function request<T = unknown>(url: string, init: { method: string; token?: string | null; body?: unknown }): Promise<BenchResponse<T>> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: init.method,
      agent,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        } catch (e) {
          reject(new Error(`${init.method} ${url} answered ${res.statusCode} with a body that is not JSON: ${(e as Error).message}`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { API_BASE, type Operation, type Role } from '../http/openapi/build-document';
import { DocumentValidator } from '../http/openapi/document-validator';
import { documentOf } from '../http/openapi/openapi.routes';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { anyJson, arbitraryOf, HOSTILE_IDS, mutate, mutationArb, type Mutation } from './arbitraries';

/**
 * `npm run fuzz:api`: requests generated from the OpenAPI document for every operation, as a visitor,
 * an owner (owner1, team 1) and the commissioner, against the api on the embedded database with the
 * demo league. Fails on a 5xx, a hang, an answer outside the document, a refused request that changed
 * the database, or a role doing what the document forbids. FUZZ_SEED and FUZZ_SECONDS (default 120)
 * bound it; the seed is printed so any finding replays.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260401);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 120);
const HANG_MS = 15_000;
const IMPORTED_COLLECTIONS = ['players', 'imports', 'import_locks', 'nfl_teams', 'nfl_games', 'player_weekly_stats', 'player_game_passing', 'player_game_rushing', 'player_season_stats', 'injuries', 'depth_charts', 'nfl_draft_picks', 'combine', 'plays', 'play_game_totals', 'player_weeks', 'game_states', 'stat_updates'];
/**
 * Collections written by work no request asked for, at any moment: the login throttle's counters (a
 * refused login is counted: that is the refusal's purpose), presence heartbeats and timer leases, and the
 * live room's own log and snapshot (it re-reads rosters every 1.5 s and records what an earlier, accepted
 * roster change moved), and client error reports, which the database's TTL index expires on its own
 * clock (the fuzz app's clock is in 2025). A refused request that changed any of them would not show here;
 * the auction's commands and the error reports are covered by their own tests.
 */
const BACKGROUND_COLLECTIONS = ['rate_limits', 'auction_presence', 'auction_leases', 'auction_log', 'auction_rooms', 'error_reports'];
// In season, a Wednesday afternoon (New York): waivers, lineups and claims are all open.
const NOW = new Date('2025-10-15T18:00:00Z');

interface Finding {
  kind: string;
  operation: string;
  role: Role;
  request: string;
  answer: string;
}

interface Target {
  method: string;
  path: string;
  op: Operation;
}

const clip = (v: unknown, n = 300) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s;
};

/** A digest of every collection the api writes (the imported NFL data is read-only and large). */
async function hashDatabase(app: TestApp, skip: Set<string>): Promise<string> {
  const db = app.db.connection.db!;
  const hash = createHash('sha256');
  const names = (await db.listCollections().toArray()).map((c) => c.name).filter((n) => !skip.has(n)).sort();
  for (const name of names) {
    hash.update(name);
    for (const doc of await db.collection(name).find({}).sort({ _id: 1 }).toArray()) hash.update(JSON.stringify(doc));
  }
  return hash.digest('hex');
}

async function login(app: TestApp, username: string): Promise<string> {
  const res = await fetch(`${app.url}${API_BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_or_username: username, password: 'league-demo' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`cannot log in as ${username}: ${res.status}`);
  return body.token;
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`fuzz:api seed ${SEED}, budget ${SECONDS}s (FUZZ_SEED=${SEED} FUZZ_SECONDS=${SECONDS} npm run fuzz:api replays it)`);
  const app = await bootTestApp({ importData: { limit: 300, limits: { players: Infinity } }, seedDemo: true, clock: () => NOW, checkDocument: false });
  const findings = new Map<string, Finding>();
  const counts = new Map<string, number>();
  let requests = 0;
  try {
    const doc = documentOf(app.server.app);
    const validator = new DocumentValidator(doc);
    const tokens: Record<Role, string | undefined> = { visitor: undefined, owner: await login(app, 'owner1'), commissioner: await login(app, 'commish') };
    const players = (await (await fetch(`${app.url}${API_BASE}/leagues/1/players`)).json()) as { players: Array<{ pid: string }> };
    const pids = players.players.map((p) => p.pid).slice(0, 40);
    const hints: Record<string, fc.Arbitrary<unknown>> = {
      leagueId: fc.constantFrom(1, 1, 1, 0, 2),
      teamId: fc.constantFrom(1, 1, 2, 12),
      tid: fc.constantFrom(1, 2, 12),
      playerTid: fc.constantFrom(1, 2, 12),
      pid: fc.constantFrom(...pids),
      pids: fc.array(fc.constantFrom(...pids), { maxLength: 3 }),
      waiverId: fc.integer({ min: 1, max: 5 }),
      poachId: fc.integer({ min: 1, max: 5 }),
    };
    // The imported NFL data (read-only to every HTTP call, and most of the bytes): every other
    // collection, the league's, is hashed around each refused write.
    const skip = new Set([...IMPORTED_COLLECTIONS, ...BACKGROUND_COLLECTIONS]);
    console.log(`hashing every collection but the imported data and background bookkeeping: ${[...skip].sort().join(', ')}`);
    const t0 = Date.now();
    await hashDatabase(app, skip);
    console.log(`one database hash: ${Date.now() - t0} ms; booted in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const targets: Target[] = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => ({ method: m.toUpperCase(), path: p, op })));
    const requestArb = (t: Target) => {
      const params = ((t.op.parameters ?? []) as Operation[]).filter((p) => p.in === 'path');
      const query = ((t.op.parameters ?? []) as Operation[]).filter((p) => p.in === 'query');
      const bodySchema = t.op.requestBody?.content?.['application/json']?.schema as Record<string, unknown> | undefined;
      const paramArbs: Record<string, fc.Arbitrary<string>> = Object.fromEntries(params.map((p) => [p.name, fc.oneof({ weight: 6, arbitrary: arbitraryOf(p.schema, hints, p.name).map(String) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_IDS) })]));
      const queryArb: fc.Arbitrary<Record<string, unknown>> = fc.record(Object.fromEntries(query.map((p) => [p.name, arbitraryOf(p.schema, hints, p.name)])), { requiredKeys: query.filter((p) => p.required).map((p) => p.name) });
      return fc.record({
        params: fc.record(paramArbs) as fc.Arbitrary<Record<string, string>>,
        query: queryArb,
        queryMutation: fc.constantFrom<Mutation[]>('none', 'none', 'none', 'wrong-type', 'unknown-field', 'out-of-range', 'oversized-string'),
        body: bodySchema ? arbitraryOf(bodySchema, hints) : fc.constant(undefined),
        mutation: mutationArb,
        pick: fc.double({ min: 0, max: 0.999, noNaN: true }),
        wrong: anyJson,
      });
    };
    const arbs = new Map(targets.map((t) => [t, requestArb(t)]));

    // The database's hash while known: a refused write must leave it as it was; a success may change it.
    let known: string | null = null;
    let round = 0;
    while ((Date.now() - started) / 1000 < SECONDS || round === 0) {
      for (const t of targets) {
        for (const role of ['visitor', 'owner', 'commissioner'] as Role[]) {
          const [sample] = fc.sample(arbs.get(t)!, { seed: SEED + round * 7919 + requests, numRuns: 1 });
          const bodySchema = t.op.requestBody?.content?.['application/json']?.schema as Record<string, unknown> | undefined;
          const queryParams = ((t.op.parameters ?? []) as Operation[]).filter((p) => p.in === 'query');
          const querySchema = { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])), required: queryParams.filter((p) => p.required).map((p) => p.name) };
          // An oversized query value stays under Node's 16 KB header limit: past it Node answers 431
          // before the api sees the request.
          const mutated = mutate(sample.query, querySchema, sample.queryMutation, sample.pick, 'abc') as Record<string, unknown>;
          const query = mutated && typeof mutated === 'object' ? Object.fromEntries(Object.entries(mutated).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 8000) : v])) : mutated;
          const pathname = API_BASE + t.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(sample.params[name])).replace(/%25/g, '%'));
          const url = pathname + (query && typeof query === 'object' && !Array.isArray(query) ? queryString(query) : '?x=abc');
          // fetch sends no body with GET; an oversized body goes to every other method
          const body = bodySchema ? mutate(sample.body, bodySchema, sample.mutation, sample.pick, sample.wrong) : sample.mutation === 'oversized-body' && t.method !== 'GET' ? { padding: 'x'.repeat(150 * 1024) } : undefined;
          const writes = t.method !== 'GET';
          const before = writes ? (known ??= await hashDatabase(app, skip)) : '';
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
          const request = `${t.method} ${url} as ${role}${body === undefined ? '' : ` body ${clip(body)}`}`;
          const key = (kind: string) => `${t.op.operationId} ${role} ${kind}`;
          const record = (kind: string, answer: string) => {
            if (!findings.has(key(kind))) findings.set(key(kind), { kind, operation: `${t.method} ${t.path}`, role, request, answer });
          };
          requests++;
          if (process.env.FUZZ_VERBOSE) console.log(`${requests} ${request.slice(0, 160)}`);
          counts.set(t.op.operationId, (counts.get(t.op.operationId) ?? 0) + 1);
          let res: Response;
          try {
            res = await fetch(app.url + url, { method: t.method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(HANG_MS) });
          } catch (err) {
            record('hang or connection failure', String(err));
            continue;
          }
          const text = await res.text();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: the validator reports it
          }
          const answer = `${res.status} ${clip(parsed)}`;
          if (res.status >= 500) record('5xx', answer);
          for (const problem of validator.check({ method: t.method, url, requestBody: body, status: res.status, contentType: res.headers.get('content-type'), responseBody: parsed })) {
            record(`outside the document: ${problem.replace(/^.*?\): /, '').slice(0, 80)}`, `${answer}\n      ${problem}`);
          }
          if (res.status < 300 && !(t.op['x-roles'] as Role[]).includes(role)) record(`${role} may not call it, yet it answered ${res.status}`, answer);
          if (res.status < 300 && role === 'owner' && t.path.startsWith('/teams/{teamId}') && sample.params.teamId !== '1' && (t.op['x-roles'] as Role[])[0] === 'owner') {
            record(`owner1 acted on team ${sample.params.teamId}`, answer);
          }
          if (writes && res.status >= 400) {
            known = await hashDatabase(app, skip);
            if (known !== before) record(`refused with ${res.status} but changed the database`, answer);
          } else known = null; // a success may write, and so may a read (the data views seed on first read)
        }
      }
      round++;
    }
  } finally {
    await app.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${requests} requests over ${counts.size} operations × 3 roles in ${seconds}s, ${findings.size} finding(s), seed ${SEED}`);
  for (const f of findings.values()) console.log(`- [${f.kind}] ${f.operation} as ${f.role}\n    request: ${f.request}\n    answer:  ${f.answer}`);
  if (process.env.FUZZ_REPORT) {
    mkdirSync(path.dirname(process.env.FUZZ_REPORT), { recursive: true });
    writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: SEED, requests, operations: counts.size, seconds: Number(seconds), findings: [...findings.values()] }, null, 2));
  }
  console.log(`${counts.size * 3 - new Set([...findings.values()].map((f) => `${f.operation} ${f.role}`)).size} passed, ${findings.size} failed`);
  process.exit(findings.size === 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { API_BASE, type OpenApiDocument, type Operation } from './build-document';

/** What one exchange with the api was: the request as sent and the answer as received. */
export interface Exchange {
  method: string;
  /** Full path with query string, e.g. `/api/leagues/1/transactions?limit=5`. */
  url: string;
  requestBody: unknown;
  status: number;
  contentType: string | null;
  responseBody: unknown;
}

interface CompiledOperation {
  method: string;
  path: string;
  match: RegExp;
  op: Operation;
  responses: Map<string, Lazy | null>;
  params: Lazy;
  query: Lazy;
  body: Lazy | null;
}

/** A schema compiled on first use: compiling the whole document costs seconds, a test uses a few calls. */
type Lazy = (data: unknown) => { ok: boolean; errors: ValidateFunction['errors'] };

function lazy(ajv: Ajv2020, schema: object): Lazy {
  let compiled: ValidateFunction | null = null;
  return (data) => {
    compiled ??= ajv.compile(schema);
    const ok = compiled(data);
    return { ok, errors: compiled.errors };
  };
}

function regexOf(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`)).replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

function objectSchema(params: Operation[], where: string): Record<string, unknown> {
  const mine = params.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [p.name, p.schema])),
    required: mine.filter((p) => p.required).map((p) => p.name),
  };
}

/** The `x-rules` messages anywhere in an operation: rules between fields that JSON Schema cannot express. */
function rulesOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) rulesOf(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-rules' && Array.isArray(value)) for (const rule of value) out.add(String(rule));
      else rulesOf(value, out);
    }
  }
  return out;
}

/** A refusal whose every detail is one of the operation's announced `x-rules`: the document said it may happen. */
function announcedRule(op: unknown, details: unknown): boolean {
  if (!details || typeof details !== 'object') return false;
  const messages = Object.values(details as Record<string, unknown>).map(String);
  const rules = rulesOf(op);
  return messages.length > 0 && messages.every((m) => rules.has(m));
}

/**
 * Checks exchanges against the published document: the answer's status is one the operation lists,
 * its content type is JSON and its body matches that status's schema; a request the document allows
 * is not refused as invalid, and one it forbids is not accepted. Used by every integration test
 * (test-support/boot.ts) and by the fuzzer.
 */
export class DocumentValidator {
  private readonly operations: CompiledOperation[] = [];

  constructor(readonly document: OpenApiDocument) {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    // Path and query values arrive as strings: coerce them the way the contracts' z.coerce does.
    const coercing = new Ajv2020({ strict: false, coerceTypes: 'array' });
    addFormats(coercing);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const responses = new Map<string, Lazy | null>();
        for (const [status, response] of Object.entries(op.responses as Record<string, Operation>)) {
          const schema = response.content?.['application/json']?.schema;
          responses.set(status, schema ? lazy(ajv, schema) : null);
        }
        const params = (op.parameters ?? []) as Operation[];
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        this.operations.push({
          method: method.toUpperCase(),
          path,
          match: regexOf(API_BASE + path),
          op,
          responses,
          params: lazy(coercing, objectSchema(params, 'path')),
          query: lazy(coercing, objectSchema(params, 'query')),
          body: bodySchema ? lazy(ajv, bodySchema) : null,
        });
      }
    }
  }

  /** The operation an url names (static segments win over parameters, as Express mounts them first). */
  find(method: string, pathname: string): { operation: CompiledOperation; params: Record<string, string> } | null {
    let best: { operation: CompiledOperation; params: Record<string, string>; literal: number } | null = null;
    for (const operation of this.operations) {
      if (operation.method !== method.toUpperCase()) continue;
      const m = operation.match.exec(pathname);
      if (!m) continue;
      const literal = operation.path.split('/').filter((s) => s && !s.startsWith('{')).length;
      if (!best || literal > best.literal) best = { operation, params: { ...m.groups }, literal };
    }
    return best && { operation: best.operation, params: best.params };
  }

  /** True when the document allows the request (path and query parameters, body). */
  requestAllowed(operation: CompiledOperation, params: Record<string, string>, url: URL, body: unknown): boolean {
    const query: Record<string, unknown> = {};
    const lists = new Set(((operation.op.parameters ?? []) as Operation[]).filter((p) => p.in === 'query' && p.explode === false).map((p) => p.name));
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      // comma lists read as the contracts' queryList reads them: items trimmed, empty items dropped (`teams=` is no filter)
      query[key] = lists.has(key) ? all.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '') : all.length > 1 ? all : all[0];
    }
    if (!operation.params({ ...params }).ok) return false;
    if (!operation.query(query).ok) return false;
    if (operation.body) return operation.body(body ?? {}).ok;
    return true;
  }

  /** Problems with one exchange (empty when it matches the document). */
  check(exchange: Exchange): string[] {
    const url = new URL(exchange.url, 'http://x');
    const where = `${exchange.method} ${url.pathname} → ${exchange.status}`;
    if (exchange.status === 304) return [];
    const found = this.find(exchange.method, safeDecode(url.pathname));
    if (!found) {
      // Not an operation: the api's one answer is 404 NOT_FOUND (or a body-parser refusal before routing).
      const code = (exchange.responseBody as { error?: { code?: string } } | null)?.error?.code;
      if ([404, 400, 413].includes(exchange.status) && code) return [];
      return [`${where}: not an operation of the document, yet answered ${exchange.status} without an error body`];
    }
    const { operation, params } = found;
    const problems: string[] = [];
    const name = `${where} (${operation.op.operationId})`;
    if (!operation.responses.has(String(exchange.status))) {
      problems.push(`${name}: status ${exchange.status} is not documented (documented: ${[...operation.responses.keys()].join(', ')})`);
      return problems;
    }
    if (!exchange.contentType?.startsWith('application/json')) problems.push(`${name}: content type ${exchange.contentType} is not application/json`);
    const validate = operation.responses.get(String(exchange.status));
    const result = validate?.(exchange.responseBody);
    if (result && !result.ok) problems.push(`${name}: body does not match the document: ${JSON.stringify(result.errors?.slice(0, 3))}`);
    const allowed = this.requestAllowed(operation, params, url, exchange.requestBody);
    const error = (exchange.responseBody as { error?: { code?: string; details?: unknown } } | null)?.error;
    // A schema refusal carries field `details`; a rule's INVALID_PARAMS (e.g. a duplicate in a list) does not.
    if (allowed && exchange.status === 400 && error?.code === 'INVALID_PARAMS' && error.details && !announcedRule(operation.op, error.details)) {
      problems.push(`${name}: refused as INVALID_PARAMS a request the document allows: ${JSON.stringify(exchange.responseBody)}`);
    }
    if (!allowed && exchange.status < 300) problems.push(`${name}: accepted a request the document forbids`);
    return problems;
  }
}

/** The path with its escapes decoded; a malformed escape (a hostile id) stays as sent, so it matches no operation. */
function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

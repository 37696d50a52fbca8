import type { OpenApiDocument, Operation } from './build-document';

type Schema = Record<string, unknown>;

/**
 * What a client built against `before` could see break in `after`: a removed operation, a removed
 * response field, a removed enum value, a narrowed request type or range, a new required parameter
 * or body field. Additions (operations, optional inputs, response fields) are not breaking.
 */
export function breakingChanges(before: OpenApiDocument, after: OpenApiDocument): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(before.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      const next = after.paths[path]?.[method];
      if (!next) {
        out.push(`${name}: operation removed`);
        continue;
      }
      compareParameters(name, op, next, out);
      const oldBody = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const newBody = next.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      if (newBody && !oldBody && next.requestBody?.required) out.push(`${name}: request body became required`);
      if (oldBody && newBody) compareRequest(`${name} body`, oldBody, newBody, out);
      for (const [status, response] of Object.entries(op.responses as Record<string, Operation>)) {
        const oldSchema = response.content?.['application/json']?.schema as Schema | undefined;
        const nextResponse = (next.responses as Record<string, Operation>)[status];
        if (!nextResponse) {
          if (status.startsWith('2')) out.push(`${name}: success status ${status} removed`);
          continue;
        }
        const newSchema = nextResponse.content?.['application/json']?.schema as Schema | undefined;
        if (status.startsWith('2') && oldSchema && newSchema) compareResponse(`${name} → ${status}`, oldSchema, newSchema, out);
      }
    }
  }
  return out;
}

function compareParameters(name: string, before: Operation, after: Operation, out: string[]): void {
  const params = (op: Operation) => new Map(((op.parameters ?? []) as Operation[]).map((p) => [`${p.in}:${p.name}`, p]));
  const old = params(before);
  for (const [id, p] of params(after)) {
    const was = old.get(id);
    if (!was && p.required) out.push(`${name}: new required parameter ${id}`);
    else if (was && p.required && !was.required) out.push(`${name}: parameter ${id} became required`);
    if (was) compareRequest(`${name} parameter ${id}`, was.schema as Schema, p.schema as Schema, out);
  }
}

function types(s: Schema): Set<string> | null {
  if (s.type === undefined) return null; // any
  return new Set(Array.isArray(s.type) ? (s.type as string[]) : [s.type as string]);
}

function variants(s: Schema): Schema[] | null {
  const list = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  return list ?? null;
}

/** A request schema may only widen: what a client could send before must still be accepted. */
function compareRequest(where: string, before: Schema, after: Schema, out: string[]): void {
  const tBefore = types(before);
  const tAfter = types(after);
  if (tAfter && (!tBefore || [...tBefore].some((t) => !tAfter.has(t) && !(t === 'integer' && tAfter.has('number'))))) {
    out.push(`${where}: type narrowed from ${tBefore ? [...tBefore].join('|') : 'any'} to ${[...tAfter].join('|')}`);
  }
  if (Array.isArray(before.enum) || Array.isArray(after.enum)) {
    const allowed = new Set((after.enum as unknown[] | undefined) ?? (before.enum as unknown[]));
    for (const v of (before.enum as unknown[] | undefined) ?? []) if (!allowed.has(v)) out.push(`${where}: enum value ${JSON.stringify(v)} removed`);
    if (!before.enum && after.enum) out.push(`${where}: restricted to an enum`);
  }
  for (const [bound, tighter] of [['minimum', 1], ['exclusiveMinimum', 1], ['minLength', 1], ['minItems', 1], ['maximum', -1], ['exclusiveMaximum', -1], ['maxLength', -1], ['maxItems', -1]] as const) {
    const a = before[bound] as number | undefined;
    const b = after[bound] as number | undefined;
    if (b !== undefined && (a === undefined || (b - a) * tighter > 0)) out.push(`${where}: ${bound} narrowed from ${a ?? 'none'} to ${b}`);
  }
  const oldRequired = new Set((before.required as string[] | undefined) ?? []);
  for (const field of (after.required as string[] | undefined) ?? []) {
    if (!oldRequired.has(field)) out.push(`${where}: new required field ${field}`);
  }
  const oldProps = (before.properties ?? {}) as Record<string, Schema>;
  const newProps = (after.properties ?? {}) as Record<string, Schema>;
  for (const [field, schema] of Object.entries(oldProps)) {
    if (newProps[field]) compareRequest(`${where}.${field}`, schema, newProps[field], out);
    else if (after.additionalProperties === false) out.push(`${where}: field ${field} no longer accepted`);
  }
  if (before.items && after.items) compareRequest(`${where}[]`, before.items as Schema, after.items as Schema, out);
  const vBefore = variants(before);
  const vAfter = variants(after);
  if (vBefore && vAfter && vAfter.length < vBefore.length) out.push(`${where}: ${vBefore.length - vAfter.length} accepted variant(s) removed`);
}

/** A response schema may only grow optional fields: every field a client read must stay, same type. */
function compareResponse(where: string, before: Schema, after: Schema, out: string[]): void {
  const tBefore = types(before);
  const tAfter = types(after);
  if (tBefore && (!tAfter || [...tAfter].some((t) => !tBefore.has(t) && !(t === 'integer' && tBefore.has('number'))))) {
    out.push(`${where}: type changed from ${[...tBefore].join('|')} to ${tAfter ? [...tAfter].join('|') : 'any'}`);
  }
  if (Array.isArray(before.enum) && Array.isArray(after.enum)) {
    const allowed = new Set(after.enum as unknown[]);
    for (const v of before.enum as unknown[]) if (!allowed.has(v)) out.push(`${where}: enum value ${JSON.stringify(v)} removed`);
  }
  const oldProps = (before.properties ?? {}) as Record<string, Schema>;
  const newProps = (after.properties ?? {}) as Record<string, Schema>;
  const newRequired = new Set((after.required as string[] | undefined) ?? []);
  for (const [field, schema] of Object.entries(oldProps)) {
    if (!newProps[field]) out.push(`${where}: field ${field} removed`);
    else {
      if (((before.required as string[] | undefined) ?? []).includes(field) && !newRequired.has(field)) out.push(`${where}: field ${field} became optional`);
      compareResponse(`${where}.${field}`, schema, newProps[field], out);
    }
  }
  if (before.items && after.items) compareResponse(`${where}[]`, before.items as Schema, after.items as Schema, out);
}

/** The major version: a breaking change is allowed only when it grows. */
export function majorOf(version: string): number {
  return Number(version.split('.')[0]);
}

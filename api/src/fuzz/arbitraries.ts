import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Ids that try to escape a path segment, a query or a Mongo filter, or overflow a number parser. */
export const HOSTILE_IDS = [
  '0',
  '-1',
  '1.5',
  '1e309',
  '9007199254740993',
  '99999999999999999999999',
  'NaN',
  'null',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%7B%22%24gt%22%3A%22%22%7D',
  '$where',
  '__proto__',
  'constructor',
  "1' OR '1'='1",
  'x'.repeat(5000),
];

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Values of any JSON type, for "wrong type" mutations. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant({ __proto__: { admin: true } }),
);

/**
 * Values a JSON Schema (the document's, generated from the zod contracts) accepts. `hints` give
 * demo-league values by field name (league 1, team 1, real player ids) so many requests reach the
 * rules instead of stopping at "not found".
 */
export function arbitraryOf(schema: Schema, hints: Record<string, fc.Arbitrary<unknown>> = {}, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (name && hints[name]) return fc.oneof({ weight: 3, arbitrary: hints[name] }, { weight: 1, arbitrary: arbitraryOf(schema, {}, '', depth) });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryOf(v, hints, name, depth)));
  if (Array.isArray(schema.allOf)) return arbitraryOf((schema.allOf as Schema[])[0], hints, name, depth);
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum !== undefined ? (schema.exclusiveMinimum as number) + 1 : -1000);
      const max = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum !== undefined ? (schema.exclusiveMaximum as number) - 1 : 100000);
      return fc.integer({ min: Math.max(min, -MAX_SAFE), max: Math.min(max, MAX_SAFE) });
    }
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? -1e6;
      const max = (schema.maximum as number | undefined) ?? 1e6;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 60);
      if (typeof schema.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= ((schema.maxLength as number | undefined) ?? Infinity));
        } catch {
          // a pattern fast-check cannot read: fall back to plain strings
        }
      }
      return fc.string({ minLength, maxLength });
    }
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? 5, minLength + 5);
      return depth > 4 ? fc.constant([]) : fc.array(arbitraryOf(items, hints, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      if (depth > 4) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, s] of Object.entries(properties)) record[key] = arbitraryOf(s, hints, key, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      return anyJson;
  }
}

/** One way to make a valid input invalid (or at least unusual), applied to an object body or query. */
export type Mutation = 'none' | 'wrong-type' | 'missing-field' | 'unknown-field' | 'out-of-range' | 'oversized-string' | 'oversized-body' | 'not-an-object';

export const mutationArb: fc.Arbitrary<Mutation> = fc.constantFrom<Mutation>(
  'none',
  'none',
  'none',
  'wrong-type',
  'missing-field',
  'unknown-field',
  'out-of-range',
  'oversized-string',
  'oversized-body',
  'not-an-object',
);

/** Applies a mutation to a generated object; `pick` chooses the field (a number in [0, 1)). */
export function mutate(value: unknown, schema: Schema, mutation: Mutation, pick: number, wrong: unknown): unknown {
  if (mutation === 'none') return value;
  if (mutation === 'not-an-object') return wrong;
  if (mutation === 'oversized-body') return { ...(value as object), padding: 'x'.repeat(150 * 1024) };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return wrong;
  const obj = { ...(value as Record<string, unknown>) };
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const keys = Object.keys(props);
  const key = keys[Math.floor(pick * keys.length)];
  switch (mutation) {
    case 'unknown-field':
      return { ...obj, [`unknown_${Math.floor(pick * 1000)}`]: wrong };
    case 'missing-field': {
      const required = (schema.required as string[] | undefined) ?? [];
      if (required.length > 0) delete obj[required[Math.floor(pick * required.length)]];
      return obj;
    }
    case 'wrong-type':
      if (key) obj[key] = wrong;
      return obj;
    case 'out-of-range':
      if (key) obj[key] = [-1, 2 ** 53, -(2 ** 31), 1e308, 0.5][Math.floor(pick * 5)];
      return obj;
    case 'oversized-string':
      if (key) obj[key] = 'y'.repeat(20_000 + Math.floor(pick * 60_000));
      return obj;
  }
}

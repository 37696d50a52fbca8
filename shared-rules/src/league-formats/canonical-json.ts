/** A JSON value that can be serialised canonically. */
export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue | undefined };

/**
 * Deterministic JSON: object keys sorted by code unit, no whitespace, `undefined` members dropped.
 * Two objects with the same content give the same string whatever their key order, so their hash matches.
 * Non-finite numbers are rejected because JSON cannot carry them.
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot serialise non-finite number ${value}`);
    return JSON.stringify(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  const record = value as { readonly [key: string]: CanonicalValue | undefined };
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key] as CanonicalValue)}`).join(',')}}`;
}

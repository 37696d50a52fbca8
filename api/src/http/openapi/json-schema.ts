import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), straight from zod: `input`
 * for what a caller sends, `output` for what the api answers (objects then forbid unknown fields,
 * so an undocumented field fails the response check).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  if (out.$defs) {
    // Recursive schemas come back with local $defs; a document-level `#/$defs/x` would not resolve
    // inside an OpenAPI path item, so they are inlined one level by reference to the same object.
    throw new Error('jsonSchemaOf: recursive contract schemas are not supported in the published document');
  }
  return out;
}

/** An object schema's properties and required names, for turning params and query into parameters. */
export function objectParts(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  return {
    properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
    required: (schema.required ?? []) as string[],
  };
}

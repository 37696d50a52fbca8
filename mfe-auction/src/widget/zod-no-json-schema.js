/**
 * Stands in for zod's two JSON Schema modules in the widget build (rspack.widget.config.ts replaces
 * `zod/v4/core/json-schema-processors.js` and `zod/v4/core/to-json-schema.js` with this file). Every
 * classic schema links the JSON Schema generator into itself (`.toJSONSchema()`), ~5 kB brotli that
 * the widget never runs: it parses wire messages, it does not describe them (the api serves the
 * documents). Same export names as the modules replaced, so zod links unchanged; a zod upgrade that
 * renames one fails the widget build loudly rather than shipping a broken schema. Calling any of
 * them throws. Plain JavaScript: the replaced files sit in node_modules, which the build does not
 * compile from TypeScript.
 */
const absent = () => {
  throw new Error('JSON Schema generation is not part of the <league-auction> widget build');
};
const method = () => absent;

// json-schema-processors.js
export const aggregateChecks = absent;
export const allProcessors = {};
export const toJSONSchema = absent;
export const anyProcessor = absent;
export const arrayProcessor = absent;
export const bigintProcessor = absent;
export const booleanProcessor = absent;
export const catchProcessor = absent;
export const customProcessor = absent;
export const dateProcessor = absent;
export const defaultProcessor = absent;
export const enumProcessor = absent;
export const fileProcessor = absent;
export const functionProcessor = absent;
export const intersectionProcessor = absent;
export const lazyProcessor = absent;
export const literalProcessor = absent;
export const mapProcessor = absent;
export const nanProcessor = absent;
export const neverProcessor = absent;
export const nonoptionalProcessor = absent;
export const nullProcessor = absent;
export const nullableProcessor = absent;
export const numberProcessor = absent;
export const objectProcessor = absent;
export const optionalProcessor = absent;
export const pipeProcessor = absent;
export const prefaultProcessor = absent;
export const promiseProcessor = absent;
export const readonlyProcessor = absent;
export const recordProcessor = absent;
export const setProcessor = absent;
export const stringProcessor = absent;
export const successProcessor = absent;
export const symbolProcessor = absent;
export const templateLiteralProcessor = absent;
export const transformProcessor = absent;
export const tupleProcessor = absent;
export const undefinedProcessor = absent;
export const unionProcessor = absent;
export const unknownProcessor = absent;
export const voidProcessor = absent;

// to-json-schema.js
export const createStandardJSONSchemaMethod = method;
export const createToJSONSchemaMethod = method;
export const extractDefs = absent;
export const finalize = absent;
export const handleUnrepresentable = absent;
export const initializeContext = absent;
export const processSchema = absent;

/** `@league/shared-rules/bench`: bench reporting (load, floors, table) and the rules bench. Not for the browser. */
export * from './report';
export { rulesBench } from './rules.bench';

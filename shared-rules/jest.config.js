/** Tests sit beside the code; @swc/jest compiles TypeScript without a build step. */
module.exports = {
  testEnvironment: 'node',
  // CI moves the wall clock with CLOCK_SHIFT_TO to prove no test depends on it (.ci/shift-clock.cjs)
  setupFiles: ['<rootDir>/../.ci/shift-clock.cjs'],
  roots: ['<rootDir>/src'],
  // jest-local-globals.cjs: built-in globals bound per module (global reads in jest's vm are uncached), for
  // node_modules too, so they go through the transform
  transform: { '^.+\\.(tsx?|c?js)$': ['<rootDir>/../.ci/jest-local-globals.cjs', { swc: {} }] },
  transformIgnorePatterns: [],
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/bench/**'],
};

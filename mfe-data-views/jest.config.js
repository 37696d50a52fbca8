/** Component and rule tests in jsdom; `source` condition so `@league/shared-rules` needs no build. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    // jest-local-globals.cjs: built-in globals bound per module (global reads in jest's vm are uncached), for
    // node_modules too, so they go through the transform
    '^.+\\.(tsx?|c?js)$': [
      '<rootDir>/../.ci/jest-local-globals.cjs',
      { swc: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } } },
    ],
  },
  transformIgnorePatterns: [],
  setupFiles: ['<rootDir>/../.ci/shift-clock.cjs', '<rootDir>/jest/setup.js'],
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
};

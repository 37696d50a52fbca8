/** Component and rule tests in jsdom; `source` condition so `@league/shared-rules` needs no build. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  setupFiles: ['<rootDir>/../.ci/shift-clock.cjs', '<rootDir>/jest/setup.js'],
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
};

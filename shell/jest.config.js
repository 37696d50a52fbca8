/** Component and rule tests in jsdom; `source` condition so `@league/shared-rules` needs no build. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    '^.+\\.md$': '<rootDir>/jest/markdown-transform.js',
  },
  setupFiles: ['<rootDir>/../.ci/shift-clock.cjs', '<rootDir>/jest/setup.js'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json', 'md'],
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
};

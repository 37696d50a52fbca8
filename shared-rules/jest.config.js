/** Tests sit beside the code; @swc/jest compiles TypeScript without a build step. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/bench/**'],
};

/** Component tests boot the real app on port 0 against the embedded database (or MONGODB_URI). */
module.exports = {
  testEnvironment: 'node',
  // CI moves the wall clock with CLOCK_SHIFT_TO to prove no test depends on it (.ci/shift-clock.cjs)
  setupFiles: ['<rootDir>/../.ci/shift-clock.cjs'],
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testTimeout: 30000,
};

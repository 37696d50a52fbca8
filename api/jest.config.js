/** Component tests boot the real app on port 0 against the embedded database (or MONGODB_URI). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testTimeout: 30000,
};

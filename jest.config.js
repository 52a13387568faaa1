/**
 * One jest configuration, one project per test level (ARCHITECTURE §7). `npm test` runs each level
 * in its own jest run (scripts/src/test-all.ts); `npx jest --selectProjects unit` runs one.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only dependency of @fastify/static: loaded by Node itself, outside jest's registry.
  moduleNameMapper: { '^content-disposition$': '<rootDir>/scripts/jest/native-require.cjs' },
  testEnvironment: 'node', roots: ['<rootDir>'], modulePathIgnorePatterns: ['<rootDir>/.*/dist/'] };

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/contracts/src/**/*.test.ts', '<rootDir>/platform/src/**/*.unit.test.ts', '<rootDir>/services/*/src/**/*.unit.test.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/long-timeout.js'],
      testMatch: ['<rootDir>/platform/src/**/*.int.test.ts', '<rootDir>/services/*/src/**/*.int.test.ts', '<rootDir>/scripts/src/**/*.int.test.ts'],
    },
    { ...base, displayName: 'api', setupFilesAfterEnv: ['<rootDir>/scripts/jest/long-timeout.js'], testMatch: ['<rootDir>/gateway/src/**/*.api.test.ts'] },
    { ...base, displayName: 'e2e', setupFilesAfterEnv: ['<rootDir>/scripts/jest/long-timeout.js'], testMatch: ['<rootDir>/e2e/**/*.e2e.ts'] },
  ],
};

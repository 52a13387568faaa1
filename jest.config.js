/**
 * One jest configuration, one project per test level (ARCHITECTURE §7). `npm test` runs each level
 * in its own jest run (scripts/src/test-all.ts); `npx jest --selectProjects unit` runs one. The
 * end-to-end journeys run on Playwright's own runner (playwright.config.ts).
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
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  // Test helpers live in testing/ folders (never named *.test.ts): not tests, and not code under test.
  coveragePathIgnorePatterns: ['/node_modules/', '/dist/', '/testing/'],
};

const fs = require('node:fs');
const path = require('node:path');

/** Levels that keep their own configuration next to their code (frontends, admin, deployment checks). */
const ownConfigs = ['frontends/jest.config.js', 'frontends/admin/jest.config.js', 'ops-tests/jest.config.js']
  .map((file) => path.join(__dirname, file))
  .filter((file) => fs.existsSync(file))
  .map((file) => {
    // Per-project configs may not set run-wide options; their timeout comes from a setup file instead.
    const { maxWorkers, testTimeout, ...config } = require(file);
    config.setupFilesAfterEnv = [...(config.setupFilesAfterEnv ?? []), path.join(__dirname, 'scripts/jest/long-timeout.js')];
    return config;
  });

module.exports = {
  projects: [
    ...ownConfigs,
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/contracts/src/**/*.test.ts',
        '<rootDir>/platform/src/**/*.unit.test.ts',
        '<rootDir>/services/*/src/**/*.unit.test.ts',
        '<rootDir>/scripts/src/**/*.unit.test.ts',
        '<rootDir>/tools/*/src/**/*.unit.test.ts',
        '<rootDir>/gateway/src/**/*.unit.test.ts',
      ],
    },
    {
      ...base,
      displayName: 'integration',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/long-timeout.js'],
      testMatch: [
        '<rootDir>/platform/src/**/*.int.test.ts',
        '<rootDir>/services/*/src/**/*.int.test.ts',
        '<rootDir>/scripts/src/**/*.int.test.ts',
        '<rootDir>/tools/*/src/**/*.int.test.ts',
      ],
    },
    {
      ...base,
      displayName: 'api',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/long-timeout.js'],
      testMatch: ['<rootDir>/gateway/src/**/*.api.test.ts'],
    },
  ],
};

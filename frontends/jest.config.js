// Component and rule tests of the shell, storefront, ui and shop-client (jsdom). Run: npx jest -c frontends/jest.config.js
const path = require('path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  displayName: 'frontends',
  rootDir: path.resolve(__dirname, '..'),
  roots: ['<rootDir>/frontends/ui', '<rootDir>/frontends/shop-client', '<rootDir>/frontends/shell', '<rootDir>/frontends/storefront'],
  testMatch: ['**/src/**/*.test.ts?(x)'],
  testEnvironment: '<rootDir>/frontends/shop-client/test/environment.js',
  testEnvironmentOptions: { customExportConditions: [''] },
  // msw's own dependencies include ES-module-only packages (rettime, until-async, .mjs files): compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async)/)(?!.+\\.mjs$)'],
  transform: { '^.+\\.m?[tj]sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@kukki/ui$': '<rootDir>/frontends/ui/src/index.ts',
    '^@kukki/shop-client$': '<rootDir>/frontends/shop-client/src/index.ts',
    '^@kukki/contracts$': '<rootDir>/contracts/src/index.ts',
    '\\.css$': '<rootDir>/frontends/ui/test/styleStub.js',
    '\\.(svg|png|jpe?g|pdf)$': '<rootDir>/frontends/ui/test/fileStub.js',
  },
  setupFiles: ['<rootDir>/frontends/ui/test/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/frontends/ui/test/setup.ts', '<rootDir>/frontends/shop-client/test/mswSetup.ts'],
  maxWorkers: 2,
  testTimeout: 20000,
};
